import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 24 item 2 over HTTP: practice software's drafts (the /interop/drafts/new link through
// GraphQL, POST requests in the interop flow, prepared drafts and their conversion) and the
// recipient lookup by number. A refused link leaves no request and no patient behind.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
const now = new Date("2026-11-27T10:00:00Z");
let alice: TestClient;
let carol: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => now);
  alice = await loggedInClient(app, fx.alice.email);
  carol = await loggedInClient(app, fx.carol.email);
});
afterAll(async () => db?.drop());

const START = `mutation($input: InteropDraftInput!) {
  startInteropDraft(input: $input) {
    __typename
    ... on RequestCreated { request { databaseId description iep } }
    ... on DomainError { code field }
  }
}`;
type StartAnswer = { startInteropDraft: { __typename: string; code?: string; field?: string; request?: { databaseId: number; description: string | null; iep: string | null } } };

async function counts() {
  return { requests: await db.prisma.request.count({ where: { authorId: fx.alice.id } }), patients: await db.prisma.patient.count({ where: { createdById: fx.alice.id } }) };
}

describe("the /interop/drafts/new link (GraphQL startInteropDraft)", () => {
  it("makes a draft to the professional of the RPPS, with the question, the patient, the IEP and the IPP", async () => {
    const answer = await alice.graphql<StartAnswer>(START, {
      input: {
        recipientRpps: "100 000 000 02",
        description: "Douleur thoracique atypique depuis 3 jours, ECG joint : avis sur l'indication d'une coronarographie ?",
        patientFirstName: "Jean",
        patientLastName: "Dupont",
        patientBirthDate: "1985-05-12",
        patientGender: "M",
        iep: "IEP-2026-0042",
        ipp: "IPP-778899",
      },
    });
    const created = answer.data?.startInteropDraft;
    expect(created?.__typename).toBe("RequestCreated");
    const id = created?.request?.databaseId ?? 0;
    expect(created?.request?.description).toContain("coronarographie");
    expect(created?.request?.iep).toBe("IEP-2026-0042");
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id }, select: { status: true, recipientProfessionalId: true, ipp: true, patient: { select: { firstName: true, birthName: true, lastName: true, gender: true } } } });
    expect(row).toEqual({ status: "DRAFT", recipientProfessionalId: fx.bob.professionalId, ipp: "IPP-778899", patient: { firstName: "Jean", birthName: "Dupont", lastName: "Dupont", gender: "M" } });
  });

  it("refuses a link without a recipient, an unknown RPPS or a bad birth date, and writes nothing", async () => {
    const before = await counts();
    const refusals = [
      [{ description: "Sans destinataire" }, "interop_recipient_missing", "recipientRpps"],
      [{ recipientRpps: "19999999999", description: "Inconnu" }, "interop_recipient_unknown", "recipientRpps"],
      [{ recipientRpps: "12-34" }, "validation_failed", "recipientRpps"],
      [{ recipientRpps: "10000000002", patientFirstName: "Jean", patientLastName: "Dupont", patientBirthDate: "2099-01-01", patientGender: "M" }, "invalid_birth_date", "birthDate"],
      [{ recipientRpps: "10000000002", patientFirstName: "Jean", patientGender: "M" }, "validation_failed", "birthDate"],
      [{ recipientRpps: "10000000002", patientGender: "X" }, "validation_failed", "patientGender"],
    ] as const;
    for (const [input, code, field] of refusals) {
      const answer = await alice.graphql<StartAnswer>(START, { input });
      expect(answer.data?.startInteropDraft, JSON.stringify(input)).toMatchObject({ __typename: "DomainError", code, field });
    }
    expect(await counts()).toEqual(before);
  });

  it("is refused to a visitor and writes nothing", async () => {
    const visitor = await loggedInClient(app, fx.alice.email).then(async (client) => {
      await client.rest("POST", "/logout");
      return client;
    });
    const before = await counts();
    const answer = await visitor.graphql<StartAnswer>(START, { input: { recipientRpps: "10000000002" } });
    expect(answer.errors?.[0]?.extensions?.code ?? answer.data?.startInteropDraft?.code).toBeTruthy();
    expect(await counts()).toEqual(before);
  });
});

