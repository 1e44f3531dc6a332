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
    code: t.string({ description: "Stable snake_case code (spec's own, e.g. invalid_nir, version_conflict); clients branch and translate on it.", resolve: (error) => error.code }),
    message: t.string({ description: "The failure in the caller's language, ready to show.", resolve: (error, _args, context) => errorMessage(error.code, context.locale) }),
    field: t.string({ nullable: true, description: "The input field at fault (camelCase, as in the input); null when the failure is not about one field.", resolve: (error) => error.field ?? null }),
  }),
});
