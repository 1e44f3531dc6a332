import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21 item 5, spec 2 §7 "Billing": the text file, billing_data and billing_transfer of a
// French and a German consult, over REST and GraphQL; the billing software setting; the act
// marked integrated after an export or a transfer; nobody but the two billers reads any of it.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
type Person = { id: number; professionalId: number; email: string };
const people: Record<string, Person> = {};
const clients: Record<string, TestClient> = {};
const WEDA = "https://weda.example/facturation?acte={act_code}&montant={amount_cents}&demande={request_id}&source={billing_data_url}";

const NAMES: Record<string, [string, string]> = { fred: ["Frédéric", "Laurent"], gerd: ["Gerd", "Hoffmann"], olga: ["Olga", "Petit"], sam: ["Samuel", "Roux"], uma: ["Uma", "Girard"], bea: ["Béatrice", "Claes"], bram: ["Bram", "Peeters"] };

async function createPerson(key: string, country: "FR" | "DE" | "BE", rpps: string, options: { rppsType?: number; isSuper?: boolean; validated?: boolean } = {}): Promise<Person> {
  const [firstName, lastName] = NAMES[key] ?? [key, `${key}-nom`];
  people[key] = await createExtraAccount(db.prisma, key, { email: `${key}@billing.test`, firstName, lastName, country, rpps, ...options });
  return people[key];
}

type Patient = { country: "FR" | "DE" | "BE"; nir?: string; regime?: string; caisse?: string; centre?: string; kvnr?: string; krankenkasse?: string };

/** A published request from author to expert, completed by the expert with this act on 20 November 2026. */
async function completedRequest(author: Person, expert: Person, patient: Patient, consult: { actCode: "TE2" | "EBM_01671" | "NONE" | null; supplements?: number; billingNumber?: string; status?: "COMPLETED" | "OPENED" }, request: { eligibility?: "ELIGIBLE" | "NONELIGIBLE"; billingNumber?: string } = {}): Promise<number> {
  const row = await db.prisma.patient.create({
    data: { firstName: patient.country === "DE" ? "Lukas" : "Jeanne", lastName: patient.country === "DE" ? "Becker" : "Martin", birthName: patient.country === "DE" ? "Becker" : "Durand", birthDate: new Date("1958-03-14"), gender: patient.country === "DE" ? "M" : "F", createdById: author.id, ...patient },
  });
  const completed = (consult.status ?? "COMPLETED") === "COMPLETED";
  const created = await db.prisma.request.create({
    data: {
      patientId: row.id,
      status: "PUBLISHED",
      authorId: author.id,
      description: "Avis",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: expert.professionalId,
      publishedAt: new Date("2026-11-18T09:00:00Z"),
      eligibility: request.eligibility ?? "ELIGIBLE",
      billingNumber: request.billingNumber ?? null,
      consult: {
        create: completed
          ? { status: "COMPLETED", actCode: consult.actCode, actSupplements: consult.supplements ?? 0, completedAt: new Date("2026-11-20T10:30:00Z"), completedById: expert.id, billingNumber: consult.billingNumber ?? null, billingProfessionalId: expert.professionalId }
          : { status: "OPENED" },
      },
      participants: {
        create: [
          { userId: author.id, professionalId: author.professionalId, side: "SENDER", requestState: "OPENED" },
          { userId: expert.id, professionalId: expert.professionalId, side: "RECIPIENT", requestState: "OPENED" },
        ],
      },
    },
  });
  return created.id;
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const FR_PATIENT: Patient = { country: "FR", nir: "185057800608491", regime: "01", caisse: "751", centre: "0001" };
const DE_PATIENT: Patient = { country: "DE", kvnr: "X110411675", krankenkasse: "AOK Bayern" };

function client(key: string): TestClient {
  const found = clients[key];
  if (!found) throw new Error(key);
  return found;
}

const integratedAct = async (requestId: number) => (await db.prisma.consult.findUniqueOrThrow({ where: { requestId } })).integratedAct;

let frRequest = 0;
let deRequest = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, { billingTransferUrls: { weda: WEDA } });
  await createPerson("fred", "FR", "10003461033");
  await createPerson("gerd", "DE", "234567801", { rppsType: 0 });
  await createPerson("olga", "FR", "10003461034");
  await createPerson("sam", "FR", "10003461035", { isSuper: true });
  await createPerson("uma", "FR", "10003461036", { validated: false });
  await createPerson("bea", "BE", "21693554001", { rppsType: 0 });
  await createPerson("bram", "BE", "11234567001", { rppsType: 0 });
  // Names a biller reads in the samples of the lead's note.
  await db.prisma.user.update({ where: { id: fx.alice.id }, data: { firstName: "Claire", lastName: "Dubois" } });
  await db.prisma.user.update({ where: { id: fx.carol.id }, data: { firstName: "Katrin", lastName: "Schneider" } });
  people["alice"] = fx.alice;
  people["carol"] = fx.carol;
  people["bob"] = fx.bob;
  for (const key of ["fred", "gerd", "olga", "sam", "uma", "bea", "alice", "carol", "bob"]) clients[key] = await loggedInClient(app, people[key]?.email ?? "");
  const fred = people["fred"] as Person;
  frRequest = await completedRequest(fx.alice, fred, FR_PATIENT, { actCode: "TE2", billingNumber: "751234567" }, { billingNumber: "751123456" });
  deRequest = await completedRequest(fx.carol, people["gerd"] as Person, DE_PATIENT, { actCode: "EBM_01671", supplements: 2 });
  // Olga reads the French request as a second recipient-side participant who did not complete it.
  await db.prisma.participant.create({ data: { requestId: frRequest, userId: people["olga"]?.id ?? 0, professionalId: people["olga"]?.professionalId ?? 0, side: "RECIPIENT", requestState: "OPENED" } });
});
afterAll(async () => db?.drop());

