import { describe, expect, it } from "vitest";
import { hashToken, newToken, sameToken } from "./tokens.ts";

describe("tokens", () => {
  it("carry 256 random bits and never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, "base64url").length).toBe(32);
  });

  it("are stored as a SHA-256 that differs from the token", () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it("compare only equal, present values", () => {
    expect(sameToken("abc", "abc")).toBe(true);
    expect(sameToken("abc", "abd")).toBe(false);
    expect(sameToken("abc", "abcd")).toBe(false);
    expect(sameToken(undefined, undefined)).toBe(false);
    expect(sameToken("", "")).toBe(false);
  });
});
