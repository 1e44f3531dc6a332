import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPathFor, pathWithRedirect, redirectUrlOf } from "./redirect-url.ts";

describe("loginPathFor", () => {
  it("encodes the way back", () => {
    expect(loginPathFor("/request/?page=2")).toBe("/login?redirectUrl=%2Frequest%2F%3Fpage%3D2");
  });
  it("omits a redirect to home", () => {
    expect(loginPathFor("/")).toBe("/login");
  });
});

describe("afterLoginPath", () => {
  it("follows a safe redirectUrl, else goes home", () => {
    expect(afterLoginPath("?redirectUrl=%2Fconsult%2F4")).toBe("/consult/4");
    expect(afterLoginPath("?redirectUrl=https%3A%2F%2Fevil.example")).toBe("/");
    expect(afterLoginPath("")).toBe("/");
  });
});

describe("pathWithRedirect", () => {
  it("carries a safe way back, and nothing for home or unsafe targets", () => {
    expect(pathWithRedirect("/identification", "/request/12")).toBe("/identification?redirectUrl=%2Frequest%2F12");
    expect(pathWithRedirect("/identification", "/")).toBe("/identification");
    expect(pathWithRedirect("/register", "https://evil.example")).toBe("/register");
    expect(pathWithRedirect("/register", null)).toBe("/register");
  });
});

describe("redirectUrlOf", () => {
  it("reads a safe redirectUrl only", () => {
    expect(redirectUrlOf("?redirectUrl=%2Fconsult%2F")).toBe("/consult/");
    expect(redirectUrlOf("?redirectUrl=%2F%2Fevil.example")).toBeNull();
    expect(redirectUrlOf("")).toBeNull();
  });
});
