import { errorMessage } from "../domain/i18n/error-messages.ts";
import { DomainError } from "../domain/errors.ts";
import { builder } from "./builder.ts";

/**
 * Commands throw DomainError; @pothos/plugin-errors turns it into this member of each result
 * union (`builder.errorUnion`), so no resolver catches or wraps failures by hand.
 */
builder.objectType(DomainError, {
  name: "DomainError",
  description: "An expected failure: `code` is stable, `message` is in the caller's language.",
  fields: (t) => ({
    code: t.string({ resolve: (error) => error.code }),
    message: t.string({ resolve: (error, _args, context) => errorMessage(error.code, context.locale) }),
    field: t.string({ nullable: true, resolve: (error) => error.field ?? null }),
  }),
});