describe("POST requests in the interop flow (spec 2 §7)", () => {
  it("makes the draft with its description, IEP and IPP at once", async () => {
    const response = await alice.rest("POST", "/requests", { recipient_type: "professional", recipient_professional_id: fx.bob.professionalId, description: "Avis dermatologique : lésion pigmentée du dos.", iep: "IEP-1", ipp: "IPP-1" });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; status: string; recipient_professional_id: number };
    expect(created).toMatchObject({ status: "draft", recipient_professional_id: fx.bob.professionalId });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: created.id }, select: { description: true, iep: true, ipp: true } });
    expect(row).toEqual({ description: "Avis dermatologique : lésion pigmentée du dos.", iep: "IEP-1", ipp: "IPP-1" });
  });

  it("refuses the interop fields with a group recipient", async () => {
    const response = await alice.rest("POST", "/requests", { recipient_type: "group", recipient_topic_id: 1, description: "x" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "validation_failed", field: "recipient_type" });
  });
});

describe("prepared drafts: POST interop/drafts, POST interop/{id}/convert/", () => {
  it("prepares a draft that its doctor converts once, however often they open it", async () => {
    const prepared = await alice.rest("POST", "/interop/drafts/", { recipient_rpps: "10000000002", description: "Avis sur un bilan hépatique perturbé.", ipp: "IPP-42" });
    expect(prepared.status).toBe(201);
    const { id, url } = (await prepared.json()) as { id: string; url: string };
    expect(url).toBe(`/interop/drafts/${id}`);
    const before = await counts();

    const first = await alice.rest("POST", `/interop/${id}/convert/`);
    expect(first.status).toBe(200);
    const { request_id: requestId } = (await first.json()) as { request_id: number };
    const again = await alice.rest("POST", `/interop/${id}/convert/`);
    expect(await again.json()).toEqual({ request_id: requestId });
    expect((await counts()).requests).toBe(before.requests + 1);
    expect(await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { description: true, ipp: true } })).toEqual({ description: "Avis sur un bilan hépatique perturbé.", ipp: "IPP-42" });

    // GraphQL converts the same way.
    const gql = await alice.graphql<{ convertInteropDraft: { request?: { databaseId: number } } }>(`mutation($id: String!) { convertInteropDraft(id: $id) { ... on RequestCreated { request { databaseId } } } }`, { id });
    expect(gql.data?.convertInteropDraft.request?.databaseId).toBe(requestId);
  });

  it("keeps one draft when two conversions run at once", async () => {
    const prepared = (await (await alice.rest("POST", "/interop/drafts/", { recipient_rpps: "10000000002", description: "Deux onglets" })).json()) as { id: string };
    const before = await counts();
    const answers = await Promise.all([alice.rest("POST", `/interop/${prepared.id}/convert/`), alice.rest("POST", `/interop/${prepared.id}/convert/`)]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { request_id: number }).request_id));
    expect(ids[0]).toBe(ids[1]);
    expect((await counts()).requests).toBe(before.requests + 1);
  });

  it("answers another doctor's prepared draft as a missing one, and an expired one with 410", async () => {
    const prepared = (await (await alice.rest("POST", "/interop/drafts/", { recipient_rpps: "10000000002" })).json()) as { id: string };
    const foreign = await carol.rest("POST", `/interop/${prepared.id}/convert/`);
    const missing = await carol.rest("POST", `/interop/${"A".repeat(22)}/convert/`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());

    // Eight days later (INTEROP_DRAFT_TTL_DAYS is 7): the row's expiry moves, not the clock, which would end the sessions.
    await db.prisma.interopDraft.update({ where: { id: prepared.id }, data: { expiresAt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } });
    const expired = await alice.rest("POST", `/interop/${prepared.id}/convert/`);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: "interop_draft_expired" });
  });

  it("refuses to prepare a draft without a recipient", async () => {
    const response = await alice.rest("POST", "/interop/drafts/", { description: "Sans destinataire" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "interop_recipient_missing" });
  });
});

describe("GET professionals?feed=recipients&rpps=", () => {
  it("finds the professional of a number, separators allowed, and nobody for an unknown one", async () => {
    const found = await alice.rest("GET", "/professionals?feed=recipients&rpps=100%20000%20000%2002");
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual([expect.objectContaining({ id: fx.bob.professionalId, rpps: "10000000002", country: "FR", registered: true })]);
    const none = await alice.rest("GET", "/professionals?feed=recipients&rpps=19999999999");
    expect(await none.json()).toEqual([]);
    const bad = await alice.rest("GET", "/professionals?feed=recipients&rpps=abc");
    expect(bad.status).toBe(422);
  });
});
