import { randomBytes } from "node:crypto";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLinkSealer, linkSealKey, SEALED_LINK_TTL_MS } from "./link-sealer.ts";

const now = new Date("2026-11-27T10:00:00Z");
const sealer = createLinkSealer(randomBytes(32));

describe("sealed links (issue 24 auth wall)", () => {
  it("opens what it sealed, and shows nothing of the path", () => {
    const sealed = sealer.seal("/group/12?tab=members", now);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("group");
    expect(sealer.open(sealed, now)).toBe("/group/12?tab=members");
  });

  it("seals the same path differently each time", () => {
    expect(sealer.seal("/group/12", now)).not.toBe(sealer.seal("/group/12", now));
  });

  it("refuses a link once expired", () => {
    const sealed = sealer.seal("/consult/3", now);
    expect(sealer.open(sealed, new Date(now.getTime() + SEALED_LINK_TTL_MS - 60_000))).toBe("/consult/3");
    expect(sealer.open(sealed, new Date(now.getTime() + SEALED_LINK_TTL_MS + 1_000))).toBeNull();
  });

  it("refuses a changed byte, another key's link, garbage and oversized input", () => {
    const sealed = sealer.seal("/consult/3", now);
    const bytes = Buffer.from(sealed, "base64url");
    for (const index of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(sealer.open(changed.toString("base64url"), now)).toBeNull();
    }
    expect(createLinkSealer(randomBytes(32)).open(sealed, now)).toBeNull();
    for (const garbage of ["", "abc", "%2F%2Fevil.example", "A".repeat(2000), "not base64!"]) expect(sealer.open(garbage, now)).toBeNull();
  });

  it("seals only this site's paths", () => {
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/login"]) {
      expect(() => sealer.seal(target, now)).toThrow();
    }
  });

  it("wants a 32-byte key", () => {
    expect(() => createLinkSealer(randomBytes(16))).toThrow();
  });
});

describe("the link seal key", () => {
  it("is LINK_SEAL_KEY when set, else one kept in the data folder for the owner only, the same at the next start", () => {
    const given = randomBytes(32);
    expect(linkSealKey({ linkSealKey: given, dataDir: "/nonexistent" })).toBe(given);
    const dataDir = mkdtempSync(path.join(tmpdir(), "consilium-seal-"));
    const first = linkSealKey({ linkSealKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(path.join(dataDir, "link-seal.key")).mode & 0o777).toBe(0o600);
    expect(linkSealKey({ linkSealKey: undefined, dataDir }).equals(first)).toBe(true);
  });
});
