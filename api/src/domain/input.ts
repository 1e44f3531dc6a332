import type { z } from "zod";
import { DomainError } from "./errors.ts";
import { cleanInputText } from "./input-text.ts";

/**
 * Reads a command's input with its schema, for both adapters alike: a refusal is
 * validation_failed on the first wrong field (REST names it in snake_case, as its payloads).
 * Its text goes through the one control-character rule first (the transports apply it too;
 * here it also covers a command reached some other way, such as a socket frame).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const cleaned = cleanInputText(raw);
  if (!cleaned.ok) throw new DomainError("validation_failed", cleaned.field);
  const parsed = schema.safeParse(cleaned.value);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.path[0];
  throw new DomainError("validation_failed", typeof key === "string" ? key : undefined);
}
