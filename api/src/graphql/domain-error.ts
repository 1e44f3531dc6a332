import { errorMessage } from "../domain/i18n/error-messages.ts";
import { type ErrorCode } from "../domain/error-registry.ts";
import type { DomainError } from "../domain/errors.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import { builder } from "./builder.ts";

export type DomainErrorShape = { kind: "error"; code: ErrorCode; message: string; field: string | null };

export function toDomainErrorShape(error: DomainError, locale: Locale): DomainErrorShape {
  return { kind: "error", code: error.code, message: errorMessage(error.code, locale), field: error.field ?? null };
}

export const DomainErrorRef = builder.objectRef<DomainErrorShape>("DomainError").implement({
  description: "An expected failure: `code` is stable, `message` is in the caller's language.",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.exposeString("message"),
    field: t.exposeString("field", { nullable: true }),
  }),
});
