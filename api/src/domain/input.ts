import type { z } from "zod";
import { DomainError } from "./errors.ts";

/**
 * Reads a command's input with its schema, for both adapters alike: a refusal is
 * validation_failed on the first wrong field (REST names it in snake_case, as its payloads).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.path[0];
  throw new DomainError("validation_failed", typeof key === "string" ? key : undefined);
}
