import { isInterfaceType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";
import { nodeLoaders } from "./node-loaders.ts";

// DESIGN.md: every root field declares its auth scope, so a new field cannot ship unguarded.
describe("root fields", () => {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const fields = roots.flatMap((type) => (type ? Object.values(type.getFields()).map((field) => ({ type: type.name, field })) : []));

  it("exist", () => {
    expect(fields.map((f) => `${f.type}.${f.field.name}`)).toEqual(expect.arrayContaining(["Query.node", "Query.requests", "Mutation.login", "Subscription.requestUpdated"]));
  });

  it.each(fields.map((f) => [`${f.type}.${f.field.name}`, f.field] as const))("%s declares authScopes", (_name, field) => {
    const options = field.extensions?.["pothosOptions"] as { authScopes?: unknown } | undefined;
    expect(options?.authScopes).toBeDefined();
  });
});

// DESIGN.md "One access gate per area": node(id) and nodes(ids) reach a type only through its
// area's row filter; a Node type without one would be unreachable or, worse, unfiltered.
describe("Node types", () => {
  const nodeInterface = schema.getType("Node");
  const nodeTypes = isInterfaceType(nodeInterface) ? schema.getPossibleTypes(nodeInterface) : [];

  it("exist", () => {
    expect(nodeTypes.map((t) => t.name)).toEqual(expect.arrayContaining(["Request", "User", "Patient"]));
  });

  it.each(nodeTypes.map((t) => [t.name] as const))("%s is loaded through an access-filtered loader", (name) => {
    expect(Object.hasOwn(nodeLoaders, name)).toBe(true);
  });
});
