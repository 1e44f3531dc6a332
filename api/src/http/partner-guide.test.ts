import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../graphql/schema.ts";
import { EXAMPLE_MUTATION, EXAMPLE_QUERY, EXAMPLE_SUBSCRIPTION_DOCUMENT, partnerGuideHtml } from "./partner-guide.ts";

describe("the integrators' guide (/partners)", () => {
  it("shows examples that the schema accepts", () => {
    for (const example of [EXAMPLE_QUERY, EXAMPLE_MUTATION, EXAMPLE_SUBSCRIPTION_DOCUMENT]) expect(validate(schema, parse(example)), example).toEqual([]);
  });

  it("lists every scope, the endpoints, the OpenAPI document and the error codes", () => {
    const html = partnerGuideHtml("https://consilium.example.org");
    for (const text of ["requests:read", "requests:write", "directory:read", "billing:read", "profile:read", "https://consilium.example.org/oauth", "/api/v1/openapi.json", "insufficient_scope", "rate_limited", "code_challenge_method=S256"]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script/i);
  });
});
