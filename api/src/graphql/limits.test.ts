import { describe, expect, it } from "vitest";
import { buildSchema, parse, specifiedRules, validate, type GraphQLSchema } from "graphql";
import { schema } from "./schema.ts";
import { MAX_ALIASES, MAX_DEPTH, maxAliasesRule, maxDepthRule } from "./limits.ts";

const check = (query: string, against: GraphQLSchema = schema) =>
  validate(against, parse(query), [...specifiedRules, maxDepthRule, maxAliasesRule]).map((e) => e.message);

// Our schema has no cycle yet; a recursive one shows the rule at work for when it does.
const recursive = buildSchema("type Query { node: N } type N { child: N id: ID }");
const nested = (depth: number) => `${"child { ".repeat(depth - 1)}id${" }".repeat(depth - 1)}`;

describe("query limits", () => {
  it("accept the web app's real queries", () => {
    expect(check(`{ requests(feed: FROM_ME, first: 20) { edges { node { id patient { lastName } messages(first: 5) { edges { node { author { professional { specialty { label } } } } } } } } } }`)).toEqual([]);
  });

  it("refuse nesting deeper than the limit, through fragments too", () => {
    expect(check(`{ node { ${nested(MAX_DEPTH - 1)} } }`, recursive)).toEqual([]);
    expect(check(`{ node { ${nested(MAX_DEPTH)} } }`, recursive)).toEqual([`Query is too deep (${MAX_DEPTH + 1} > ${MAX_DEPTH})`]);
    expect(check(`{ node { ...F } } fragment F on N { ${nested(MAX_DEPTH)} }`, recursive)).toHaveLength(1);
  });

  it("refuse more aliases than the limit", () => {
    const fields = (n: number) => Array.from({ length: n }, (_v, i) => `a${i}: viewer { id }`).join(" ");
    expect(check(`{ ${fields(MAX_ALIASES)} }`)).toEqual([]);
    expect(check(`{ ${fields(MAX_ALIASES + 1)} }`)).toEqual([`Too many aliases (more than ${MAX_ALIASES})`]);
  });
});
