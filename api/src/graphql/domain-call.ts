import { DomainError } from "../domain/errors.ts";
import type { GraphQLContext } from "./context.ts";
import { toDomainErrorShape, type DomainErrorShape } from "./types/domain-error.ts";

/** Runs a domain command; its expected failures become the `DomainError` member of the result union. */
export async function domainCall<T>(context: GraphQLContext, run: () => Promise<T>): Promise<T | DomainErrorShape> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return toDomainErrorShape(error, context.locale);
    throw error;
  }
}
