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

async function createRequests(db: Db, author: FixtureUser, recipient: FixtureUser, count: number, base: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    // Distinct activity times, one hour apart, so the expected order is unambiguous.
    const lastActivityDate = new Date(base.getTime() - i * 3_600_000);
    const patient = await db.patient.create({ data: { firstName: `Patient${i}`, lastName: `Nom${i}`, birthName: `Nom${i}`, createdById: author.id } });
    const request = await db.request.create({
      data: {
        status: "PUBLISHED",
        authorId: author.id,
        patientId: patient.id,
        description: `Question ${i}`,
        recipientType: "PROFESSIONAL",
        recipientProfessionalId: recipient.professionalId,
        publishedAt: lastActivityDate,
        lastActivityDate,
        consult: { create: { status: "OPENED" } },
        participants: {
          create: [
            { userId: author.id, professionalId: author.professionalId, side: "SENDER", lastActivityDate },
            { userId: recipient.id, professionalId: recipient.professionalId, side: "RECIPIENT", lastActivityDate },
          ],
        },
        messages: {
          create: [
            { authorId: author.id, content: `Bonjour, question ${i}`, status: "PUBLISHED", publishedAt: lastActivityDate, createdAt: new Date(lastActivityDate.getTime() - 60_000) },
            { authorId: recipient.id, content: `Réponse ${i}`, status: "PUBLISHED", publishedAt: lastActivityDate, createdAt: lastActivityDate },
            { authorId: recipient.id, content: `Brouillon privé ${i}`, status: "DRAFT" },
          ],
        },
      },
    });
    ids.push(request.id);
  }
  return ids;
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
