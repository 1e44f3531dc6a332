import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueReportTransfers } from "../../domain/documents/report-transfer-attempt.ts";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { pdfText } from "../../testing/pdf-text.ts";

// Issue 22 item 2, spec 2 §7 POST requests/{id}/report_transfer/ and GraphQL transferReport:
// the report goes through a real SMTP server started here (smtp-server), read back with
// mailparser: recipient, subject, the PDF and its text. A consumer address, a missing relay and
// a stranger are refused with nothing sent or written; a 451 is retried, a 550 fails visibly.

let db: TestDatabase;
let app: App;
let unconfigured: App;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
/** Recipients the relay answers 451 once (then accepts), and 550 always. */
const busyOnce = new Set<string>();
const refused = new Set<string>();
let relayAttempts = 0;

let expert: FixtureUser;
let requester: FixtureUser;
let stranger: FixtureUser;
const clients: Record<"expert" | "requester" | "stranger" | "expertUnconfigured", TestClient> = {} as never;
let completed = 0;
let opened = 0;

const REQUESTER_MSS = "claire.dubois@medecin.mssante.fr";

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

async function startRelay(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      relayAttempts += 1;
      const to = address.address.toLowerCase();
      if (refused.has(to)) return callback(smtpError(550, "5.1.1 Mailbox unknown"));
      if (busyOnce.delete(to)) return callback(smtpError(451, "4.3.0 Try again later"));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return (smtp.server.address() as AddressInfo).port;
}

async function createRequest(status: "COMPLETED" | "OPENED"): Promise<number> {
  const patient = await db.prisma.patient.create({ data: { firstName: "Jeanne", lastName: "Martin", birthName: "Durand", birthDate: new Date("1958-03-14"), gender: "F", country: "FR", createdById: requester.id } });
  const row = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: requester.id,
      description: "Avis sur une lésion pigmentée",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: expert.professionalId,
      publishedAt: new Date("2026-11-18T09:00:00Z"),
      consult: { create: status === "COMPLETED" ? { status: "COMPLETED", actCode: "TE2", completedAt: new Date("2026-11-20T10:30:00Z"), completedById: expert.id } : { status: "OPENED" } },
      participants: {
        create: [
          { userId: requester.id, professionalId: requester.professionalId, side: "SENDER", requestState: "OPENED" },
          { userId: expert.id, professionalId: expert.professionalId, side: "RECIPIENT", requestState: "OPENED" },
        ],
      },
    },
  });
  return row.id;
}

const gid = (id: number) => Buffer.from(`Request:${id}`).toString("base64");
const transferCount = () => db.prisma.reportTransfer.count();
const integratedReport = async (requestId: number) => (await db.prisma.consult.findUniqueOrThrow({ where: { requestId } })).integratedReport;

const TRANSFER = `mutation T($requestId: ID!, $mssAddress: String) {
  transferReport(requestId: $requestId, mssAddress: $mssAddress) {
    __typename
    ... on DomainError { code message field }
    ... on ReportTransferred { transfer { status mssAddress attempts lastError } request { reportTransfers { status mssAddress lastError } } }
  }
}`;
type TransferAnswer = {
  transferReport: { __typename: string; code?: string; message?: string; field?: string; transfer?: { status: string; mssAddress: string; attempts: number; lastError: string | null }; request?: { reportTransfers: { status: string; mssAddress: string; lastError: string | null }[] } };
};

beforeAll(async () => {
  db = await createTestDatabase();
  // The specialties and the shared accounts the extra ones stand beside.
  await createFixtures(db.prisma, { aliceRequests: 0 });
  const port = await startRelay();
  app = createTestApp(db, { mssSmtpUrl: `smtp://127.0.0.1:${port}`, mssFrom: "Consilium <consilium@consilium.mssante.fr>" });
  unconfigured = createTestApp(db);
  expert = await createExtraAccount(db.prisma, "expert", { email: "expert@mss.test", firstName: "Frédéric", lastName: "Laurent" });
  requester = await createExtraAccount(db.prisma, "requester", { email: "requester@mss.test", firstName: "Claire", lastName: "Dubois" });
  stranger = await createExtraAccount(db.prisma, "stranger", { email: "stranger@mss.test" });
  await db.prisma.user.update({ where: { id: requester.id }, data: { mssAddress: REQUESTER_MSS } });
  clients.expert = await loggedInClient(app, expert.email);
  clients.requester = await loggedInClient(app, requester.email);
  clients.stranger = await loggedInClient(app, stranger.email);
  clients.expertUnconfigured = await loggedInClient(unconfigured, expert.email);
  completed = await createRequest("COMPLETED");
  opened = await createRequest("OPENED");
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await db?.drop();
});

