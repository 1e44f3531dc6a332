import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFixtures } from "../../testing/fixtures.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { pdfText } from "../../testing/pdf-text.ts";

// Issue 22 item 3, spec 2 §5, §6, §7 prescription_generation, §8: each template's PDF over REST
// and GraphQL, the §5 refusals with messageDetails, attaching (the requester sees the file, the
// open pages hear the files event), and who is refused: a non-reader as a missing request, a
// requester who cannot prescribe, an expert the directory does not list as a prescriber, a
// Belgian and a German participant.

let db: TestDatabase;
let app: App;
type Person = { id: number; professionalId: number; email: string };
const people: Record<string, Person> = {};
const clients: Record<string, TestClient> = {};
let requestId = 0;
let foreignRequestId = 0;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const person = (key: string) => people[key] as Person;
const client = (key: string) => clients[key] as TestClient;

async function requestBetween(author: Person, experts: { person: Person; side: "SENDER" | "RECIPIENT" }[]): Promise<number> {
  const patient = await db.prisma.patient.create({
    data: { firstName: "Jeanne", lastName: "Martin", birthName: "Durand", birthDate: new Date("1958-03-14"), gender: "F", country: "FR", nir: "258037511212345", createdById: author.id },
  });
  const created = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: author.id,
      description: "Fibrillation atriale ?",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: experts[0]?.person.professionalId ?? null,
      publishedAt: new Date("2026-11-18T09:00:00Z"),
      consult: { create: { status: "OPENED" } },
      participants: {
        create: [
          { userId: author.id, professionalId: author.professionalId, side: "SENDER", requestState: "OPENED" },
          ...experts.map(({ person: expert, side }) => ({ userId: expert.id, professionalId: expert.professionalId, side, requestState: "OPENED" as const })),
        ],
      },
    },
  });
  return created.id;
}

const BILLING_NUMBER = "751123456";

beforeAll(async () => {
  db = await createTestDatabase();
  await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  const accounts: [string, "FR" | "BE" | "DE", string, string, string][] = [
    ["helene", "FR", "10101010101", "Hélène", "Lefèvre"],
    ["noel", "FR", "10101010102", "Noël", "Garnier"],
    ["rita", "FR", "10101010103", "Rita", "Morel"],
    ["bart", "BE", "11234567001", "Bart", "Janssens"],
    ["dora", "DE", "234567801", "Dora", "Krüger"],
    ["otto", "FR", "10101010104", "Otto", "Blanc"],
  ];
  for (const [key, country, rpps, firstName, lastName] of accounts) {
    people[key] = await createExtraAccount(db.prisma, key, { email: `${key}@prescription.test`, country, rpps, firstName, lastName, rppsType: country === "FR" ? 8 : 0 });
  }
  // Everyone can prescribe in the directory except Noël: the refusals then test one thing each.
  await db.prisma.professional.updateMany({ where: { id: { in: ["helene", "rita", "bart", "dora", "otto"].map((key) => person(key).professionalId) } }, data: { canPrescribe: true } });
  await db.prisma.practice.create({ data: { professionalId: person("helene").professionalId, lat: 48.87, lng: 2.33, city: "Paris", fullAddress: "12 rue de la Paix, 75002 Paris", postalCode: "75002", country: "FR" } });
  await db.prisma.billingInfo.create({ data: { userId: person("helene").id, label: "Cabinet", number: BILLING_NUMBER, isDefault: true } });
  // Rita writes the request (she can prescribe, but on the sender side); Otto reads nothing of it.
  requestId = await requestBetween(person("rita"), [
    { person: person("helene"), side: "RECIPIENT" },
    { person: person("noel"), side: "RECIPIENT" },
    { person: person("bart"), side: "RECIPIENT" },
    { person: person("dora"), side: "RECIPIENT" },
  ]);
  foreignRequestId = await requestBetween(person("otto"), [{ person: person("noel"), side: "RECIPIENT" }]);
  for (const key of Object.keys(people)) clients[key] = await loggedInClient(app, person(key).email);
});
afterAll(async () => db?.drop());

