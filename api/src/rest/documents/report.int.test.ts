import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { pdfText } from "../../testing/pdf-text.ts";

// Issue 22 item 1: GET requests/{id}/report/pdf and /report/docx through the HTTP handler, and
// Request.report in GraphQL: the readers of a completed consult get the report in the request's
// language; nobody else learns the request exists; an open consult has no report yet.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
type Person = { id: number; professionalId: number; email: string };
const people: Record<string, Person> = {};
const clients: Record<string, TestClient> = {};
let frRequest = 0;
let deRequest = 0;
let openRequest = 0;

function client(key: string): TestClient {
  const found = clients[key];
  if (!found) throw new Error(key);
  return found;
}

function person(key: string): Person {
  const found = people[key];
  if (!found) throw new Error(key);
  return found;
}

const docxWords = (bytes: Uint8Array) => [...strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array()).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join("").replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

type Thread = { author: Person; content: string; at: string }[];

async function request(author: Person, expert: Person, options: { patient: Record<string, unknown>; description: string; thread: Thread; completed: boolean; actCode?: "TE2" | "EBM_01671" }): Promise<number> {
  const patient = await db.prisma.patient.create({ data: { ...options.patient, createdById: author.id } as never });
  const created = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: author.id,
      description: options.description,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: expert.professionalId,
      publishedAt: new Date("2026-11-18T09:00:00Z"),
      eligibility: "ELIGIBLE",
      consult: {
        create: options.completed ? { status: "COMPLETED", actCode: options.actCode ?? null, completedAt: new Date("2026-11-20T10:30:00Z"), completedById: expert.id } : { status: "OPENED" },
      },
      participants: {
        create: [
          { userId: author.id, professionalId: author.professionalId, side: "SENDER", requestState: "OPENED" },
          { userId: expert.id, professionalId: expert.professionalId, side: "RECIPIENT", requestState: "OPENED" },
        ],
      },
    },
  });
  for (const message of options.thread) {
    await db.prisma.message.create({ data: { requestId: created.id, authorId: message.author.id, content: message.content, status: "PUBLISHED", publishedAt: new Date(message.at), createdAt: new Date(message.at) } });
  }
  return created.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  people["fred"] = await createExtraAccount(db.prisma, "fred", { email: "fred@report.test", firstName: "Frédéric", lastName: "Laurent", country: "FR", rpps: "10003461033" });
  people["gerd"] = await createExtraAccount(db.prisma, "gerd", { email: "gerd@report.test", firstName: "Gerd", lastName: "Hoffmann", country: "DE", rpps: "234567801", rppsType: 0 });
  people["uma"] = await createExtraAccount(db.prisma, "uma", { email: "uma@report.test", country: "FR", validated: false });
  people["alice"] = fx.alice;
  people["carol"] = fx.carol;
  people["bob"] = fx.bob;
  await db.prisma.user.update({ where: { id: fx.alice.id }, data: { firstName: "Claire", lastName: "Dubois" } });
  await db.prisma.user.update({ where: { id: fx.carol.id }, data: { firstName: "Katrin", lastName: "Schneider" } });
  for (const key of ["fred", "gerd", "uma", "alice", "carol", "bob"]) clients[key] = await loggedInClient(app, person(key).email);
  const alice = person("alice");
  const fred = person("fred");
  frRequest = await request(alice, fred, {
    patient: { firstName: "Éloïse", lastName: "Mercier", birthName: "Durand", birthDate: new Date("1958-03-14"), gender: "F", country: "FR", insId: "258037512345678", insOid: "1.2.250.1.213.1.4.8" },
    description: "Lésion pigmentée du dos, évolutive depuis trois mois.",
    thread: [
      { author: alice, content: "Photo jointe, merci de votre avis.", at: "2026-11-18T09:00:00Z" },
      { author: fred, content: "Nævus bénin : surveillance annuelle, pas d'exérèse.", at: "2026-11-20T10:25:00Z" },
      { author: alice, content: "Merci !", at: "2026-11-20T11:00:00Z" },
    ],
    completed: true,
    actCode: "TE2",
  });
  const carol = person("carol");
  const gerd = person("gerd");
  deRequest = await request(carol, gerd, {
    patient: { firstName: "Lukas", lastName: "Becker", birthName: "Becker", birthDate: new Date("1958-03-14"), gender: "M", country: "DE", kvnr: "X110411675", krankenkasse: "AOK Bayern" },
    description: "Belastungsdyspnoe seit zwei Wochen, EKG anbei.",
    thread: [{ author: gerd, content: "Verdacht auf Vorhofflimmern: Langzeit-EKG und Überweisung zur Kardiologie.", at: "2026-11-20T10:00:00Z" }],
    completed: true,
    actCode: "EBM_01671",
  });
  openRequest = await request(alice, fred, { patient: { firstName: "Paul", lastName: "Roux", country: "FR" }, description: "Toujours ouverte", thread: [], completed: false });
  // Fred signs with a drawing: the PDF then holds an image.
  const drawing = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#ffffff" } })
    .composite([{ input: await sharp({ create: { width: 400, height: 20, channels: 3, background: "#102060" } }).png().toBuffer(), left: 100, top: 90 }])
    .png()
    .toBuffer();
  const body = new FormData();
  body.set("file", new Blob([new Uint8Array(drawing)]), "signature.png");
  expect((await client("fred").fetch(`/api/v1/users/${fred.id}/signature_picture`, { method: "PUT", body })).status).toBe(200);
});
afterAll(async () => db?.drop());

