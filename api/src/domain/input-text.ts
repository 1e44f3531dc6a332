import { cleanText } from "./rules/control-characters.ts";

/**
 * Deeper than any input of ours (a structured form's answers are the deepest, a few levels);
 * the walk below recurses, and a 1 MB body of `[[[[...` must be a refusal, not a stack overflow.
 */
export const MAX_INPUT_DEPTH = 32;

/** An input with its text cleaned, or the field that must be refused (undefined: the input as a whole). */
export type CleanedInput = { ok: true; value: unknown } | { ok: false; field: string | undefined };

/** Thrown from deep in the walk, caught at its top: the field that must be refused. */
class RefusedText extends Error {
  readonly field: string | undefined;
  constructor(field: string | undefined) {
    super("refused text");
    this.field = field;
  }
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function clean(value: unknown, field: string | undefined, depth: number): unknown {
  if (typeof value === "string") {
    const text = cleanText(value);
    if (text === null) throw new RefusedText(field);
    return text;
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_INPUT_DEPTH) throw new RefusedText(field);
  if (Array.isArray(value)) return value.map((item) => clean(item, field, depth + 1));
  // Dates, uploaded files, buffers: not text, kept as they are.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = cleanText(key);
    if (name === null) throw new RefusedText(field);
    // defineProperty: a "__proto__" key stays a plain key, as JSON.parse made it.
    Object.defineProperty(out, name, { value: clean(item, name, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Every string of an input (object keys included, at any depth) through the one text rule of
 * rules/control-characters.ts: the transports run it on what they receive (GraphQL variables and
 * literals, REST bodies, queries and paths) and parseInput on what a command reads, so an input
 * added later is covered without a line of its own. The refused field is the innermost key
 * holding the text, as the input names it (for a refused key, the field that holds the object).
 */
export function cleanInputText(value: unknown, field?: string): CleanedInput {
  try {
    return { ok: true, value: clean(value, field, 0) };
  } catch (error) {
    if (error instanceof RefusedText) return { ok: false, field: error.field };
    throw error;
  }
}
