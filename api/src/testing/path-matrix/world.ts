import type { App } from "../../http/app.ts";
import { buildWorld, globalId } from "../authorization-matrix/world.ts";
import { FIXTURE_PASSWORD } from "../fixtures.ts";
import { TestClient } from "../test-client.ts";
import type { TestDatabase } from "../test-database.ts";

/** The callers of the path matrix (issue 17 item 2), each with a reason to reach some requests and not others. */
export const PATH_VIEWERS = ["anonymous", "unvalidated", "stranger", "groupInsider", "senderInsider", "participant", "superUser"] as const;
export type PathViewer = (typeof PATH_VIEWERS)[number];

/**
 * Protected Node types: their rows are told apart by global id in every answer. Billing numbers
 * are no patient data, but they are their owner's alone wherever a User is reached (issue 20).
 */
export const PROTECTED_NODE_TYPES = ["Request", "Message", "File", "Patient", "BillingInfo"] as const;
export type ProtectedNodeType = (typeof PROTECTED_NODE_TYPES)[number];

export type PathWorld = {
  app: App;
  clients: Record<PathViewer, TestClient>;
  /** The logged-in user of each caller (null: the visitor). */
  userIds: Record<PathViewer, number | null>;
  /** Rows each viewer may read, by type: the oracle, stated from the rules, not from the code's filters. */
  readable: Record<PathViewer, Record<ProtectedNodeType, Set<number>>>;
  /** The database rows the generated arguments point at. */
  ids: { request: number; pendingRequest: number; message: number; file: number; patient: number; group: number; senderGroup: number; topic: number; bobUser: number; bobProfessional: number; membership: number; template: number; contact: number; billingInfo: number; meeting: number };
};

const emptySets = (): Record<ProtectedNodeType, Set<number>> => ({ Request: new Set(), Message: new Set(), File: new Set(), Patient: new Set(), BillingInfo: new Set() });

/**
 * The authorization matrix's world (Alice FR asks Bob, Carol DE asks Bob, a super user, a pending
 * account), plus what issue 17's probe needed to find H1: a request still pending in a recipient
 * group, sent from a sender group, and two insiders who take no part in it — Dave, an expert of
 * the recipient group (he may take it, not read it), and Erin, a colleague in the sender group.
 */