/** The samples of the lead's note, written when asked (BILLING_SAMPLES_DIR). */
function sample(name: string, content: string) {
  const dir = process.env.BILLING_SAMPLES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), content);
}

describe("the billing text file and data of a French consult (spec 2 §7)", () => {
  it("gives the expert a French text file with the patient's NIR, TE2 at 23 €, both professionals and their billing numbers", async () => {
    const response = await client("fred").rest("GET", `/requests/${frRequest}/billing/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`facturation-${frRequest}-2026-11-20.txt`);
    const text = await response.text();
    sample("billing-fr.txt", text);
    const lines = text.split("\r\n");
    expect(lines).toContain("Acte: TE2 (23,00 €)");
    expect(lines).toContain("Montant total: 23,00 €");
    expect(lines).toContain("Date de l'acte: 20/11/2026");
    expect(lines).toContain("NIR (numéro de sécurité sociale): 185057800608491");
    expect(lines).toContain("Régime: 01");
    expect(lines).toContain("RPPS: 10003461033");
    expect(lines).toContain("Numéro de facturation: 751234567");
    expect(lines).toContain("Numéro de facturation: 751123456");
    expect(text).not.toContain("KVNR");
    // A download is not an export: the act is not marked integrated by reading the file.
    expect(await integratedAct(frRequest)).toBe(false);
  });

  it("gives the requester their own act (RQD 10 €) and marks the act integrated after the JSON export", async () => {
    const response = await client("alice").rest("POST", `/requests/${frRequest}/billing_data/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      request_id: frRequest,
      side: "requester",
      country: "FR",
      act_date: "2026-11-20",
      act_code: "RQD",
      acts: [{ code: "RQD", quantity: 1, unit_amount_cents: 1000, amount_cents: 1000, supplement_to: null }],
      total_amount_cents: 1000,
      currency: "EUR",
      patient: { last_name: "Martin", birth_name: "Durand", birth_date: "1958-03-14", gender: "F", insurance: { country: "FR", nir: "185057800608491", regime: "01", caisse: "751", centre: "0001", kvnr: null, niss: null } },
      biller: { role: "requester", identifier_type: "RPPS", identifier: "10000000001", billing_number: "751123456" },
      counterpart: { role: "expert", identifier_type: "RPPS", identifier: "10003461033", billing_number: "751234567" },
      integrated_act: true,
    });
    expect(await integratedAct(frRequest)).toBe(true);
    const expert = await client("fred").rest("POST", `/requests/${frRequest}/billing_data`);
    const expertBody = (await expert.json()) as { data: Record<string, unknown> };
    sample("billing-fr.json", `${JSON.stringify(expertBody, null, 2)}\n`);
    expect(expertBody.data).toMatchObject({ side: "expert", act_code: "TE2", total_amount_cents: 2300 });
  });
});

