import { printSchema } from "graphql";
import { schema } from "../api/src/graphql/schema.ts";

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