describe("GET requests/{id}/report/pdf and /docx (issue 22, spec 2 §7)", () => {
  it("gives both sides of a French consult its PDF/A report: patient and INS, question, exchange, conclusion, act, the expert's RPPS and signature", async () => {
    for (const key of ["fred", "alice"]) {
      const response = await client(key).rest("GET", `/requests/${frRequest}/report/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(`compte-rendu-${frRequest}-2026-11-20.pdf`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const raw = Buffer.from(bytes).toString("latin1");
      expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
      expect(raw).toContain("/Subtype /Image");
      const text = await pdfText(bytes);
      for (const expected of [
        "Compte rendu de télé-expertise",
        "Claire Dubois",
        "Frédéric Laurent",
        "Mercier",
        "Éloïse",
        "258037512345678",
        "Lésion pigmentée du dos, évolutive depuis trois mois.",
        "Photo jointe, merci de votre avis.",
        "TE2",
        "RPPS",
        "10003461033",
      ]) {
        expect(text).toContain(expected);
      }
      // The conclusion is the expert's last message before completion, not the requester's thanks after it.
      const conclusion = text.slice(text.indexOf("Conclusion"));
      expect(conclusion).toContain("Nævus bénin : surveillance annuelle, pas d'exérèse.");
      expect(conclusion.indexOf("Merci !")).toBe(-1);
      // Printed once: the exchange above it does not repeat it.
      expect(text.split("Nævus bénin : surveillance annuelle, pas d'exérèse.")).toHaveLength(2);
    }
  });

  it("gives the DOCX with the same fields", async () => {
    const response = await client("alice").rest("GET", `/requests/${frRequest}/report/docx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("content-disposition")).toContain(`compte-rendu-${frRequest}-2026-11-20.docx`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array())).toContain("<w:drawing>");
    const words = docxWords(bytes);
    for (const expected of ["Compte rendu de télé-expertise", "Mercier", "258037512345678", "Lésion pigmentée du dos", "Nævus bénin", "TE2", "10003461033"]) expect(words).toContain(expected);
  });

  it("writes a German consultant's report in German, whoever reads it, with the LANR and 01671", async () => {
    const response = await client("gerd").rest("GET", `/requests/${deRequest}/report/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`konsiliarbericht-${deRequest}-2026-11-20.pdf`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of ["Konsiliarbericht", "Fragestellung", "Beurteilung", "Verdacht auf Vorhofflimmern", "01671", "LANR", "234567801", "Becker"]) expect(text).toContain(expected);
    const words = docxWords(new Uint8Array(await (await client("carol").rest("GET", `/requests/${deRequest}/report/docx`)).arrayBuffer()));
    expect(words).toContain("Konsiliarbericht");
  });

  it("answers report_not_available while the consult is open, 404 to a non-reader as for a missing request, 401 to the anonymous, 403 to the unvalidated", async () => {
    const open = await client("alice").rest("GET", `/requests/${openRequest}/report/pdf`);
    expect(open.status).toBe(422);
    expect(((await open.json()) as { code: string }).code).toBe("report_not_available");
    const missing = await client("bob").rest("GET", "/requests/999999/report/pdf");
    expect(missing.status).toBe(404);
    for (const format of ["pdf", "docx"]) {
      const outsider = await client("bob").rest("GET", `/requests/${frRequest}/report/${format}`);
      expect(outsider.status).toBe(404);
      expect(await outsider.json()).toEqual(await (await client("bob").rest("GET", `/requests/999999/report/${format}`)).json());
      expect((await client("carol").rest("GET", `/requests/${frRequest}/report/${format}`)).status).toBe(404);
      expect((await new TestClient(app).rest("GET", `/requests/${frRequest}/report/${format}`)).status).toBe(401);
      expect((await client("uma").rest("GET", `/requests/${frRequest}/report/${format}`)).status).toBe(403);
    }
  });
});

describe("Request.report in GraphQL", () => {
  const QUERY = "query($id: ID!) { node(id: $id) { ... on Request { report { available language pdfUrl docxUrl } } } }";
  const gid = (id: number) => Buffer.from(`Request:${id}`).toString("base64");

  it("tells a reader whether the report exists, its language and where to download it", async () => {
    const done = await client("alice").graphql<{ node: { report: unknown } }>(QUERY, { id: gid(frRequest) });
    expect(done.data?.node.report).toEqual({ available: true, language: "fr", pdfUrl: `/api/v1/requests/${frRequest}/report/pdf`, docxUrl: `/api/v1/requests/${frRequest}/report/docx` });
    const german = await client("gerd").graphql<{ node: { report: unknown } }>(QUERY, { id: gid(deRequest) });
    expect(german.data?.node.report).toMatchObject({ available: true, language: "de" });
    const open = await client("alice").graphql<{ node: { report: unknown } }>(QUERY, { id: gid(openRequest) });
    expect(open.data?.node.report).toEqual({ available: false, language: "fr", pdfUrl: null, docxUrl: null });
    const outsider = await client("bob").graphql<{ node: unknown }>(QUERY, { id: gid(frRequest) });
    expect(outsider.data?.node).toBeNull();
  });
});

describe("transfer with_report (issue 22 item 4)", () => {
  it("attaches the report's PDF to the new draft as a file the draft's author downloads", async () => {
    const response = await client("alice").rest("POST", `/requests/${frRequest}/transfer/`, { with_report: true, with_context: true });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const files = await db.prisma.file.findMany({ where: { requestId: id } });
    expect(files.map((file) => ({ name: file.name, contentType: file.contentType, messageId: file.messageId, uploadedById: file.uploadedById }))).toEqual([
      { name: `compte-rendu-${frRequest}-2026-11-20.pdf`, contentType: "application/pdf", messageId: null, uploadedById: fx.alice.id },
    ]);
    const file = files[0];
    if (!file) throw new Error("no file");
    const download = await client("alice").rest("GET", `/requests/${id}/files/${file.id}/${file.name}`);
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(BigInt(bytes.byteLength)).toBe(file.size);
    const text = await pdfText(bytes);
    expect(text).toContain("Compte rendu de télé-expertise");
    expect(text).toContain("Nævus bénin");
  });

  it("with content and report: the draft takes the question and the report", async () => {
    const response = await client("fred").rest("POST", `/requests/${frRequest}/transfer/`, { with_report: true, with_content: true });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const draft = await db.prisma.request.findUniqueOrThrow({ where: { id }, include: { files: true } });
    expect(draft).toMatchObject({ authorId: person("fred").id, description: "Lésion pigmentée du dos, évolutive depuis trois mois.", transferredFromId: frRequest });
    expect(draft.files.map((file) => file.name)).toEqual([`compte-rendu-${frRequest}-2026-11-20.pdf`]);
  });

  it("refuses the report of an open consult, and creates no draft and stores nothing", async () => {
    const drafts = await db.prisma.request.count({ where: { transferredFromId: openRequest } });
    const files = await db.prisma.file.count();
    const refused = await client("alice").rest("POST", `/requests/${openRequest}/transfer/`, { with_report: true, with_content: true });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe("report_not_available");
    expect(await db.prisma.request.count({ where: { transferredFromId: openRequest } })).toBe(drafts);
    expect(await db.prisma.file.count()).toBe(files);
    const graphql = await client("alice").graphql<{ transferRequest: { __typename: string; code?: string } }>(
      "mutation($input: TransferRequestInput!) { transferRequest(input: $input) { __typename ... on DomainError { code } } }",
      { input: { requestId: Buffer.from(`Request:${openRequest}`).toString("base64"), withReport: true } },
    );
    expect(graphql.data?.transferRequest).toEqual({ __typename: "DomainError", code: "report_not_available" });
    // A non-participant learns nothing.
    expect((await client("bob").rest("POST", `/requests/${frRequest}/transfer/`, { with_report: true })).status).toBe(404);
  });
});
