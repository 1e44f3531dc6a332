import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../fixtures.ts";
import { createTestApp } from "../test-app.ts";
import { TestClient } from "../test-client.ts";
import type { TestDatabase } from "../test-database.ts";

/** The callers of the matrix, in the order of the table's columns. */
export const VIEWERS = ["anonymous", "unvalidated", "stranger", "participant", "superUser"] as const;
export type ViewerKey = (typeof VIEWERS)[number];

/** One value per column, in VIEWERS order: the table reads like the matrix. */
export type Columns<T> = readonly [anonymous: T, unvalidated: T, stranger: T, participant: T, superUser: T];

export function byViewer<T>(columns: Columns<T>): Record<ViewerKey, T> {
  const [anonymous, unvalidated, stranger, participant, superUser] = columns;
  return { anonymous, unvalidated, stranger, participant, superUser };
}

/** Named rows the table refers to: one of each Node type, and the messages' edge cases. */
export type Rows = {
  /** Alice's first request to Bob; the unvalidated user was added on the recipient side. */
  request: number;
  publishedMessage: number;
  /** Bob's draft: visible to no viewer of the matrix (Bob is not one). */
  bobDraft: number;
  /** The participant's own draft. */
  aliceDraft: number;
  patient: number;
  bobUser: number;
  bobProfessional: number;
  group: number;
  topic: number;
  pendingUser: number;
  /** An attachment of `request`, stored like an upload. */
  requestFile: number;
  /** Alice's personal response template. */
  aliceTemplate: number;
  /** Alice's contact entry for Bob. */
  aliceContact: number;
  /** Bob's ongoing membership of `group` (a requester, not an insider). */
  bobMembership: number;
  /** Alice's billing number (she practises in France). */
  aliceBillingInfo: number;
  /** Alice's prepared download of her own data. */
  aliceDataExport: number;
  /** A meeting of `group` (external video) that `request` is registered to (issue 23). */
  meeting: number;
};

export type World = {
  app: App;
  fx: Fixtures;
  rows: Rows;
  clients: Record<ViewerKey, TestClient>;
  /** The logged-in user of each column (null: the visitor). */
  userIds: Record<ViewerKey, number | null>;
};

// The smallest PNG header the identity upload accepts (it sniffs content, not names).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

async function loggedIn(app: App, email: string): Promise<TestClient> {
  const client = new TestClient(app);
  const result = await client.login(email, FIXTURE_PASSWORD);
  if (result.data?.login.__typename !== "LoginSuccess") throw new Error(`login of ${email} failed: ${JSON.stringify(result)}`);
  return client;
}

/**
 * The fixtures' small world (Alice FR asks Bob FR, Carol DE asks Bob), plus a super user, a
 * pending account and a group with a topic, so that a row of every Node type exists.
 */
