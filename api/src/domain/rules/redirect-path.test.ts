import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path.ts";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/request/")).toBe("/request/");
    expect(safeRedirectPath("/request/12?tab=files#m3")).toBe("/request/12?tab=files#m3");
  });
  it("rejects anything that could leave the origin", () => {
    for (const raw of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "request/", "", "/\t/evil.example"]) {
      expect(safeRedirectPath(raw)).toBeNull();
    }
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
  it("refuses to come back to the login page", () => {
    expect(safeRedirectPath("/login?redirectUrl=/x")).toBeNull();
    expect(safeRedirectPath("/login/code")).toBeNull();
    expect(safeRedirectPath("/loginhelp")).toBe("/loginhelp");
  });
  it("normalises dot segments so the result stays a plain path", () => {
    expect(safeRedirectPath("/request/../consult/")).toBe("/consult/");
  });
  it("refuses an address too long to be one of ours", () => {
    expect(safeRedirectPath(`/request/?q=${"a".repeat(2000)}`)).toBeNull();
  });
});