const generate = (key: string, body: Record<string, unknown>) => client(key).rest("POST", "/requests/prescription_generation/", { request_id: requestId, ...body });

describe("POST requests/prescription_generation/ (spec 2 §7)", () => {
  it("answers each template's PDF with the prescriber, the patient and the text", async () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ["default", { text: "Bisoprolol 2,5 mg : 1 cp le matin" }, ["ORDONNANCE", "Bisoprolol 2,5 mg"]],
      ["bizone", { ald_text: "Apixaban 5 mg matin et soir", text: "Paracétamol 1 g si douleur" }, ["Prescriptions relatives au traitement de l'affection de longue durée", "Apixaban 5 mg", "Prescriptions SANS RAPPORT", "Paracétamol 1 g"]],
      ["cerfa_12708_02", { text: "Adalimumab 40 mg toutes les 2 semaines", ald: true, work_accident: false, deadline_date: "31122026" }, ["N° 12708*02", "et prestations d'exception", "Adalimumab 40 mg", "DURAND MARTIN Jeanne"]],
    ];
    for (const [template, values, expected] of cases) {
      const response = await generate("helene", { template_name: template, values, billing_number: BILLING_NUMBER });
      expect(response.status, template).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(".pdf");
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      for (const line of [...expected, "Dr Hélène LEFÈVRE"]) expect(text, `${template}: ${line}`).toContain(line);
      if (template !== "cerfa_12708_02") for (const line of ["Jeanne MARTIN", "RPPS 10101010101", `N° AM ${BILLING_NUMBER}`, "12 rue de la Paix", "2 58 03 75 112 123 45"]) expect(text, `${template}: ${line}`).toContain(line);
    }
  });

  it("makes a preview without a billing number, but refuses one that is not the prescriber's", async () => {
    const preview = await generate("helene", { template_name: "default", values: { text: "Repos" } });
    expect(preview.status).toBe(200);
    expect(await pdfText(new Uint8Array(await preview.arrayBuffer()))).not.toContain("N° AM");
    const other = await generate("helene", { template_name: "default", values: { text: "Repos" }, billing_number: "751234567" });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: "prescription_billing_number_unknown", field: "billing_number" });
  });

  it("refuses the spec 2 §5 breaches with messageDetails", async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ template_name: "default", values: { text: "  " } }, "prescription_text_required", "text"],
      [{ template_name: "bizone", values: {} }, "prescription_text_required", "text"],
      [{ template_name: "cerfa_12708_02", values: { text: "x", work_accident: false } }, "prescription_field_required", "ald"],
      [{ template_name: "cerfa_12708_02", values: { text: "x", ald: false } }, "prescription_field_required", "work_accident"],
      [{ template_name: "cerfa_12708_02", values: { text: "x", ald: false, work_accident: true, work_accident_date: "1032026" } }, "prescription_date_invalid", "work_accident_date"],
      [{ template_name: "cerfa_12708_02", values: { text: "x", ald: false, work_accident: true, work_accident_date: "31022026" } }, "prescription_date_invalid", "work_accident_date"],
      [{ template_name: "cerfa_12708_02", values: { text: "x", ald: false, work_accident: false, deadline_date: "2026-12-31" } }, "prescription_date_invalid", "deadline_date"],
      [{ template_name: "ordonnance", values: { text: "x" } }, "prescription_template_unknown", "template_name"],
    ];
    for (const [body, code, field] of cases) {
      const response = await generate("helene", body);
      expect(response.status, code).toBe(422);
      const answer = (await response.json()) as { code: string; field?: string; message: string; messageDetails?: string };
      expect(answer, JSON.stringify(body)).toMatchObject({ code, field });
      expect(answer.messageDetails).toBe(answer.message);
      expect(answer.messageDetails?.length).toBeGreaterThan(5);
    }
    const malformed = await generate("helene", { template_name: 3 });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ code: "validation_failed", messageDetails: expect.any(String) });
  });

  it("refuses a requester who cannot prescribe here, an expert who cannot prescribe, a Belgian and a German participant, and a non-reader as a missing request", async () => {
    const body = { template_name: "default", values: { text: "Repos" } };
    const expectations: [string, number, string][] = [
      ["rita", 403, "prescription_not_allowed"],
      ["noel", 403, "prescription_not_allowed"],
      ["bart", 403, "france_only"],
      ["dora", 403, "france_only"],
      ["otto", 404, "not_found"],
    ];
    for (const [key, status, code] of expectations) {
      const response = await generate(key, body);
      expect(response.status, key).toBe(status);
      expect(await response.json(), key).toMatchObject({ code, messageDetails: expect.any(String) });
    }
    // A request Hélène does not read answers exactly like one that does not exist.
    const hidden = await client("helene").rest("POST", "/requests/prescription_generation/", { request_id: foreignRequestId, ...body });
    const missing = await client("helene").rest("POST", "/requests/prescription_generation/", { request_id: 999999, ...body });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
  });
});

