import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from "graphql";
import type { Random } from "./prng.ts";
import {
  BOUNDARY_NUMBERS,
  hugeString,
  IMPOSSIBLE_DATE_TIMES,
  IMPOSSIBLE_DATES,
  knownFor,
  malformedGlobalId,
  nastyString,
  nastyValue,
  NUMERIC_STRINGS,
  withControlCharacter,
  WRONG_TYPES,
  type Known,
} from "./values.ts";

// Variable values for GraphQL arguments: valid ones from the world's real rows, and one thing
// wrong at a time (a leaf, a null, a missing or extra input field, a wrong container).

type Vars = Record<string, unknown>;

function knownGlobalId(name: string, rnd: Random, known: Known): string {
  const key = name.toLowerCase();
  const typename = Object.keys(known.globalIds).find((t) => key.includes(t.toLowerCase()));
  const pool = typename ? (known.globalIds[typename] ?? []) : Object.values(known.globalIds).flat();
  return pool.length ? rnd.pick(pool) : "";
}

export function validInput(type: GraphQLInputType, rnd: Random, known: Known, name: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.from({ length: rnd.int(1, 3) }, () => validInput(nullable.ofType, rnd, known, name));
  if (isEnumType(nullable)) return rnd.pick(nullable.getValues()).name;
  if (isInputObjectType(nullable)) {
    const out: Vars = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) || rnd.chance(0.5)) out[field.name] = validInput(field.type, rnd, known, field.name);
    }
    return out;
  }
  const hint = rnd.chance(0.85) ? knownFor(name, rnd, known) : undefined;
  switch (isScalarType(nullable) ? nullable.name : "") {
    case "ID":
      return knownGlobalId(name, rnd, known);
    case "Int":
      return rnd.pick([1, 5, 20, 100, 0]);
    case "Float":
      return rnd.pick([0, 1.5, 48.85]);
    case "Boolean":
      return rnd.chance(0.5);
    case "Date":
      return rnd.pick(["2026-01-15", "1970-01-01"]);
    case "DateTime":
      return rnd.pick(["2026-01-15T10:00:00Z", "2026-11-01T12:00:00.000Z"]);
    default:
      return typeof hint === "string" ? hint : rnd.pick(["x", "alice", "FR"]);
  }
}

/** A value the leaf type must refuse (or a legal value that rules below GraphQL must survive). */
export function invalidLeaf(type: GraphQLInputType, rnd: Random): unknown {
  const nullable = getNullableType(type);
  if (rnd.chance(0.2)) return rnd.pick(WRONG_TYPES);
  if (isEnumType(nullable)) {
    const value = rnd.pick(nullable.getValues()).name;
    return rnd.pick(["INVALID", value.toLowerCase(), ` ${value}`, `${value}\u0000`, 0, "__proto__"]);
  }
  switch (isScalarType(nullable) ? nullable.name : "") {
    case "ID":
      return rnd.chance(0.75) ? malformedGlobalId(rnd) : rnd.pickBiased([2_147_483_648, -1, 1.5, 1e308, true, hugeString(rnd)]);
    case "Int":
    case "Float":
      return rnd.chance(0.7) ? rnd.pickBiased(BOUNDARY_NUMBERS) : rnd.pick(NUMERIC_STRINGS);
    case "Boolean":
      return rnd.pick(["true", 1, 0, "false", "yes"]);
    case "Date":
      return rnd.chance(0.7) ? rnd.pick(IMPOSSIBLE_DATES) : rnd.pick(["2026-13-45", "0000-00-00", "+275760-09-13T00:00:00.001Z", "", "now", 1e308, -8.64e15 - 1]);
    case "DateTime":
      return rnd.chance(0.7) ? rnd.pick(IMPOSSIBLE_DATE_TIMES) : rnd.pick(["2026-13-45", "9999999-01-01", "", "now", 1e308, -8.64e15 - 1, "2026-01-01T25:61:61Z"]);
    default:
      return rnd.chance(0.25) ? hugeString(rnd) : nastyString(rnd);
  }
}

type Leaf = { path: (string | number)[]; type: GraphQLInputType };

function leaves(value: unknown, type: GraphQLInputType, path: (string | number)[], out: Leaf[], containers: Leaf[]): void {
  const nullable = getNullableType(type);
  if (isListType(nullable) && Array.isArray(value)) {
    containers.push({ path, type });
    value.forEach((item, i) => leaves(item, nullable.ofType, [...path, i], out, containers));
  } else if (isInputObjectType(nullable) && value && typeof value === "object") {
    containers.push({ path, type });
    for (const field of Object.values(nullable.getFields())) {
      if (field.name in value) leaves((value as Vars)[field.name], field.type, [...path, field.name], out, containers);
    }
  } else {
    out.push({ path, type });
  }
}

function getAt(root: Vars, path: (string | number)[]): unknown {
  let target: unknown = root;
  for (const key of path) target = target && typeof target === "object" ? (target as Record<string | number, unknown>)[key] : undefined;
  return target;
}