export async function buildPathWorld(db: TestDatabase): Promise<PathWorld> {
  const base = await buildWorld(db);
  const { prisma } = db;
  const { fx, rows } = base;
  const passwordHash = (await prisma.user.findUniqueOrThrow({ where: { id: fx.alice.id }, select: { passwordHash: true } })).passwordHash;

  async function professionalUser(key: string, rpps: string) {
    const professional = await prisma.professional.create({ data: { firstName: key, lastName: `${key}-last`, searchText: key, country: "FR", rpps, rppsType: 8, specialtyCode: "SM54" } });
    const user = await prisma.user.create({
      data: { email: `${key}@paths.test`, firstName: key, lastName: `${key}-last`, country: "FR", locale: "fr", validationStatus: "VALIDATED", passwordHash, professionalId: professional.id },
    });
    return { userId: user.id, professionalId: professional.id, email: user.email };
  }
  const dave = await professionalUser("dave", "10000000077");
  const erin = await professionalUser("erin", "10000000088");

  const senderGroup = await prisma.group.create({ data: { name: "CPTS Tours test", mode: "SENDER", country: "FR", layout: "CPTS" } });
  await prisma.membership.createMany({
    data: [
      { groupId: rows.group, professionalId: dave.professionalId, status: "ONGOING", isInsider: true, canReply: true, allTopics: true },
      { groupId: senderGroup.id, professionalId: erin.professionalId, status: "ONGOING", isInsider: true, canSendFromGroup: true },
      { groupId: senderGroup.id, professionalId: fx.alice.professionalId, status: "ONGOING", isInsider: false, canAsk: true, canSendFromGroup: true },
    ],
  });

  // Published to the group's topic from the sender group; only Alice has written: "not attributed".
  const published = new Date("2026-11-20T09:00:00Z");
  const patient = await prisma.patient.create({ data: { firstName: "Jeanne", lastName: "Chevalier", birthName: "Chevalier", createdById: fx.alice.id } });
  const pending = await prisma.request.create({
    data: {
      status: "PUBLISHED",
      authorId: fx.alice.id,
      patientId: patient.id,
      description: "ECG joint : bloc de branche gauche nouveau ?",
      senderType: "GROUP",
      senderGroupId: senderGroup.id,
      recipientType: "GROUP",
      recipientGroupId: rows.group,
      recipientTopicId: rows.topic,
      publishedAt: published,
      lastActivityDate: published,
      searchText: "chevalier ecg",
      consult: { create: { status: "OPENED" } },
      participants: { create: [{ userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER", lastActivityDate: published }] },
      messages: { create: [{ authorId: fx.alice.id, content: "ECG en pièce jointe, merci de votre avis.", status: "PUBLISHED", publishedAt: published }] },
    },
  });
  const stored = await base.app.deps.storage.put(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]));
  await prisma.file.create({
    data: { requestId: pending.id, uploadedById: fx.alice.id, name: "ecg.pdf", contentType: "application/pdf", size: BigInt(stored.size), sha256: stored.sha256, storageKey: stored.key },
  });

  const loggedIn = async (email: string): Promise<TestClient> => {
    const client = new TestClient(base.app);
    const result = await client.login(email, FIXTURE_PASSWORD);
    if (result.data?.login.__typename !== "LoginSuccess") throw new Error(`login of ${email} failed`);
    return client;
  };
  const [groupInsider, senderInsider] = await Promise.all([loggedIn(dave.email), loggedIn(erin.email)]);

  // The oracle: requests are read by their participants (validated) and super users (published
  // ones, the shadow view); messages, patients and files follow their request; a draft message
  // is its author's alone; insiders who take no part read nothing.
  const requests = await prisma.request.findMany({
    select: { id: true, status: true, patientId: true, participants: { select: { userId: true } }, messages: { select: { id: true, status: true, authorId: true } }, files: { select: { id: true } } },
  });
  const validatedIds = new Map<number, PathViewer>([
    [fx.carol.id, "stranger"],
    [fx.alice.id, "participant"],
    [dave.userId, "groupInsider"],
    [erin.userId, "senderInsider"],
  ]);
  const readable = Object.fromEntries(PATH_VIEWERS.map((viewer) => [viewer, emptySets()])) as PathWorld["readable"];
  for (const request of requests) {
    const readers = new Set<PathViewer>(request.participants.flatMap((p) => validatedIds.get(p.userId) ?? []));
    if (request.status === "PUBLISHED") readers.add("superUser");
    for (const viewer of readers) {
      const sets = readable[viewer];
      sets.Request.add(request.id);
      if (request.patientId !== null) sets.Patient.add(request.patientId);
      for (const file of request.files) sets.File.add(file.id);
      for (const message of request.messages) {
        if (message.status === "PUBLISHED" || validatedIds.get(message.authorId) === viewer) sets.Message.add(message.id);
      }
    }
  }

  // A billing number is its owner's alone.
  readable.participant.BillingInfo.add(rows.aliceBillingInfo);

  return {
    app: base.app,
    clients: { ...base.clients, groupInsider, senderInsider },
    userIds: { ...base.userIds, groupInsider: dave.userId, senderInsider: erin.userId },
    readable,
    ids: {
      request: rows.request,
      pendingRequest: pending.id,
      message: rows.publishedMessage,
      file: rows.requestFile,
      patient: rows.patient,
      group: rows.group,
      senderGroup: senderGroup.id,
      topic: rows.topic,
      bobUser: rows.bobUser,
      bobProfessional: rows.bobProfessional,
      membership: rows.bobMembership,
      template: rows.aliceTemplate,
      contact: rows.aliceContact,
      billingInfo: rows.aliceBillingInfo,
      meeting: rows.meeting,
    },
  };
}

export { globalId };
