import { DomainError } from "../domain/errors.ts";
import type { CallContext } from "../call/call-context.ts";
import { toDomainErrorShape, type DomainErrorShape } from "./domain-error.ts";

/** Runs a domain command; its expected failures become the `DomainError` member of the result union. */
export async function domainCall<T>(context: CallContext, run: () => Promise<T>): Promise<T | DomainErrorShape> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return toDomainErrorShape(error, context.locale);
    throw error;
  }
}