describe("attaching a prescription (issue 22 item 3)", () => {
  it("needs a billing number, then puts the PDF on the request where the requester reads it, and tells the open pages", async () => {
    const body = { template_name: "bizone", values: { ald_text: "Apixaban 5 mg matin et soir", text: "Paracétamol 1 g si douleur" } };
    const without = await client("helene").rest("POST", `/requests/${requestId}/prescriptions/`, body);
    expect(without.status).toBe(422);
    expect(await without.json()).toMatchObject({ code: "prescription_billing_number_required", field: "billing_number", messageDetails: expect.any(String) });
    expect(await db.prisma.file.count({ where: { requestId } })).toBe(0);

    const events = app.deps.pubsub.subscribe("requestUpdated", requestId);
    const next = events.next();
    const response = await client("helene").rest("POST", `/requests/${requestId}/prescriptions/`, { ...body, billing_number: BILLING_NUMBER });
    expect(response.status).toBe(201);
    const file = (await response.json()) as { id: number; name: string; url: string; content_type: string };
    expect(file.content_type).toBe("application/pdf");
    expect(file.name).toMatch(/^ordonnance-bizone-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await next).value).toMatchObject({ requestId, kind: "files" });
    await events.return(undefined);

    // The requester sees it among the request's files and downloads the same PDF.
    const seen = await client("rita").graphql<{ node: { files: { name: string; url: string }[] } }>(`query($id: ID!) { node(id: $id) { ... on Request { files { name url } } } }`, { id: gid("Request", requestId) });
    expect(seen.data?.node.files.map((row) => row.name)).toContain(file.name);
    const download = await client("rita").fetch(file.url);
    expect(download.status).toBe(200);
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain("Apixaban 5 mg");
    expect(text).toContain(`N° AM ${BILLING_NUMBER}`);
  });

  it("refuses the requester, a Belgian and a German participant, and a non-reader, storing nothing", async () => {
    const before = await db.prisma.file.count();
    const body = { template_name: "default", values: { text: "Repos" }, billing_number: BILLING_NUMBER };
    for (const [key, status] of [["rita", 403], ["bart", 403], ["dora", 403], ["otto", 404]] as const) {
      const response = await client(key).rest("POST", `/requests/${requestId}/prescriptions/`, body);
      expect(response.status, key).toBe(status);
    }
    expect(await db.prisma.file.count()).toBe(before);
  });
});

