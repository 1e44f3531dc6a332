import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import type { App } from "../../http/app.ts";
import { requestDetailShape } from "./request-shape.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Spec 2 §7: GET requests/demo and professionals/demo answer a fixed, fictional consult and
// professional for onboarding, in the caller's language, to validated accounts only.

let db: TestDatabase;
let app: App;
let fx: Fixtures;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  app = createTestApp(db);
});
afterAll(async () => db?.drop());

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

describe("GET /api/v1/requests/demo and /api/v1/professionals/demo", () => {
  it("answer a French doctor a completed French demo consult with its expert, no real row", async () => {
    const alice = await loggedIn(fx.alice.email);
    const response = await alice.rest("GET", "/requests/demo");
    expect(response.status).toBe(200);
    const body = requestDetailShape.parse(await response.json());
    expect(body.id).toBeLessThan(0);
    expect(body).toMatchObject({ status: "published", consult_status: "completed", act_code: "TE2", self_side: "recipient" });
    expect(body.description).toMatch(/démonstration/);
    expect(body.messages.map((m) => m.content)).toHaveLength(3);
    expect(body.messages.at(-1)?.author.id).toBe(body.recipient_professional?.id);

    const professional = await alice.rest("GET", "/professionals/demo");
    expect(professional.status).toBe(200);
    expect(await professional.json()).toEqual({
      id: body.recipient_professional?.id,
      first_name: body.recipient_professional?.first_name,
      last_name: body.recipient_professional?.last_name,
      specialty: { code: "SM15", label: "Dermatologie et vénéréologie" },
    });
  });

  it("speaks German to a German doctor, without a French act code", async () => {
    const carol = await loggedIn(fx.carol.email);
    const body = requestDetailShape.parse(await (await carol.rest("GET", "/requests/demo")).json());
    expect(body.description).toMatch(/Demonstrationsbeispiel/);
    expect(body.act_code).toBe("none");
    const professional = (await (await carol.rest("GET", "/professionals/demo")).json()) as { specialty: { label: string } };
    expect(professional.specialty.label).toBe("Haut- und Geschlechtskrankheiten");
  });

  it("is not mistaken for a request id, and leaves the real requests alone", async () => {
    const alice = await loggedIn(fx.alice.email);
    const before = await db.prisma.request.count();
    expect((await alice.rest("GET", "/requests/demo/")).status).toBe(200);
    expect((await alice.rest("GET", `/requests/${fx.aliceRequestIds[0]}`)).status).toBe(200);
    expect(await db.prisma.request.count()).toBe(before);
  });

  it("refuses visitors", async () => {
    const visitor = new TestClient(app);
    for (const path of ["/requests/demo", "/professionals/demo"]) {
      const response = await visitor.rest("GET", path);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe("unauthenticated");
    }
  });

  it("is listed in the OpenAPI document", async () => {
    const document = (await (await new TestClient(app).rest("GET", "/openapi.json")).json()) as { paths: Record<string, { get?: { summary?: string } }> };
    expect(document.paths["/api/v1/requests/demo"]?.get?.summary).toMatch(/fictional/);
    expect(document.paths["/api/v1/professionals/demo"]?.get?.summary).toMatch(/fictional/);
  });
});