describe("the billing text file and data of a German consult", () => {
  it("gives the Konsiliararzt a German text file with the KVNR, 01671 and two 01672, and no French field", async () => {
    const response = await client("gerd").rest("GET", `/requests/${deRequest}/billing`);
    expect(response.status).toBe(200);
    const text = await response.text();
    sample("billing-de.txt", text);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Abrechnungsdaten – Consilium");
    expect(lines).toContain("Leistung (GOP): 01671 (16,31 €)");
    expect(lines).toContain("Zuschlag: 2 × 01672 (2 × 8,28 € = 16,56 €)");
    expect(lines).toContain("Gesamtbetrag: 32,87 €");
    expect(lines).toContain("Krankenversichertennummer (KVNR): X110411675");
    expect(lines).toContain("Krankenkasse: AOK Bayern");
    expect(lines).toContain("LANR: 234567801");
    expect(lines).toContain("Datum der Leistung: 20.11.2026");
    expect(lines).toContain("Name: Schneider Katrin");
    // Billing numbers are French: no empty line for them in a German file.
    expect(text).not.toContain("Abrechnungsnummer");
    expect(text).not.toContain("NIR");
  });

  it("answers the JSON export over GraphQL and REST, and the requester's 01670", async () => {
    const exported = await client("gerd").graphql<{ exportBillingData: Record<string, unknown> }>(
      `mutation($id: ID!) { exportBillingData(requestId: $id) { __typename ... on BillingData { side actCode totalAmountCents acts { code quantity amountCents } insuranceNumber biller { identifierType identifier } integratedAct } ... on DomainError { code } } }`,
      { id: gid("Request", deRequest) },
    );
    expect(exported.data?.exportBillingData).toEqual({
      __typename: "BillingData",
      side: "EXPERT",
      actCode: "01671",
      totalAmountCents: 3287,
      acts: [
        { code: "01671", quantity: 1, amountCents: 1631 },
        { code: "01672", quantity: 2, amountCents: 1656 },
      ],
      insuranceNumber: "X110411675",
      biller: { identifierType: "LANR", identifier: "234567801" },
      integratedAct: true,
    });
    const rest = await client("gerd").rest("POST", `/requests/${deRequest}/billing_data/`);
    sample("billing-de.json", `${JSON.stringify(await rest.json(), null, 2)}\n`);
    const requester = await client("carol").rest("POST", `/requests/${deRequest}/billing_data/`);
    expect(await requester.json()).toMatchObject({ data: { side: "requester", act_code: "01670", patient: { insurance: { country: "DE", kvnr: "X110411675", nir: null } } } });
  });
});

describe("not billable: a clear code, never an empty file", () => {
  it("refuses an open consult, a non-eligible request and a Belgian consult with billing_not_billable", async () => {
    const fred = people["fred"] as Person;
    const open = await completedRequest(fx.alice, fred, FR_PATIENT, { actCode: null, status: "OPENED" });
    const nonEligible = await completedRequest(fx.alice, fred, FR_PATIENT, { actCode: "TE2", billingNumber: "751234567" }, { eligibility: "NONELIGIBLE" });
    const belgian = await completedRequest(people["bram"] as Person, people["bea"] as Person, { country: "BE" }, { actCode: "NONE" });
    for (const [key, id] of [["alice", open], ["fred", nonEligible], ["bea", belgian]] as const) {
      const response = await client(key).rest("GET", `/requests/${id}/billing/`);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: "billing_not_billable" });
    }
    const graphql = await client("fred").graphql<{ node: { canBill: boolean; billingData: { code: string } } }>(`query($id: ID!) { node(id: $id) { ... on Request { canBill billingData { ... on DomainError { code message } } } } }`, {
      id: gid("Request", nonEligible),
    });
    expect(graphql.data?.node).toEqual({ canBill: false, billingData: { code: "billing_not_billable", message: expect.stringContaining("pas d'acte à facturer") } });
  });
});

