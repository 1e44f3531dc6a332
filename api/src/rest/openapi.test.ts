import { describe, expect, it } from "vitest";
import { lintOpenApiDocument } from "../../../scripts/openapi-lint.ts";
import { restRoutes } from "./api.ts";
import { buildOpenApiDocument, errorCodesOf, summaryOf, TAG_DESCRIPTIONS } from "./openapi.ts";

type Operation = { operationId: string; summary: string; tags: string[]; responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }> };

const document = buildOpenApiDocument(restRoutes);
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);
const route = (operationId: string) => restRoutes.find((r) => r.operationId === operationId);
const documentedCodes = (operation: Operation) => Object.values(operation.responses).flatMap((response) => Object.keys(response.content?.["application/json"]?.examples ?? {}));

// Partners generate clients from this document: the operation ids are their method names.
describe("the OpenAPI document", () => {
  it("lists every route once", () => {
    expect(operations).toHaveLength(restRoutes.length);
  });

  it("names every operation with a unique camelCase operationId", () => {
    const ids = restRoutes.map((r) => r.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("gives every operation a one-line summary and every tag a description", () => {
    expect(operations.filter(({ operation }) => !operation.summary || operation.summary.length > 120).map((o) => o.name)).toEqual([]);
    expect([...new Set(restRoutes.map((r) => r.tag))].filter((tag) => !TAG_DESCRIPTIONS[tag])).toEqual([]);
  });

  it("cuts a long summary at its first sentence, else clause, keeping the whole text as the description", () => {
    expect(summaryOf({ summary: "End the current session." })).toEqual({ summary: "End the current session" });
    expect(summaryOf({ summary: "Two-step login. Then more." })).toEqual({ summary: "Two-step login", description: "Two-step login. Then more." });
    const long = `Removes a membership, as fits the caller: ${"the member leaves or an admin removes them, ".repeat(4)}done`;
    expect(summaryOf({ summary: long })).toEqual({ summary: "Removes a membership, as fits the caller", description: long });
    expect(summaryOf({ summary: "word ".repeat(40).trim() }).summary).toMatch(/^(word ){23}word…$/);
  });

  it("documents the failures the router answers, by status", () => {
    for (const { name, operation } of operations) {
      const r = route(operation.operationId);
      if (!r) throw new Error(`${name}: no route with operationId ${operation.operationId}`);
      const codes = documentedCodes(operation);
      expect(codes, name).toEqual(expect.arrayContaining(errorCodesOf(r)));
      if (r.auth !== "public") expect(operation.responses["401"], name).toBeDefined();
      if (r.method !== "GET") expect(codes, name).toContain("csrf_invalid");
      if (r.path.includes("{")) expect(codes, name).toContain("not_found");
    }
    const participation = operations.find((o) => o.operation.operationId === "createParticipation")?.operation;
    if (!participation) throw new Error("createParticipation is missing");
    expect(Object.keys(participation.responses)).toEqual(["200", "401", "403", "404", "409", "413", "422", "429"]);
    expect(documentedCodes(participation)).toEqual(expect.arrayContaining(["already_participant", "participation_not_allowed", "unvalidated"]));
  });

  it("lists the partners' OAuth bearer scheme, with the scope each operation needs (issue 24)", () => {
    const schemes = document.components.securitySchemes as Record<string, { type: string; flows?: { authorizationCode?: { tokenUrl: string; scopes: Record<string, string> } } }>;
    expect(schemes["partnerOAuth"]?.type).toBe("oauth2");
    expect(Object.keys(schemes["partnerOAuth"]?.flows?.authorizationCode?.scopes ?? {})).toEqual(["profile:read", "requests:read", "requests:write", "directory:read", "billing:read"]);
    const list = operations.find((o) => o.operation.operationId === "listRequests")?.operation as { security?: unknown } | undefined;
    expect(list?.security).toEqual([{ session: [] }, { partnerOAuth: ["requests:read"] }]);
    const login = operations.find((o) => o.operation.operationId === "login")?.operation as { security?: unknown } | undefined;
    expect(login?.security).toEqual([]);
  });

  it("names its server relative to where it is served unless told the public URL", () => {
    expect(document.servers).toEqual([{ url: "/", description: "This instance" }]);
    expect(buildOpenApiDocument(restRoutes, { serverUrl: "https://consilium.example.org" }).servers[0]?.url).toBe("https://consilium.example.org");
  });

  it("passes redocly lint with the recommended rules, warnings included", async () => {
    expect(await lintOpenApiDocument(document)).toEqual([]);
  }, 30_000);
});
