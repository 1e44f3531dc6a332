import type { ErrorCode } from "./error-registry.ts";

/**
 * An expected failure the client should show (wrong password, invalid input...).
 * Adapters turn it into a GraphQL `DomainError` or a REST 4xx body; bugs stay plain Errors.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, field?: string) {
    super(code);
    this.name = "DomainError";
    this.code = code;
    this.field = field;
  }
}