function setAt(root: Vars, path: (string | number)[], value: unknown, remove = false): void {
  let target: unknown = root;
  for (const key of path.slice(0, -1)) target = (target as Record<string | number, unknown>)[key];
  const last = path[path.length - 1];
  if (last === undefined || !target || typeof target !== "object") return;
  if (remove) Reflect.deleteProperty(target, last);
  else (target as Record<string | number, unknown>)[last] = value;
}

export type VariableDefinition = { name: string; type: GraphQLInputType };

/** One fault in otherwise valid variables; `kind` picks the family of fault. */
export function mutateVariables(defs: VariableDefinition[], vars: Vars, rnd: Random, kind: "leaf" | "null" | "structure" | "id" | "huge" | "text"): { vars: unknown; note: string } {
  const out = structuredClone(vars);
  const all: Leaf[] = [];
  const containers: Leaf[] = [];
  for (const def of defs) leaves(out[def.name], def.type, [def.name], all, containers);
  const pathText = (path: (string | number)[]) => path.join(".");

  if (kind === "id") {
    const ids = all.filter((l) => isScalarType(getNullableType(l.type)) && getNullableType(l.type).toString() === "ID");
    if (ids.length) {
      const leaf = rnd.pick(ids);
      const value = malformedGlobalId(rnd);
      setAt(out, leaf.path, value);
      return { vars: out, note: `${pathText(leaf.path)}: malformed global id ${JSON.stringify(Buffer.from(value, "base64").toString("utf8").slice(0, 40))}` };
    }
  }
  if (kind === "text") {
    // A control character inside a value that is otherwise valid, so it reaches the rules and the database.
    const texts = all.filter((l) => typeof getAt(out, l.path) === "string");
    const leaf = texts.length ? rnd.pick(texts) : all.length ? rnd.pick(all) : undefined;
    if (leaf) {
      const before = getAt(out, leaf.path);
      const value = withControlCharacter(rnd, typeof before === "string" ? before : undefined);
      setAt(out, leaf.path, value);
      return { vars: out, note: `${pathText(leaf.path)}: control character ${JSON.stringify(value).slice(0, 40)}` };
    }
  }
  if (kind === "huge" && all.length) {
    const leaf = rnd.pick(all);
    setAt(out, leaf.path, hugeString(rnd));
    return { vars: out, note: `${pathText(leaf.path)}: huge string` };
  }
  if (kind === "null") {
    const required = [...all, ...containers].filter((l) => isNonNullType(l.type));
    if (required.length) {
      const leaf = rnd.pick(required);
      setAt(out, leaf.path, null);
      return { vars: out, note: `${pathText(leaf.path)}: null for non-null` };
    }
  }
  if (kind === "structure") {
    const choice = rnd.int(0, 3);
    const target = rnd.chance(0.5) && all.length ? rnd.pick(all) : undefined;
    if (choice === 0 && target) {
      setAt(out, target.path, undefined, true);
      return { vars: out, note: `${pathText(target.path)}: missing` };
    }
    if (choice === 1 && containers.length) {
      const container = rnd.pick(containers);
      setAt(out, [...container.path, rnd.pick(["extra", "isSuper", "__proto__", "validated", "x".repeat(1000)])], nastyValue(rnd));
      return { vars: out, note: `${pathText(container.path)}: extra field` };
    }
    if (choice === 2 && defs.length) {
      const def = rnd.pick(defs);
      out[def.name] = rnd.pick([[out[def.name]], { value: out[def.name] }, JSON.stringify(out[def.name] ?? null), 12]);
      return { vars: out, note: `${def.name}: wrong container` };
    }
    return { vars: rnd.pick([[vars], "variables", 1, null, { ...vars, undeclared: 1 }]), note: "variables of the wrong shape" };
  }
  if (all.length) {
    const leaf = rnd.pick(all);
    const value = invalidLeaf(leaf.type, rnd);
    setAt(out, leaf.path, value);
    return { vars: out, note: `${pathText(leaf.path)}: ${typeof value} ${JSON.stringify(value)?.slice(0, 40) ?? String(value)}` };
  }
  return { vars: { ...out, unexpected: nastyValue(rnd) }, note: "undeclared variable" };
}

/** A GraphQL literal for a value (strings with JSON escapes, which GraphQL reads the same way). */
export function printLiteral(value: unknown, type: GraphQLInputType): string {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return "null";
  if (isEnumType(nullable) && typeof value === "string" && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  if (Array.isArray(value)) return `[${value.map((v) => printLiteral(v, isListType(nullable) ? nullable.ofType : type)).join(", ")}]`;
  if (typeof value === "object") {
    const fields = isInputObjectType(nullable) ? nullable.getFields() : {};
    const entries = Object.entries(value as Vars).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
    return `{${entries.map(([key, v]) => `${key}: ${printLiteral(v, fields[key]?.type ?? type)}`).join(", ")}}`;
  }
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "0";
  return JSON.stringify(value) ?? "null";
}
