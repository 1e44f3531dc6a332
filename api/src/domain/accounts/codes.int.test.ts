import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { CODE_MAX_ATTEMPTS, checkCode, generateCode, issueCode, type CodeTarget } from "./codes.ts";

let db: TestDatabase;
beforeAll(async () => (db = await createTestDatabase()));
afterAll(async () => db?.drop());

const now = new Date("2026-11-22T10:00:00Z");
let n = 0;
const target = (): CodeTarget => ({ target: `user${++n}@codes.test`, channel: "EMAIL", purpose: "LOGIN" });
const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

describe("verification codes", () => {
  it("are six digits", () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("are stored hashed, never in clear", async () => {
    const t = target();
    const code = await issueCode(db.prisma, t, null, now);
    const row = await db.prisma.verificationCode.findFirstOrThrow({ where: { target: t.target } });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
  });

  it("work once", async () => {
    const t = target();
    const code = await issueCode(db.prisma, t, null, now);
    expect(await checkCode(db.prisma, t, code, now)).toBe("ok");
    expect(await checkCode(db.prisma, t, code, now)).toBe("expired");
  });

  it("expire after 10 minutes", async () => {
    const t = target();
    const code = await issueCode(db.prisma, t, null, now);
    expect(await checkCode(db.prisma, t, code, new Date(now.getTime() + 10 * 60_000 + 1))).toBe("expired");
  });

  it("die after 5 wrong tries, even for the right code", async () => {
    const t = target();
    const code = await issueCode(db.prisma, t, null, now);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(await checkCode(db.prisma, t, wrongOf(code), now)).toBe("wrong");
    expect(await checkCode(db.prisma, t, code, now)).toBe("expired");
  });

  it("count parallel guesses, so a burst cannot exceed 5 tries", async () => {
    const t = target();
    const code = await issueCode(db.prisma, t, null, now);
    const results = await Promise.all(Array.from({ length: 12 }, () => checkCode(db.prisma, t, wrongOf(code), now)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(CODE_MAX_ATTEMPTS);
    expect(await checkCode(db.prisma, t, code, now)).toBe("expired");
  });

  it("replace the previous code when a new one is sent", async () => {
    const t = target();
    const first = await issueCode(db.prisma, t, null, now);
    const second = await issueCode(db.prisma, t, null, now);
    if (first !== second) expect(await checkCode(db.prisma, t, first, now)).toBe("wrong");
    expect(await checkCode(db.prisma, t, second, now)).toBe("ok");
  });
});
