import type { Db } from "../db/client.ts";
import { hashPassword } from "../domain/accounts/password-hash.ts";

export const FIXTURE_PASSWORD = "correct horse battery staple";

export type FixtureUser = { id: number; email: string; professionalId: number };

export type Fixtures = {
  alice: FixtureUser;
  bob: FixtureUser;
  carol: FixtureUser;
  /** Requests Alice sent to Bob, newest activity first. */
  aliceRequestIds: number[];
  /** Requests Carol sent to Bob: Alice is no participant of these. */
  carolRequestIds: number[];
};

let passwordHash: Promise<string> | undefined;

let lastStamp = 0;
/** A time after every one given before, as successive inserts' now() would be. */
function nextStamp(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}

async function createUser(db: Db, key: string, country: "FR" | "DE", rpps: string): Promise<FixtureUser> {
  const professional = await db.professional.create({
    data: { firstName: key, lastName: `${key}-last`, searchText: key, country, rpps, rppsType: country === "FR" ? 8 : 0, specialtyCode: "SM54" },
  });
  const email = `${key}@fixtures.test`;
  const user = await db.user.create({
    data: {
      email,
      firstName: key,
      lastName: `${key}-last`,
      country,
      locale: country === "FR" ? "fr" : "de",
      validationStatus: "VALIDATED",
      passwordHash: await (passwordHash ??= hashPassword(FIXTURE_PASSWORD)),
      professionalId: professional.id,
    },
  });
  return { id: user.id, email, professionalId: professional.id };
}

/**
 * The requests in a few statements per table, not a nested create (its own transaction of six
 * statements) per request: every integration file builds this world, so its cost is paid 67
 * times a run. Ids come out as the one-by-one inserts gave them (each table's sequence, in the
 * same order), and the columns the database would have stamped with now() get distinct
 * increasing times in that same order, so "newest first" reads as before.
 */
async function createRequests(db: Db, author: FixtureUser, recipient: FixtureUser, count: number, base: Date): Promise<number[]> {
  if (count === 0) return [];
  const indexes = Array.from({ length: count }, (_, i) => i);
  // Distinct activity times, one hour apart, so the expected order is unambiguous.
  const activity = indexes.map((i) => new Date(base.getTime() - i * 3_600_000));
  // Six rows per request took now() in this order: patient, request, consult, two participants, the draft.
  const stamps = indexes.map(() => Array.from({ length: 6 }, nextStamp));
  const createdAt = (i: number, step: number) => stamps[i]?.[step] ?? new Date();
  const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
  const patients = byId(
    await db.patient.createManyAndReturn({
      data: indexes.map((i) => ({ firstName: `Patient${i}`, lastName: `Nom${i}`, birthName: `Nom${i}`, createdById: author.id, createdAt: createdAt(i, 0) })),
      select: { id: true },
    }),
  );
  const requests = byId(
    await db.request.createManyAndReturn({
      data: indexes.map((i) => ({
        status: "PUBLISHED" as const,
        authorId: author.id,
        patientId: patients[i]?.id ?? 0,
        description: `Question ${i}`,
        recipientType: "PROFESSIONAL" as const,
        recipientProfessionalId: recipient.professionalId,
        publishedAt: activity[i],
        lastActivityDate: activity[i],
        createdAt: createdAt(i, 1),
      })),
      select: { id: true },
    }),
  );
  const requestId = (i: number) => requests[i]?.id ?? 0;
  await db.consult.createMany({ data: indexes.map((i) => ({ requestId: requestId(i), status: "OPENED" as const, createdAt: createdAt(i, 2) })) });
  await db.participant.createMany({
    data: indexes.flatMap((i) => [
      { requestId: requestId(i), userId: author.id, professionalId: author.professionalId, side: "SENDER" as const, lastActivityDate: activity[i], createdAt: createdAt(i, 3) },
      { requestId: requestId(i), userId: recipient.id, professionalId: recipient.professionalId, side: "RECIPIENT" as const, lastActivityDate: activity[i], createdAt: createdAt(i, 4) },
    ]),
  });
  await db.message.createMany({
    data: indexes.flatMap((i) => {
      const at = activity[i] ?? base;
      return [
        { requestId: requestId(i), authorId: author.id, content: `Bonjour, question ${i}`, status: "PUBLISHED" as const, publishedAt: at, createdAt: new Date(at.getTime() - 60_000) },
        { requestId: requestId(i), authorId: recipient.id, content: `Réponse ${i}`, status: "PUBLISHED" as const, publishedAt: at, createdAt: at },
        { requestId: requestId(i), authorId: recipient.id, content: `Brouillon privé ${i}`, status: "DRAFT" as const, createdAt: createdAt(i, 5) },
      ];
    }),
  });
  return requests.map((request) => request.id);
}

/** A small world: Alice (FR) asks Bob (FR); Carol (DE) asks Bob too, out of Alice's sight. */
export async function createFixtures(db: Db, options: { aliceRequests?: number } = {}): Promise<Fixtures> {
  await db.specialty.create({ data: { code: "SM54", label: "Médecine générale", shortLabel: "MG", professionCode: 10, professionLabel: "Médecin" } });
  const alice = await createUser(db, "alice", "FR", "10000000001");
  const bob = await createUser(db, "bob", "FR", "10000000002");
  const carol = await createUser(db, "carol", "DE", "123456601");
  const base = new Date("2026-11-01T12:00:00Z");
  const aliceRequestIds = await createRequests(db, alice, bob, options.aliceRequests ?? 45, base);
  const carolRequestIds = await createRequests(db, carol, bob, 3, new Date(base.getTime() - 30 * 60_000));
  return { alice, bob, carol, aliceRequestIds, carolRequestIds };
}