export async function buildWorld(db: TestDatabase): Promise<World> {
  const prisma = db.prisma;
  const fx = await createFixtures(prisma, { aliceRequests: 2 });
  const app = createTestApp(db);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);

  const superUser = await prisma.user.create({
    data: { email: "super@matrix.test", firstName: "Super", lastName: "User", country: "FR", passwordHash, isSuper: true, validationStatus: "VALIDATED" },
  });
  const pendingProfessional = await prisma.professional.create({
    data: { firstName: "Paul", lastName: "Pending", searchText: "paul pending", country: "FR", rpps: "10000000099", rppsType: 8, specialtyCode: "SM54" },
  });
  const pending = await prisma.user.create({
    data: { email: "pending@matrix.test", firstName: "Paul", lastName: "Pending", country: "FR", passwordHash, professionalId: pendingProfessional.id },
  });

  const requestId = fx.aliceRequestIds[0] ?? 0;
  const request = await prisma.request.findUniqueOrThrow({ where: { id: requestId }, include: { messages: true } });
  // A participant who is not validated: the unvalidated column then tests the validation
  // gate itself, not only the participant filter that would hide the request anyway.
  await prisma.participant.create({ data: { requestId, userId: pending.id, professionalId: pendingProfessional.id, side: "RECIPIENT" } });
  const aliceDraft = await prisma.message.create({ data: { requestId, authorId: fx.alice.id, content: "Brouillon d'Alice", status: "DRAFT" } });
  const stored = await app.deps.storage.put(PNG);
  const requestFile = await prisma.file.create({
    data: { requestId, uploadedById: fx.alice.id, name: "scan.png", contentType: "image/png", size: BigInt(stored.size), sha256: stored.sha256, storageKey: stored.key },
  });
  // Bob's avatar (issue 20): a file of no request, read by any validated user.
  const avatar = await app.deps.storage.put(PNG);
  const bobAvatar = await prisma.file.create({
    data: { uploadedById: fx.bob.id, name: "avatar.jpg", contentType: "image/png", size: BigInt(avatar.size), sha256: avatar.sha256, storageKey: avatar.key },
  });
  // Bob's signature (issue 20): his alone, so every probe of it must answer as a missing one.
  const signature = await app.deps.storage.put(PNG);
  const bobSignature = await prisma.file.create({
    data: { uploadedById: fx.bob.id, name: "signature.png", contentType: "image/png", size: BigInt(signature.size), sha256: signature.sha256, storageKey: signature.key },
  });
  await prisma.user.update({ where: { id: fx.bob.id }, data: { profilePictureId: bobAvatar.id, signaturePictureId: bobSignature.id } });
  const group = await prisma.group.create({ data: { name: "Cardiologie Lyon", mode: "RECIPIENT", country: "FR" } });
  const topic = await prisma.topic.create({ data: { groupId: group.id, label: "Avis rythmologique" } });
  // A meeting topic and its meeting, with Alice's request registered: its participants read the meeting.
  const meetingTopic = await prisma.topic.create({ data: { groupId: group.id, label: "RCP rythmologie", type: "MEETING" } });
  const meeting = await prisma.meeting.create({ data: { topicId: meetingTopic.id, scheduledAt: new Date("2026-12-01T17:00:00Z"), videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.fr/rcp" } });
  await prisma.request.update({ where: { id: requestId }, data: { consultMeetingId: meeting.id } });
  const bobMembership = await prisma.membership.create({ data: { groupId: group.id, professionalId: fx.bob.professionalId, status: "ONGOING", canAsk: true } });
  const aliceTemplate = await prisma.messageTemplate.create({ data: { userId: fx.alice.id, label: "Signature", content: "Dr Alice" } });
  const aliceContact = await prisma.contact.create({ data: { ownerId: fx.alice.id, professionalId: fx.bob.professionalId } });
  const aliceDataExport = await prisma.dataExport.create({
    data: { userId: fx.alice.id, status: "READY", progress: 1, total: 1, parts: { profile: { id: fx.alice.id } }, expiresAt: new Date(Date.now() + 7 * 86_400_000) },
  });
  const aliceBillingInfo = await prisma.billingInfo.create({ data: { userId: fx.alice.id, label: "Cabinet", number: "751123456", isDefault: true } });

  const [unvalidated, stranger, participant, superClient] = await Promise.all([
    loggedIn(app, pending.email),
    loggedIn(app, fx.carol.email),
    loggedIn(app, fx.alice.email),
    loggedIn(app, superUser.email),
  ]);
  // The card goes through the real upload, which is what makes the account PENDING.
  const form = new FormData();
  form.set("file", new Blob([PNG.slice()]), "carte.png");
  const upload = await unvalidated.fetch("/api/v1/users/me/identification", { method: "POST", body: form });
  if (upload.status !== 201) throw new Error(`identity upload failed: ${upload.status} ${await upload.text()}`);

  const published = request.messages.find((m) => m.status === "PUBLISHED");
  const bobDraft = request.messages.find((m) => m.status === "DRAFT" && m.authorId === fx.bob.id);
  if (!published || !bobDraft || request.patientId === null) throw new Error("the fixtures changed: a published message, Bob's draft and a patient are expected");

  return {
    app,
    fx,
    rows: {
      request: requestId,
      publishedMessage: published.id,
      bobDraft: bobDraft.id,
      aliceDraft: aliceDraft.id,
      patient: request.patientId,
      bobUser: fx.bob.id,
      bobProfessional: fx.bob.professionalId,
      group: group.id,
      topic: topic.id,
      pendingUser: pending.id,
      requestFile: requestFile.id,
      aliceTemplate: aliceTemplate.id,
      aliceContact: aliceContact.id,
      bobMembership: bobMembership.id,
      aliceBillingInfo: aliceBillingInfo.id,
      aliceDataExport: aliceDataExport.id,
      meeting: meeting.id,
    },
    clients: { anonymous: new TestClient(app), unvalidated, stranger, participant, superUser: superClient },
    userIds: { anonymous: null, unvalidated: pending.id, stranger: fx.carol.id, participant: fx.alice.id, superUser: superUser.id },
  };
}

export function globalId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString("base64");
}

/** The database id of a global id; NaN when it is not one (so it never matches a row). */
export function dbIdOf(id: string): number {
  const [, raw] = Buffer.from(id, "base64").toString("utf8").split(":");
  return Number(raw);
}