describe("the GraphQL side", () => {
  const GENERATE = `mutation($requestId: ID!, $template: PrescriptionTemplate!, $values: PrescriptionValuesInput!, $billingNumber: String) {
    generatePrescription(requestId: $requestId, template: $template, values: $values, billingNumber: $billingNumber) {
      __typename ... on PrescriptionPdf { fileName size dataUrl } ... on DomainError { code field }
    }
  }`;
  const ATTACH = `mutation($requestId: ID!, $template: PrescriptionTemplate!, $values: PrescriptionValuesInput!, $billingNumber: String) {
    attachPrescription(requestId: $requestId, template: $template, values: $values, billingNumber: $billingNumber) {
      __typename ... on PrescriptionAttached { file { name contentType } request { files { name } } } ... on DomainError { code field }
    }
  }`;
  type Generated = { generatePrescription: { __typename: string; fileName?: string; size?: number; dataUrl?: string; code?: string; field?: string } };
  type Attached = { attachPrescription: { __typename: string; file?: { name: string; contentType: string }; request?: { files: { name: string }[] }; code?: string } };

  it("exposes canPrescribe to the recipient in France who can prescribe only", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Request { canPrescribe } } }`;
    const flags: Record<string, boolean | undefined> = {};
    for (const key of ["helene", "noel", "rita", "bart", "dora"]) {
      flags[key] = (await client(key).graphql<{ node: { canPrescribe: boolean } }>(query, { id: gid("Request", requestId) })).data?.node.canPrescribe;
    }
    expect(flags).toEqual({ helene: true, noel: false, rita: false, bart: false, dora: false });
  });

  it("generates the form as a data URL and refuses the §5 breaches as DomainError", async () => {
    const ok = await client("helene").graphql<Generated>(GENERATE, { requestId: gid("Request", requestId), template: "CERFA_12708_02", values: { text: "Adalimumab 40 mg", ald: true, workAccident: true, workAccidentDate: "02112026", workAccidentNumber: "AT-1234" } });
    const pdf = ok.data?.generatePrescription;
    expect(pdf?.__typename).toBe("PrescriptionPdf");
    const bytes = new Uint8Array(Buffer.from((pdf?.dataUrl ?? "").replace("data:application/pdf;base64,", ""), "base64"));
    expect(bytes.byteLength).toBe(pdf?.size);
    const text = await pdfText(bytes);
    expect(text).toContain("Adalimumab 40 mg");
    expect(text).toContain("AT-1234");
    const refused = await client("helene").graphql<Generated>(GENERATE, { requestId: gid("Request", requestId), template: "CERFA_12708_02", values: { text: "x", ald: true, workAccident: true, deadlineDate: "1234" } });
    expect(refused.data?.generatePrescription).toMatchObject({ __typename: "DomainError", code: "prescription_date_invalid", field: "deadlineDate" });
    const foreign = await client("helene").graphql<Generated>(GENERATE, { requestId: gid("Request", foreignRequestId), template: "DEFAULT", values: { text: "x" } });
    expect(foreign.data?.generatePrescription).toMatchObject({ __typename: "DomainError", code: "not_found" });
    const german = await client("dora").graphql<Generated>(GENERATE, { requestId: gid("Request", requestId), template: "DEFAULT", values: { text: "x" } });
    expect(german.data?.generatePrescription).toMatchObject({ __typename: "DomainError", code: "france_only" });
  });

  it("attaches with a billing number only, answering the file and the request's files", async () => {
    const variables = { requestId: gid("Request", requestId), template: "DEFAULT", values: { text: "Kinésithérapie : 10 séances" } };
    const without = await client("helene").graphql<Attached>(ATTACH, variables);
    expect(without.data?.attachPrescription).toMatchObject({ __typename: "DomainError", code: "prescription_billing_number_required" });
    const attached = await client("helene").graphql<Attached>(ATTACH, { ...variables, billingNumber: BILLING_NUMBER });
    const result = attached.data?.attachPrescription;
    expect(result?.__typename).toBe("PrescriptionAttached");
    expect(result?.file?.contentType).toBe("application/pdf");
    expect(result?.request?.files.map((file) => file.name)).toContain(result?.file?.name);
    const requester = await client("rita").graphql<Attached>(ATTACH, { ...variables, billingNumber: BILLING_NUMBER });
    expect(requester.data?.attachPrescription).toMatchObject({ __typename: "DomainError", code: "prescription_not_allowed" });
  });
});
