import { getNamedType, type GraphQLSchema } from "graphql";
import { selectionOf } from "./graphql-cases.ts";
import { invalidLeaf, mutateVariables, printLiteral, validInput, type VariableDefinition } from "./graphql-values.ts";
import type { Random } from "./prng.ts";
import { hugeString, nastyValue, type Known } from "./values.ts";

// The subscription side of the fuzzer (issue 17): each root subscription field as a graphql-ws
// frame, fuzzed like the queries' variables and literals, plus frames that break the protocol.

export type SubscriptionOperation = { name: string; variables: VariableDefinition[]; body: string };

/** What to send: a subscribe frame's payload, or a raw text frame that is not one. */
export type SubscriptionCase = { operation: string; note: string } & ({ kind: "subscribe"; payload: unknown } | { kind: "raw"; text: string });

export function subscriptionOperations(schema: GraphQLSchema): SubscriptionOperation[] {
  return Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map((field) => {
    const variables = field.args.map((arg) => ({ name: arg.name, type: arg.type }));
    const call = variables.length ? `(${variables.map((v) => `${v.name}: $${v.name}`).join(", ")})` : "";
    const selection = getNamedType(field.type) ? selectionOf(field.type, 2) : "";
    return { name: field.name, variables, body: `${field.name}${call} ${selection}` };
  });
}

function documentOf(op: SubscriptionOperation): string {
  const header = op.variables.length ? `(${op.variables.map((v) => `$${v.name}: ${String(v.type)}`).join(", ")})` : "";
  return `subscription Fuzz${header} { ${op.body} }`;
}

/** A frame that graphql-ws must refuse as a protocol error (close 4400), never as a crash. */
function protocolBreaker(rnd: Random, id: string): { note: string; text: string } {
  return rnd.pick([
    { note: "not JSON", text: "{\"type\":\"subscribe\"," },
    { note: "payload of the wrong type", text: JSON.stringify({ id, type: "subscribe", payload: rnd.pick(["query", 1, null, []]) }) },
    { note: "query of the wrong type", text: JSON.stringify({ id, type: "subscribe", payload: { query: nastyValue(rnd) } }) },
    { note: "id of the wrong type", text: JSON.stringify({ id: nastyValue(rnd), type: "subscribe", payload: { query: "subscription { __typename }" } }) },
    { note: "unknown message type", text: JSON.stringify({ id, type: rnd.pick(["start", "next", "ping2", "", "connection_init"]) }) },
    { note: "complete for an unknown id", text: JSON.stringify({ id: `${id}-unknown`, type: "complete" }) },
  ]);
}

export function subscriptionCase(op: SubscriptionOperation, rnd: Random, known: Known, visit: number, id: string): SubscriptionCase {
  const operation = `subscription ${op.name}`;
  const query = documentOf(op);
  const valid: Record<string, unknown> = Object.fromEntries(op.variables.map((v) => [v.name, validInput(v.type, rnd, known, v.name)]));
  const kinds = ["valid", "leaf", "id", "null", "text", "structure", "literal", "huge", "document", "leaf", "id", "protocol"] as const;
  const kind = kinds[visit % kinds.length] ?? "valid";
  switch (kind) {
    case "leaf":
    case "id":
    case "null":
    case "text":
    case "structure":
    case "huge": {
      const mutated = mutateVariables(op.variables, valid, rnd, kind);
      return { operation, note: mutated.note, kind: "subscribe", payload: { query, variables: mutated.vars } };
    }
    case "literal": {
      const call = op.variables.length
        ? `(${op.variables.map((v) => `${v.name}: ${printLiteral(rnd.chance(0.6) ? invalidLeaf(v.type, rnd) : validInput(v.type, rnd, known, v.name), v.type)}`).join(", ")})`
        : "";
      return { operation, note: "literal arguments", kind: "subscribe", payload: { query: `subscription { ${op.body.replace(/^\w+(\([^)]*\))?/, `${op.name}${call}`)} }` } };
    }
    case "document": {
      const variant = rnd.int(0, 4);
      const documents = [
        { note: "two root fields", query: `subscription { a: ${op.body} b: ${op.body} }` },
        { note: "a query sent as a subscription", query: `query { viewer { databaseId } }` },
        { note: "a huge document", query: `subscription { ${"__typename ".repeat(20_000)} }` },
        { note: "an unknown operation name", query, extra: { operationName: hugeString(rnd).slice(0, 5_000) } },
        { note: "a syntax error", query: query.slice(0, Math.max(1, Math.floor(query.length / 2))) },
      ];
      const chosen = documents[variant] ?? documents[0];
      return { operation, note: chosen?.note ?? "document", kind: "subscribe", payload: { query: chosen?.query, variables: valid, ...(chosen && "extra" in chosen ? chosen.extra : {}) } };
    }
    case "protocol":
      return { operation, ...protocolBreaker(rnd, id), kind: "raw" };
    default:
      return { operation, note: "valid", kind: "subscribe", payload: { query, variables: valid } };
  }
}
