import { jsonBody, type FuzzCase } from "./case.ts";
import type { Random } from "./prng.ts";
import { streamBody } from "./raw-bodies.ts";
import { JSON_BODY_LIMIT } from "./rest-cases.ts";
import { hugeString, nastyString, UNICODE_STRINGS } from "./values.ts";

// Documents and envelopes that are wrong as a whole: syntax, size, depth, validation cost,
// the JSON envelope's fields, batching, subscriptions over plain HTTP, endless bodies.

type Shape = { note: string; payload?: unknown; raw?: { text: string; contentType: string }; method?: string; path?: string; stream?: boolean };

const repeat = (unit: string, count: number) => unit.repeat(count);

function shapes(rnd: Random, validQuery: string): Shape[] {
  const depth = rnd.pick([50, 500, 5000, 6600]);
  return [
    { note: "syntax error", payload: { query: rnd.pick(["{", "query {", "{ viewer { id }", "}}}", "query ($x: ) { viewer { id } }", "{ viewer(id: ) }", "mutation", "{ viewer { ... } }", "\u0000", "{ viewer { id } } }", "query Q { viewer { id } } query Q { viewer { id } }", "{ \"viewer\" }", `{ viewer { ${nastyString(rnd).slice(0, 200)} } }`, "{ viewer @ { id } }", "subscription"]) } },
    { note: `nested selections, depth ${depth}`, payload: { query: `{ ${repeat("viewer { professional { ", Math.floor(depth / 2))} id ${repeat("} ", 2 * Math.floor(depth / 2))}}` } },
    { note: `unbalanced nesting, depth ${depth}`, payload: { query: `{ ${repeat("a{", depth)}` } },
    { note: "deep introspection", payload: { query: `{ __schema { types { ${repeat("fields { type { ", 8)} name ${repeat("} } ", 8)} } } }` } },
    { note: "deep list type in a variable definition", payload: { query: `query ($v: ${repeat("[", 3000)}Int${repeat("]", 3000)}) { viewer { id } }`, variables: { v: [] } } },
    { note: "document over the length limit", payload: { query: `{ viewer { id } } ${repeat("#", rnd.pick([20_001, 1_000_000]))}` } },
    { note: "huge document of fields", payload: { query: `{ viewer { ${repeat("id ", rnd.pick([6_000, 300_000]))}} }` } },
    { note: "many aliases", payload: { query: `{ ${Array.from({ length: rnd.pick([16, 1000]) }, (_, i) => `a${i}: viewer { id }`).join(" ")} }` } },
    { note: "many directives", payload: { query: `{ viewer ${repeat("@skip(if: false) ", 1200)}{ id } }` } },
    { note: "fragment cycle", payload: { query: "fragment A on Query { ...B } fragment B on Query { ...A } { ...A }" } },
    { note: "many operations, no operationName", payload: { query: Array.from({ length: 500 }, (_, i) => `query Q${i} { viewer { id } }`).join(" ") } },
    { note: "unknown operationName", payload: { query: validQuery, operationName: rnd.pick(["Nope", "", 12, null, ["Fuzz"], hugeString(rnd)]) } },
    { note: "query of the wrong type", payload: { query: rnd.pick([1, null, ["{ viewer { id } }"], { kind: "Document", definitions: [] }, true, ""]) } },
    { note: "variables of the wrong type", payload: { query: validQuery, variables: rnd.pick(["{", "[]", 1, [1], "null", true, `{"input":${"[".repeat(10_000)}`]) } },
    { note: "extensions garbage", payload: { query: validQuery, extensions: rnd.pick(["x", 1, { persistedQuery: { version: 1, sha256Hash: "00" } }, { persistedQuery: "x" }, [null]]) } },
    { note: "batched request", payload: [{ query: validQuery }, { query: validQuery }] },
    { note: "empty envelope", payload: rnd.pick([{}, [], null, 0, "query"]) },
    { note: "variable default of the wrong type", payload: { query: `query ($a: Int = "x", $b: String = 1e999) { viewer { id } }` } },
    { note: "unused and undeclared variables", payload: { query: "query ($a: ID!) { node(id: $b) { id } }", variables: { a: "x", b: "y" } } },
    { note: "unicode in names", payload: { query: `{ ${rnd.pick(UNICODE_STRINGS)} }` } },
    { note: "subscription over HTTP", payload: { query: rnd.pick(["subscription { userValidated { id } }", "subscription ($id: ID!) { requestUpdated(id: $id) { id } }"]), variables: { id: Buffer.from("Request:1").toString("base64") } } },
    { note: "mutation over GET", method: "GET", path: `/graphql?${new URLSearchParams({ query: "mutation { logout { ok } }" })}` },
    { note: "GET with garbage parameters", method: "GET", path: `/graphql?${rnd.pick(["query=%", "query=%7B&variables=%7B", "variables=1", "query={viewer{id}}&variables=[", "query=&operationName=x", `query=${"a".repeat(30_000)}`, "extensions=%00"])}` },
    { note: "plain text body", raw: { text: validQuery, contentType: "text/plain" } },
    { note: "invalid JSON body", raw: { text: rnd.pick(["{", "{\"query\":", "\u0000", "{\"query\":\"{ viewer { id } }\"}}", "[", ""]), contentType: "application/json" } },
    { note: "endless body without Content-Length", stream: true },
  ];
}

/** A whole-document fault, rotating through the shapes so a bounded run meets each of them. */
export function graphqlDocumentCase(rnd: Random, visit: number, validQuery: string): FuzzCase {
  const all = shapes(rnd, validQuery);
  const shape = all[visit % all.length] ?? all[0];
  const base = { transport: "graphql" as const, operation: "graphql document", note: shape?.note ?? "", csrf: "send" as const, write: true, headers: { "content-type": "application/json" } };
  if (!shape) throw new Error("no document shapes");
  if (shape.stream) return { ...base, method: "POST", path: "/graphql", body: streamBody(JSON_BODY_LIMIT, '{"query":"{ viewer { id } }","variables":{"x":"') };
  if (shape.raw) return { ...base, method: "POST", path: "/graphql", headers: { "content-type": shape.raw.contentType }, body: { kind: "text", text: shape.raw.text } };
  if (shape.method === "GET") return { ...base, method: "GET", path: shape.path ?? "/graphql", headers: {}, body: { kind: "none" } };
  return { ...base, method: "POST", path: "/graphql", body: jsonBody(shape.payload) };
}
