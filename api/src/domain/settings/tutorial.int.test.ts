import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 24 item 4 over GraphQL: the tutorial a member gets by user type, its live example in
// their language, and "seen" once closed, for them only.

let db: TestDatabase;
let app: App;
let fx: Fixtures;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => new Date("2026-11-27T10:00:00Z"));
});
afterAll(async () => db?.drop());

const TUTORIAL = "{ tutorial { slides seen regional requesterFeeCents expertFeeCents example { question expertName answer } } }";
type TutorialAnswer = { tutorial: { slides: string[]; seen: boolean; regional: boolean; requesterFeeCents: number | null; expertFeeCents: number | null; example: { question: string; expertName: string; answer: string } } };
const MARK = "mutation { markTutorialSeen { __typename ... on Tutorial { seen } } }";

describe("the onboarding tutorial", () => {
  it("gives a French doctor the billing slide with today's fees, and a German one none, each in their language", async () => {
    const alice = await loggedInClient(app, fx.alice.email);
    const french = (await alice.graphql<TutorialAnswer>(TUTORIAL)).data?.tutorial;
    expect(french).toMatchObject({ seen: false, requesterFeeCents: 1000, expertFeeCents: 2300 });
    expect(french?.slides[0]).toBe("WELCOME");
    expect(french?.slides).toContain("BILLING");
    expect(french?.example.question).toContain("lésion pigmentée");

    await db.prisma.user.update({ where: { id: fx.carol.id }, data: { locale: "de" } });
    const carol = await loggedInClient(app, fx.carol.email);
    const german = (await carol.graphql<TutorialAnswer>(TUTORIAL)).data?.tutorial;
    expect(german?.slides).not.toContain("BILLING");
    expect(german).toMatchObject({ requesterFeeCents: null, expertFeeCents: null, regional: false });
    expect(german?.example.question).toContain("Hautveränderung");
  });

  it("is seen once closed, for that member only, and stays seen", async () => {
    const bob = await loggedInClient(app, fx.bob.email);
    expect((await bob.graphql<{ markTutorialSeen: { __typename: string; seen: boolean } }>(MARK)).data?.markTutorialSeen).toEqual({ __typename: "Tutorial", seen: true });
    const firstSeen = (await db.prisma.user.findUniqueOrThrow({ where: { id: fx.bob.id }, select: { tutorialSeenAt: true } })).tutorialSeenAt;
    expect(firstSeen).not.toBeNull();
    await bob.graphql(MARK);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: fx.bob.id }, select: { tutorialSeenAt: true } })).tutorialSeenAt).toEqual(firstSeen);
    expect((await bob.graphql<TutorialAnswer>(TUTORIAL)).data?.tutorial.seen).toBe(true);
    const alice = await loggedInClient(app, fx.alice.email);
    expect((await alice.graphql<TutorialAnswer>(TUTORIAL)).data?.tutorial.seen).toBe(false);
  });
});
