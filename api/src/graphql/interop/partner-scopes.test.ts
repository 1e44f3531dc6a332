import { isObjectType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../schema.ts";
import { nodeLoaders } from "../node-loaders.ts";
import { NODE_TYPE_SCOPES, ROOT_FIELD_SCOPES, TYPE_SCOPES, fieldBeyondScopes } from "./partner-scopes.ts";
import type { PartnerScope } from "../../domain/interop/partner-scopes.ts";

const all = (...scopes: PartnerScope[]) => new Set(scopes);

describe("the partner scopes of the schema", () => {
  it("name only root fields, types and node types that exist", () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []));
    expect(roots).toEqual(expect.arrayContaining(Object.keys(ROOT_FIELD_SCOPES)));
    for (const name of Object.keys(TYPE_SCOPES)) expect(isObjectType(schema.getType(name)), name).toBe(true);
    for (const name of Object.keys(NODE_TYPE_SCOPES)) expect(Object.hasOwn(nodeLoaders, name), name).toBe(true);
  });

  it("keep a partner away from the account's keys whatever its scopes", () => {
    const every = all("profile:read", "requests:read", "requests:write", "directory:read", "billing:read");
    for (const document of ["mutation { logout { __typename } }", "{ viewerSessions { id } }", "mutation { changePassword(input: { currentPassword: \"a\", password: \"b\", passwordConfirmation: \"b\" }) { __typename } }", "{ integrations { id } }"]) {
      expect(fieldBeyondScopes(schema, parse(document), null, every), document).not.toBeNull();
    }
  });

  it("opens a root field with its scope only", () => {
    const document = parse("query Mine { requests(feed: FROM_ME, first: 1) { edges { node { databaseId } } } }");
    expect(fieldBeyondScopes(schema, document, "Mine", all("requests:read"))).toBeNull();
    expect(fieldBeyondScopes(schema, document, "Mine", all("directory:read"))).toBe("Query.requests");
  });

  it("lets any token refetch by global id (the loaded type is gated apart)", () => {
    const document = parse('{ node(id: "x") { id ... on Professional { lastName } } }');
    expect(fieldBeyondScopes(schema, document, null, all("directory:read"))).toBeNull();
    expect(fieldBeyondScopes(schema, document, null, all())).toBe("Query.node");
  });

  it("follows nested paths and fragments to the types a scope does not cover", () => {
    const nested = parse("{ viewer { firstName billingInfos { id } } }");
    expect(fieldBeyondScopes(schema, nested, null, all("profile:read"))).toBe("User.billingInfos");
    expect(fieldBeyondScopes(schema, nested, null, all("profile:read", "billing:read"))).toBeNull();
    const viaFragment = parse("query Q { viewer { ...Feed } } fragment Feed on User { calendarFeed { url } }");
    expect(fieldBeyondScopes(schema, viaFragment, "Q", all("profile:read", "billing:read"))).toBe("User.calendarFeed");
  });
});
