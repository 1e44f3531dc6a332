import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "../http/app.ts";

// The document partners download names this instance, so a saved copy still knows its server.

let db: TestDatabase;
let app: App;

beforeAll(async () => {
  db = await createTestDatabase();
  app = createTestApp(db, { publicUrl: "https://consilium.example.org" });
});
afterAll(async () => db?.drop());

describe("GET /api/v1/openapi.json", () => {
  it("names the configured public URL as its server and every operation by its operationId", async () => {
    const response = await new TestClient(app).fetch("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { servers: { url: string }[]; paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>> };
    expect(doc.servers.map((s) => s.url)).toEqual(["https://consilium.example.org"]);
    expect(doc.paths["/api/v1/requests/{id}"]?.get?.operationId).toBe("getRequest");
    expect(Object.keys(doc.paths["/api/v1/requests/{id}"]?.put?.responses ?? {})).toEqual(expect.arrayContaining(["200", "401", "403", "404", "409", "422"]));
    const unnamed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).filter(([, op]) => !op.operationId).map(([method]) => `${method} ${path}`));
    expect(unnamed).toEqual([]);
  });
});
