import type { Database, Db } from "../../api/src/db/client.ts";
import { hashPassword } from "../../api/src/domain/accounts/password-hash.ts";
import { buildDirectory, professionalRows, specialtyRows } from "./directory.ts";
import { buildGroups } from "./groups.ts";
import { addDutyRota } from "./planning.ts";
import { addMeetingCalendar } from "./meetings.ts";
import { daysAgo, Random } from "./random.ts";
import { buildRequests } from "./requests.ts";
import { addBillingDemo } from "./billing-demo.ts";
import { billingInfoRows, buildUsers, DEMO_PASSWORD, userRows } from "./users.ts";
import { contactRows, inseeCodeRows, infoRows } from "./extras.ts";
import { seedIntegrations } from "./integrations.ts";
import { loadConfig } from "../../api/src/config.ts";
import type { FileStorage, StoredObject } from "../../api/src/domain/ports.ts";
import { createFolderStorage } from "../../api/src/services/storage.ts";
import type { FileDraft } from "./request-builder.ts";

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./users.ts";

type Log = (line: string) => void;

export type SeedOptions = {
  log?: Log;
  /** Where the generated attachments go; by default the app's own folder (FILES_DIR). */
  storage?: FileStorage;
};

export { isSeeded } from "./seeded.ts";

// Tables whose ids the seed writes itself; their sequences are moved past the highest id.
const TABLES_WITH_IDS = [
  "professionals", "practices", "degrees", "users", "billing_infos", "groups", "topics", "tags", "memberships",
  "planning_events", "meetings", "invitations", "message_templates", "patients", "requests", "consults",
  "participants", "messages", "read_statuses", "notifications", "contacts", "infos", "user_events",
];

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Loads the deterministic demo data set in one transaction: a crash half-way leaves an empty
 * database that the next start seeds again, never a half-seeded one.
 */
export async function seedDatabase(database: Pick<Database, "prisma">, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const storage = options.storage ?? createFolderStorage(loadConfig().filesDir);
  const started = Date.now();
  const rng = new Random();
  const directory = buildDirectory(rng.fork("directory"));
  const users = buildUsers(rng.fork("users"), directory);
  const groups = buildGroups(rng.fork("groups"), users);
  addDutyRota(groups, new Date());
  const requests = buildRequests(rng.fork("requests"), users, groups);
  addBillingDemo(requests, users);
  addMeetingCalendar(groups, requests);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The bytes go to the storage first (the rows need their keys); a failed transaction removes them.
  const stored = await storeFiles(storage, requests.files);

  try {
    await database.prisma.$transaction(
      async (tx) => {
        const db = tx as unknown as Db;
        await db.specialty.createMany({ data: specialtyRows() });
        await insertChunked(professionalRows(directory), (data) => db.professional.createMany({ data }));
        await insertChunked(directory.practices, (data) => db.practice.createMany({ data }));
        await insertChunked(directory.degrees, (data) => db.degree.createMany({ data }));
        await db.inseeCode.createMany({ data: inseeCodeRows() });
        await insertChunked(userRows(rng.fork("user-rows"), users, passwordHash), (data) => db.user.createMany({ data }));
        await db.billingInfo.createMany({ data: billingInfoRows(users) });
        await db.group.createMany({ data: groups.groups });
        await db.topic.createMany({ data: groups.topics });
        await db.tag.createMany({ data: groups.tags });
        await db.topicTag.createMany({ data: groups.topicTags });
        await db.membership.createMany({ data: groups.memberships });
        await db.membershipTopic.createMany({ data: groups.membershipTopics });
        await db.planningEvent.createMany({ data: groups.planningEvents });
        await db.planningEventTopic.createMany({ data: groups.planningEventTopics });
        await db.meeting.createMany({ data: groups.meetings });
        await db.meetingProfessional.createMany({ data: groups.meetingProfessionals });
        await db.messageTemplate.createMany({ data: groups.templates });
        await db.contact.createMany({ data: contactRows(users) });
        await db.info.createMany({ data: infoRows() });
        await insertChunked(requests.patients, (data) => db.patient.createMany({ data }));
        await insertChunked(requests.requests, (data) => db.request.createMany({ data }), 500);
        await insertChunked(requests.consults, (data) => db.consult.createMany({ data }));
        await db.consultTag.createMany({ data: requests.consultTags });
        await insertChunked(requests.participants, (data) => db.participant.createMany({ data }));
        await insertChunked(requests.messages, (data) => db.message.createMany({ data }));
        await insertChunked(requests.readStatuses, (data) => db.readStatus.createMany({ data }));
        await insertChunked(requests.notifications, (data) => db.notification.createMany({ data }));
        await insertChunked(fileRows(requests.files, stored), (data) => db.file.createMany({ data }));
        await db.invitation.createMany({ data: [...groups.invitations, ...requests.invitations] });
        await seedIntegrations(db);
        await db.userEvent.createMany({ data: users.slice(0, 6).map((u) => ({ userId: u.id, kind: "signup", createdAt: daysAgo(400) })) });
        for (const table of TABLES_WITH_IDS) {
          await db.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`);
        }
      },
      { timeout: 10 * 60_000, maxWait: 60_000 },
    );
  } catch (error) {
    await Promise.all(stored.map((object) => storage.remove(object.key)));
    throw error;
  }
  log(
    `${directory.professionals.length} professionals, ${users.length} users, ${groups.groups.length} groups, ` +
      `${groups.memberships.length} memberships, ${requests.requests.length} requests, ${requests.messages.length} messages, ${stored.length} files ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function storeFiles(storage: FileStorage, drafts: readonly FileDraft[]): Promise<StoredObject[]> {
  const stored: StoredObject[] = [];
  try {
    for (const draft of drafts) stored.push(await storage.put(draft.file.bytes));
  } catch (error) {
    await Promise.all(stored.map((object) => storage.remove(object.key)));
    throw error;
  }
  return stored;
}

function fileRows(drafts: readonly FileDraft[], stored: readonly StoredObject[]) {
  return drafts.map((draft, index) => {
    const object = stored[index];
    if (!object) throw new Error("a generated file was not stored");
    return {
      requestId: draft.requestId,
      messageId: draft.messageId,
      uploadedById: draft.uploadedById,
      name: draft.file.name,
      contentType: draft.file.contentType,
      size: BigInt(object.size),
      sha256: object.sha256,
      storageKey: object.key,
      createdAt: draft.createdAt,
    };
  });
}
