import { describe, expect, it } from "vitest";
import { accessErrorCode, hasAccess } from "./access.ts";
import type { Viewer } from "./viewer.ts";

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({ userId: 1, sessionId: 1, professionalId: 1, locale: "fr", isSuper: false, validated: true, ...overrides });

describe("access levels", () => {
  it("lets visitors reach public calls only, and says whether their session died", () => {
    const visitor = { viewer: null, sessionState: "none" as const };
    expect(hasAccess(visitor, "public")).toBe(true);
    expect(hasAccess(visitor, "loggedIn")).toBe(false);
    expect(accessErrorCode(visitor)).toBe("unauthenticated");
    expect(accessErrorCode({ viewer: null, sessionState: "expired" })).toBe("session_expired");
  });

  it("keeps unvalidated accounts out of validated calls with the unvalidated code", () => {
    const caller = { viewer: viewer({ validated: false }), sessionState: "active" as const };
    expect(hasAccess(caller, "loggedIn")).toBe(true);
    expect(hasAccess(caller, "validated")).toBe(false);
    expect(accessErrorCode(caller)).toBe("unvalidated");
  });

  it("reserves super calls to super users", () => {
    expect(hasAccess({ viewer: viewer(), sessionState: "active" }, "super")).toBe(false);
    expect(accessErrorCode({ viewer: viewer(), sessionState: "active" })).toBe("forbidden");
    expect(hasAccess({ viewer: viewer({ isSuper: true }), sessionState: "active" }, "super")).toBe(true);
  });
});