describe("POST requests/{id}/report_transfer/ (REST)", () => {
  it("refuses a consumer address with 'Email invalide': nothing sent, nothing written", async () => {
    const before = { mails: received.length, rows: await transferCount(), tries: relayAttempts };
    const response = await clients.expert.rest("POST", `/requests/${completed}/report_transfer/`, { mss_address: "someone@gmail.com" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; message: string; field?: string };
    expect(body.code).toBe("report_transfer_address_invalid");
    expect(body.message).toContain("Email invalide");
    // The patients' Mon espace santé mailbox is not a professional's either.
    const patient = await clients.expert.rest("POST", `/requests/${completed}/report_transfer/`, { mss_address: "1234567890123@patient.mssante.fr" });
    expect(((await patient.json()) as { code: string }).code).toBe("report_transfer_address_invalid");
    expect({ mails: received.length, rows: await transferCount(), tries: relayAttempts }).toEqual(before);
    expect(await integratedReport(completed)).toBe(false);
  });

  it("answers report_transfer_not_configured without an MSSanté relay, writing nothing", async () => {
    const before = await transferCount();
    const response = await clients.expertUnconfigured.rest("POST", `/requests/${completed}/report_transfer/`, {});
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe("report_transfer_not_configured");
    const graphql = await clients.expertUnconfigured.graphql<TransferAnswer>(TRANSFER, { requestId: gid(completed) });
    expect(graphql.data?.transferReport.code).toBe("report_transfer_not_configured");
    expect(await transferCount()).toBe(before);
  });

  it("answers a stranger not_found, as a missing request, and a consult not completed report_not_available", async () => {
    const response = await clients.stranger.rest("POST", `/requests/${completed}/report_transfer/`, { mss_address: "x@medecin.mssante.fr" });
    expect(response.status).toBe(404);
    const missing = await clients.stranger.rest("POST", `/requests/999999/report_transfer/`, { mss_address: "x@medecin.mssante.fr" });
    expect(missing.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
    const graphql = await clients.stranger.graphql<TransferAnswer>(TRANSFER, { requestId: gid(completed), mssAddress: "x@medecin.mssante.fr" });
    expect(graphql.data?.transferReport.code).toBe("not_found");
    const notDone = await clients.expert.rest("POST", `/requests/${opened}/report_transfer/`, { mss_address: "x@medecin.mssante.fr" });
    expect(((await notDone.json()) as { code: string }).code).toBe("report_not_available");
    expect(await transferCount()).toBe(0);
  });

  it("sends the PDF report to the requester's MSSanté address by default, in the request's language, and marks the report integrated", async () => {
    const response = await clients.expert.rest("POST", `/requests/${completed}/report_transfer/`, {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; mss_address: string; attempts: number; sent_at: string | null; request_id: number };
    expect(body).toMatchObject({ status: "sent", mss_address: REQUESTER_MSS, attempts: 1, request_id: completed });
    expect(body.sent_at).not.toBeNull();
    const mail = received.at(-1);
    if (!mail) throw new Error("no mail received");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(REQUESTER_MSS);
    expect(mail.from?.value[0]?.address).toBe("consilium@consilium.mssante.fr");
    expect(mail.subject).toBe(`Compte rendu de télé-expertise — demande n° ${completed}`);
    expect(mail.text).toContain("Jeanne Martin");
    expect(mail.text).toContain("Frédéric Laurent");
    const attachment = mail.attachments[0];
    expect(mail.attachments).toHaveLength(1);
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.filename).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(attachment?.content ?? []);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Martin");
    expect(text).toContain("Jeanne");
    expect(await integratedReport(completed)).toBe(true);
    // The copy of the report is not kept once sent.
    const rows = await db.prisma.reportTransfer.findMany({ where: { requestId: completed } });
    expect(rows.map((row) => [row.status, row.attachment])).toEqual([["SENT", null]]);
  });

  it("answers rate_limited past ten sends of one report an hour by one sender, sending and writing nothing more", async () => {
    const request = await createRequest("COMPLETED");
    for (let send = 1; send <= 10; send += 1) {
      expect((await clients.requester.rest("POST", `/requests/${request}/report_transfer/`, {})).status).toBe(200);
    }
    const mails = received.length;
    const rows = await transferCount();
    const refused = await clients.requester.rest("POST", `/requests/${request}/report_transfer/`, {});
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(received.length).toBe(mails);
    expect(await transferCount()).toBe(rows);
    // Another sender of the same report is counted apart.
    expect((await clients.expert.rest("POST", `/requests/${request}/report_transfer/`, {})).status).toBe(200);
  });

  it("lets the requester send it to their own address, typed in any case", async () => {
    const response = await clients.requester.rest("POST", `/requests/${completed}/report_transfer/`, { mss_address: "Cabinet.Dubois@Medecin.MSSante.fr" });
    expect(await response.json()).toMatchObject({ status: "sent", mss_address: "cabinet.dubois@medecin.mssante.fr" });
    expect(received.at(-1)?.subject).toContain(String(completed));
  });
});

describe("GraphQL transferReport, retries and failures", () => {
  it("retries a temporary failure (451) in the background, then sends", async () => {
    const address = "busy@ch-lyon.mssante.fr";
    busyOnce.add(address);
    const mails = received.length;
    const answer = await clients.expert.graphql<TransferAnswer>(TRANSFER, { requestId: gid(completed), mssAddress: address });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.transferReport.transfer).toMatchObject({ status: "PENDING", attempts: 1, lastError: "smtp_451" });
    expect(received.length).toBe(mails);
    const row = await db.prisma.reportTransfer.findFirstOrThrow({ where: { address } });
    expect(row.attachment).not.toBeNull();
    expect(row.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    const mailer = app.deps.secureMailer;
    if (!mailer) throw new Error("the test app has a relay");
    // Not due yet: nothing is tried; a minute later (or after a restart), it goes.
    expect(await runDueReportTransfers({ db: db.prisma, pubsub: app.deps.pubsub, mailer }, new Date())).toBe(0);
    expect(await runDueReportTransfers({ db: db.prisma, pubsub: app.deps.pubsub, mailer }, new Date(Date.now() + 61_000))).toBe(1);
    expect(received.at(-1)?.to && !Array.isArray(received.at(-1)?.to) ? (received.at(-1)?.to as { value: { address?: string }[] }).value[0]?.address : null).toBe(address);
    const after = await db.prisma.reportTransfer.findUniqueOrThrow({ where: { id: row.id } });
    expect({ status: after.status, attempts: after.attempts, attachment: after.attachment }).toEqual({ status: "SENT", attempts: 2, attachment: null });
  });

  it("ends a permanent refusal (550) as failed, visible on the request to both sides", async () => {
    const address = "nobody@ch-lyon.mssante.fr";
    refused.add(address);
    const answer = await clients.expert.graphql<TransferAnswer>(TRANSFER, { requestId: gid(completed), mssAddress: address });
    expect(answer.data?.transferReport.transfer).toMatchObject({ status: "FAILED", attempts: 1, lastError: "smtp_550" });
    expect(answer.data?.transferReport.request?.reportTransfers[0]).toEqual({ status: "FAILED", mssAddress: address, lastError: "smtp_550" });
    const seen = await clients.requester.graphql<{ node: { reportTransfers: { status: string; mssAddress: string }[]; requesterMssAddress: string | null } }>(
      `query R($id: ID!) { node(id: $id) { ... on Request { reportTransfers { status mssAddress } requesterMssAddress } } }`,
      { id: gid(completed) },
    );
    expect(seen.data?.node.reportTransfers.map((transfer) => transfer.status)).toEqual(["FAILED", "SENT", "SENT", "SENT"]);
    expect(seen.data?.node.requesterMssAddress).toBe(REQUESTER_MSS);
    const row = await db.prisma.reportTransfer.findFirstOrThrow({ where: { address } });
    expect(row.attachment).toBeNull();
  });

  it("answers the web app's mutation with the section's fields", async () => {
    const answer = await clients.expert.graphql<{ transferReport: { __typename: string; request?: { reportTransfers: { createdAt: string; sentAt: string | null }[] } } }>(
      `mutation W($requestId: ID!, $mssAddress: String) { transferReport(requestId: $requestId, mssAddress: $mssAddress) { __typename ... on ReportTransferred { transfer { status mssAddress } request { id requesterMssAddress reportTransfers { databaseId mssAddress status lastError nextAttemptAt sentAt createdAt } } } ... on DomainError { code message field } } }`,
      { requestId: gid(completed), mssAddress: "web@medecin.mssante.fr" },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.transferReport.__typename).toBe("ReportTransferred");
    expect(answer.data?.transferReport.request?.reportTransfers[0]?.sentAt).toMatch(/^\d{4}-/);
  });

  it("refuses a consumer address over GraphQL with the same code and field", async () => {
    const answer = await clients.expert.graphql<TransferAnswer>(TRANSFER, { requestId: gid(completed), mssAddress: "someone@gmail.com" });
    expect(answer.data?.transferReport).toMatchObject({ __typename: "DomainError", code: "report_transfer_address_invalid", field: "mssAddress" });
    expect(answer.data?.transferReport.message).toContain("Email invalide");
  });

  it("hides the transfers and the requester's address from a stranger", async () => {
    const seen = await clients.stranger.graphql<{ node: unknown }>(`query R($id: ID!) { node(id: $id) { ... on Request { reportTransfers { status } requesterMssAddress } } }`, { id: gid(completed) });
    expect(seen.data?.node ?? null).toBeNull();
  });
});
