import type { Random } from "./prng.ts";
import { BOUNDARY_NUMBERS, hugeString, IMPOSSIBLE_DATES, knownFor, nastyString, nastyValue, NUMERIC_STRINGS, withControlCharacter, WRONG_TYPES, type Known } from "./values.ts";

/** The part of JSON Schema (2020-12, as zod writes it) that the OpenAPI document uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type);

/** A value the schema accepts (mostly), preferring the world's real values so calls get past validation. */
export function validValue(schema: JsonSchema, rnd: Random, known: Known, name = ""): unknown {
  if (schema.enum?.length) return rnd.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf?.length) return validValue(rnd.pick(schema.anyOf), rnd, known, name);
  const fromWorld = rnd.chance(0.8) ? knownFor(name, rnd, known) : undefined;
  switch (typeOf(schema)) {
    case "string": {
      if (typeof fromWorld === "string") return fromWorld;
      const length = rnd.int(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24));
      return "x".repeat(length);
    }
    case "integer":
    case "number": {
      if (typeof fromWorld === "number") return fromWorld;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? min + 100;
      // Half the time an edge of the declared range: the declared maximum is a promise too.
      return rnd.chance(0.5) ? rnd.pick([min, max]) : rnd.int(min, Math.min(max, min + 100));
    }
    case "boolean":
      return rnd.chance(0.5);
    case "array":
      return Array.from({ length: rnd.int(0, 3) }, () => validValue(schema.items ?? {}, rnd, known, name));
    case "object":
      return validObject(schema, rnd, known);
    default:
      return rnd.pick(["x", 1, true]);
  }
}

function validObject(schema: JsonSchema, rnd: Random, known: Known): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || rnd.chance(0.5)) out[key] = validValue(property, rnd, known, key);
  }
  return out;
}

/** A value the schema should refuse, chosen for the schema's type. */
export function invalidValue(schema: JsonSchema, rnd: Random): unknown {
  const type = typeOf(schema);
  const kind = rnd.int(0, 3);
  if (kind === 0) return rnd.pick(WRONG_TYPES);
  if (type === "integer" || type === "number") {
    return kind === 1 ? rnd.pickBiased(BOUNDARY_NUMBERS) : kind === 2 ? rnd.pick(NUMERIC_STRINGS) : rnd.pick([(schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1, 2 ** 31]);
  }
  if (type === "string") {
    if (schema.enum && kind === 1) return rnd.pick(["INVALID", String(schema.enum[0]).toUpperCase(), ` ${String(schema.enum[0])}`, `${String(schema.enum[0])}\u0000`]);
    if (schema.maxLength !== undefined && kind === 1) return "a".repeat(schema.maxLength + 1);
    if (schema.pattern?.includes("\\d{4}") && kind === 2) return rnd.pick(IMPOSSIBLE_DATES);
    return kind === 3 ? hugeString(rnd) : nastyString(rnd);
  }
  if (type === "boolean") return rnd.pick(["true", 1, 0, "false", null, "yes"]);
  return nastyValue(rnd);
}

/** Fields nobody declared, some of them names a careless handler might read. */
const EXTRA_FIELDS: readonly [string, () => unknown][] = [
  ["is_super", () => true],
  ["validation_status", () => "VALIDATED"],
  ["user_id", () => 1],
  ["id", () => 2_147_483_648],
  ["constructor", () => ({ prototype: { polluted: true } })],
  ["", () => ""],
  ["\u0000", () => "\u0000"],
  ["x".repeat(10_000), () => 1],
];

export type Mutated = { value: unknown; note: string };

/**
 * A valid object body with a control character put into one of its strings (a name, a search,
 * a date), so that the text gets past the schema's other checks to the rules and the database.
 */
export function withControlText(schema: JsonSchema, rnd: Random, known: Known): Mutated {
  const base = validObject(schema, rnd, known);
  const texts = Object.entries(schema.properties ?? {}).filter(([, property]) => typeOf(property) === "string" || property.anyOf?.some((s) => typeOf(s) === "string"));
  if (texts.length === 0) return { value: base, note: "no text field" };
  const [key, property] = rnd.pick(texts);
  const before = base[key] ?? validValue(property, rnd, known, key);
  const value = withControlCharacter(rnd, typeof before === "string" ? before : undefined);
  return { value: { ...base, [key]: value }, note: `field ${key} control character ${JSON.stringify(value).slice(0, 40)}` };
}

/** One structural or value-level change to a valid object body. */
export function mutateObject(schema: JsonSchema, rnd: Random, known: Known): Mutated {
  const base = validObject(schema, rnd, known);
  const keys = Object.keys(schema.properties ?? {});
  const kind = rnd.int(0, 5);
  if (kind <= 1 && keys.length) {
    const key = rnd.pick(keys);
    const value = invalidValue(schema.properties?.[key] ?? {}, rnd);
    return { value: { ...base, [key]: value }, note: `field ${key} invalid` };
  }
  if (kind === 2 && schema.required?.length) {
    const key = rnd.pick(schema.required);
    const { [key]: _dropped, ...rest } = base;
    return { value: rest, note: `required ${key} missing` };
  }
  if (kind === 3) {
    const [key, make] = rnd.pick(EXTRA_FIELDS);
    return { value: { ...base, [key]: make() }, note: `extra field ${JSON.stringify(key.slice(0, 20))}` };
  }
  if (kind === 4 && keys.length) {
    const key = rnd.pick(keys);
    return { value: { ...base, [key]: null }, note: `field ${key} null` };
  }
  return { value: rnd.pick(WRONG_TYPES), note: "body of the wrong type" };
}
