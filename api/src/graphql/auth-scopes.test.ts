import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";

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