describe("billing software and the transfer", () => {
  it("accepts a family of spec 2 §9, refuses another value and a German account, over REST and GraphQL", async () => {
    const fred = people["fred"] as Person;
    const refused = await client("fred").rest("PUT", `/users/${fred.id}`, { billing_software: "wordpad" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "billing_software_invalid", message: "Choisissez un logiciel de facturation de la liste." });
    const german = await client("carol").rest("PUT", `/users/${fx.carol.id}`, { billing_software: "weda" });
    expect(german.status).toBe(403);
    const saved = await client("fred").rest("PUT", `/users/${fred.id}`, { billing_software: "medoc" });
    expect(await saved.json()).toMatchObject({ billing_software: "medoc" });
    const viaGraphql = await client("alice").graphql<{ updateSettings: { __typename: string; user?: { settings: { billingSoftware: string | null } } } }>(
      `mutation { updateSettings(input: { billingSoftware: "weda" }) { __typename ... on SettingsSaved { user { settings { billingSoftware } } } } }`,
    );
    expect(viaGraphql.data?.updateSettings).toEqual({ __typename: "SettingsSaved", user: { settings: { billingSoftware: "weda" } } });
    const invalid = await client("alice").graphql<{ updateSettings: { code?: string } }>(`mutation { updateSettings(input: { billingSoftware: "notepad" }) { ... on DomainError { code } } }`);
    expect(invalid.data?.updateSettings).toEqual({ code: "billing_software_invalid" });
  });

  it("answers billing_transfer_not_configured for a family without an address, and the address for weda, marking the act integrated", async () => {
    const fred = people["fred"] as Person;
    const fresh = await completedRequest(fx.alice, fred, FR_PATIENT, { actCode: "TE2", billingNumber: "751234567" });
    // Fred's Médoc has no address here: a clear refusal, nothing marked.
    const notConfigured = await client("fred").rest("POST", `/requests/${fresh}/billing_transfer/`);
    expect(notConfigured.status).toBe(422);
    expect(await notConfigured.json()).toMatchObject({ code: "billing_transfer_not_configured" });
    expect(await integratedAct(fresh)).toBe(false);
    const none = await client("fred").graphql<{ transferBilling: { code?: string } }>(`mutation($id: ID!) { transferBilling(requestId: $id) { ... on DomainError { code } } }`, { id: gid("Request", fresh) });
    expect(none.data?.transferBilling).toEqual({ code: "billing_transfer_not_configured" });
    // Alice chose Weda: the address of the template, with no patient identity in it.
    const transferred = await client("alice").rest("POST", `/requests/${fresh}/billing_transfer/`);
    expect(transferred.status).toBe(200);
    const body = (await transferred.json()) as { redirect_url: string };
    expect(body.redirect_url).toBe(`https://weda.example/facturation?acte=RQD&montant=1000&demande=${fresh}&source=${encodeURIComponent(`http://localhost:3000/api/v1/requests/${fresh}/billing_data/`)}`);
    expect(body.redirect_url).not.toContain("185057800608491");
    expect(await integratedAct(fresh)).toBe(true);
    const available = await client("alice").graphql<{ node: { billingData: { transferAvailable: boolean } } }>(`query($id: ID!) { node(id: $id) { ... on Request { billingData { ... on BillingData { transferAvailable } } } } }`, { id: gid("Request", fresh) });
    expect(available.data?.node.billingData.transferAvailable).toBe(true);
  });
});

describe("authorization matrix: only the two billers read the billing data", () => {
  it("refuses the anonymous (401), the unvalidated (403), and answers 404 to an outsider, a reader who bills nothing and a super user", async () => {
    // Hidden answers exactly like missing.
    const missing = await client("bob").rest("GET", `/requests/2147483647/billing/`);
    const hidden = await client("bob").rest("GET", `/requests/${frRequest}/billing/`);
    expect({ status: hidden.status, body: await hidden.json() }).toEqual({ status: missing.status, body: await missing.json() });
    const anonymous = new TestClient(app);
    expect((await anonymous.rest("GET", `/requests/${frRequest}/billing/`)).status).toBe(401);
    expect((await anonymous.rest("POST", `/requests/${frRequest}/billing_data/`)).status).toBe(401);
    for (const [key, status] of [["uma", 403], ["bob", 404], ["olga", 404], ["sam", 404], ["carol", 404]] as const) {
      for (const [method, call] of [["GET", "billing"], ["POST", "billing_data"], ["POST", "billing_transfer"]] as const) {
        const response = await client(key).rest(method, `/requests/${frRequest}/${call}/`);
        expect({ key, call, status: response.status }).toEqual({ key, call, status });
      }
    }
    // Over GraphQL the same: the outsider does not reach the request; the observer and the super user read it but no billing data.
    const query = `query($id: ID!) { node(id: $id) { ... on Request { canBill billingData { __typename ... on DomainError { code } } } } }`;
    expect((await client("bob").graphql<{ node: unknown }>(query, { id: gid("Request", frRequest) })).data?.node).toBeNull();
    for (const key of ["olga", "sam"]) {
      const answer = await client(key).graphql<{ node: unknown }>(query, { id: gid("Request", frRequest) });
      expect(answer.data?.node).toEqual({ canBill: false, billingData: { __typename: "DomainError", code: "not_found" } });
    }
    const mutation = await client("sam").graphql<{ exportBillingData: unknown }>(`mutation($id: ID!) { exportBillingData(requestId: $id) { ... on DomainError { code } } }`, { id: gid("Request", frRequest) });
    expect(mutation.data?.exportBillingData).toEqual({ code: "not_found" });
    // Each biller sees the button.
    for (const key of ["fred", "alice"]) {
      const answer = await client(key).graphql<{ node: { canBill: boolean } }>(`query($id: ID!) { node(id: $id) { ... on Request { canBill } } }`, { id: gid("Request", frRequest) });
      expect(answer.data?.node.canBill).toBe(true);
    }
  });
});

describe("the billing flags over PUT consults/{id} and PUT requests/{id} (spec 2 §4 'Billing flags', §7)", () => {
  it("lets the expert who bills tick the act billed and untick it, and the requester through the request; a reader with nothing to bill is refused and nothing changes", async () => {
    const fred = people["fred"] as Person;
    const requestId = await completedRequest(fx.alice, fred, FR_PATIENT, { actCode: "TE2", billingNumber: "751234567" }, { billingNumber: "751123456" });
    await db.prisma.participant.create({ data: { requestId, userId: people["olga"]?.id ?? 0, professionalId: people["olga"]?.professionalId ?? 0, side: "RECIPIENT", requestState: "OPENED" } });
    const consultId = (await db.prisma.consult.findUniqueOrThrow({ where: { requestId } })).id;
    const refusedObserver = await client("olga").rest("PUT", `/consults/${consultId}`, { integrated_act: true });
    expect({ status: refusedObserver.status, code: ((await refusedObserver.json()) as { code: string }).code }).toEqual({ status: 403, code: "forbidden" });
    // The report flag belongs to the group's integrators: the expert who bills the act is refused it.
    const refusedReport = await client("fred").rest("PUT", `/consults/${consultId}`, { integrated_report: true });
    expect(refusedReport.status).toBe(403);
    expect(await integratedAct(requestId)).toBe(false);
    const ticked = await client("fred").rest("PUT", `/consults/${consultId}`, { integrated_act: true });
    expect(ticked.status).toBe(200);
    expect(await integratedAct(requestId)).toBe(true);
    const unticked = await client("alice").rest("PUT", `/requests/${requestId}`, { integrated_act: false });
    expect(await unticked.json()).toEqual({ id: requestId, status: "published", version: null });
    expect(await integratedAct(requestId)).toBe(false);
    // A flag is a call of its own: mixed with a draft's edit it is refused, nothing changed.
    const mixed = await client("alice").rest("PUT", `/requests/${requestId}`, { integrated_act: true, description: "autre" });
    expect({ status: mixed.status, body: await mixed.json() }).toMatchObject({ status: 422, body: { code: "validation_failed", field: "description" } });
    expect(await integratedAct(requestId)).toBe(false);
    // An outsider does not reach the request at all.
    expect((await client("bob").rest("PUT", `/requests/${requestId}`, { integrated_act: true })).status).toBe(404);
  });

  it("answers billing_not_billable for a consult with no act", async () => {
    const open = await completedRequest(people["bram"] as Person, people["bea"] as Person, { country: "BE" }, { actCode: "NONE" });
    const consultId = (await db.prisma.consult.findUniqueOrThrow({ where: { requestId: open } })).id;
    const response = await client("bea").rest("PUT", `/consults/${consultId}`, { integrated_act: true });
    expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({ status: 422, code: "billing_not_billable" });
  });
});
