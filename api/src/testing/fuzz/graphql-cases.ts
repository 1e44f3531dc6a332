import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isRequiredArgument,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { jsonBody, type FuzzCase } from "./case.ts";
import { invalidLeaf, mutateVariables, printLiteral, validInput, type VariableDefinition } from "./graphql-values.ts";
import type { Random } from "./prng.ts";
import { garbageCookies, garbageHeaders, rawBodyVariants } from "./raw-bodies.ts";
import type { Known } from "./values.ts";

// One GraphQL operation per root query and mutation field, with a variable for every argument
// and a small selection, then fuzzed: variables, literals, transports, CSRF.

export type GraphQLOperation = {
  kind: "query" | "mutation";
  name: string;
  variables: VariableDefinition[];
  /** The field call and its selection, without the operation header. */
  body: string;
  args: VariableDefinition[];
};

function leafFields(type: GraphQLObjectType): GraphQLField<unknown, unknown>[] {
  return Object.values(type.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some(isRequiredArgument));
}

/** A small selection: leaves, `__typename`, and objects down to `depth`; union members without conflicting fields. */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named)) {
    const members = named.getTypes();
    const typeOfField = new Map<string, Set<string>>();
    for (const member of members) for (const f of leafFields(member)) typeOfField.set(f.name, (typeOfField.get(f.name) ?? new Set()).add(String(f.type)));
    const fragments = members.map((m) => {
      const fields = leafFields(m).filter((f) => typeOfField.get(f.name)?.size === 1);
      return fields.length ? `... on ${m.name} { ${fields.map((f) => f.name).join(" ")} }` : "";
    });
    return `{ __typename ${fragments.join(" ")} }`;
  }
  if (isInterfaceType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isLeafType(getNamedType(f.type)));
    return `{ __typename ${fields.map((f) => f.name).join(" ")} }`;
  }
  if (!isObjectType(named)) return "{ __typename }";
  const parts = ["__typename"];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const operations: GraphQLOperation[] = [];
  for (const [kind, root] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const args = field.args.map((a) => ({ name: a.name, type: a.type }));
      const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
      operations.push({ kind, name: field.name, variables: args, args, body: `${field.name}${call} ${selectionOf(field.type, 2)}` });
    }
  }
  return operations;
}

export function operationDocument(op: GraphQLOperation): string {
  const header = op.variables.length ? `(${op.variables.map((v) => `$${v.name}: ${String(v.type)}`).join(", ")})` : "";
  return `${op.kind} Fuzz${header} { ${op.body} }`;
}

const post = (payload: unknown, headers: Record<string, string> = { "content-type": "application/json" }) => ({ method: "POST", path: "/graphql", headers, body: jsonBody(payload) });

export function graphqlCase(op: GraphQLOperation, rnd: Random, known: Known, visit: number): FuzzCase {
  const operation = `${op.kind} ${op.name}`;
  const write = op.kind === "mutation";
  const base = { transport: "graphql" as const, operation, write, csrf: "send" as const };
  const kinds = ["valid", "leaf", "null", "text", "structure", "id", "literal", "transport", "huge", "csrf", "leaf", "text", "headers", "cookies"];
  const kind = kinds[visit % kinds.length];
  const query = operationDocument(op);
  const valid: Record<string, unknown> = Object.fromEntries(op.variables.map((v) => [v.name, validInput(v.type, rnd, known, v.name)]));

  switch (kind) {
    case "leaf":
    case "null":
    case "structure":
    case "id":
    case "text":
    case "huge": {
      const mutated = mutateVariables(op.variables, valid, rnd, kind);
      return { ...base, note: mutated.note, ...post({ query, variables: mutated.vars }) };
    }
    case "literal": {
      // Arguments written into the document: the literal parser and coercion, not variables.
      const call = op.args.length
        ? `(${op.args.map((a) => `${a.name}: ${printLiteral(rnd.chance(0.6) ? invalidLeaf(a.type, rnd) : validInput(a.type, rnd, known, a.name), a.type)}`).join(", ")})`
        : "";
      const document = `${op.kind} { ${op.body.replace(/^\w+(\([^)]*\))?/, `${op.name}${call}`)} }`;
      return { ...base, note: "literal arguments", ...post({ query: document }) };
    }
    case "transport": {
      const variant = rnd.int(0, 4);
      if (variant === 0) {
        const params = new URLSearchParams({ query, variables: JSON.stringify(valid) });
        return { ...base, note: "GET with query string", method: "GET", path: `/graphql?${params}`, headers: {}, body: { kind: "none" } };
      }
      if (variant === 1) return { ...base, note: "application/graphql body", method: "POST", path: "/graphql", headers: { "content-type": "application/graphql" }, body: { kind: "text", text: query } };
      if (variant === 2) {
        const params = new URLSearchParams({ query, variables: JSON.stringify(valid) });
        return { ...base, note: "form-encoded body", method: "POST", path: "/graphql", headers: { "content-type": "application/x-www-form-urlencoded" }, body: { kind: "text", text: params.toString() } };
      }
      const raw = rnd.pick(rawBodyVariants("application/json", rnd));
      return { ...base, note: raw.note, method: "POST", path: "/graphql", headers: raw.headers, body: raw.body };
    }
    case "csrf":
      return { ...base, csrf: rnd.pick(["omit", "wrong"] as const), note: "CSRF header missing or wrong", ...post({ query, variables: valid }) };
    case "headers": {
      const extra = rnd.pick(garbageHeaders(rnd));
      return { ...base, note: extra.note, ...post({ query, variables: valid }, { "content-type": "application/json", ...extra.headers }) };
    }
    case "cookies": {
      const cookies = rnd.pick(garbageCookies(rnd));
      // The CSRF pair matches so that mutations get past the check and meet the session cookie.
      return { ...base, csrf: "omit", note: `cookies ${cookies.slice(0, 60)}`, cookies: `${cookies}; csrf_token=fuzz-csrf`, ...post({ query, variables: valid }, { "content-type": "application/json", "x-csrf-token": "fuzz-csrf" }) };
    }
    default:
      return { ...base, note: "valid", ...post({ query, variables: valid }) };
  }
}
