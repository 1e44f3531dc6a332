import { describe, expect, it } from "vitest";
import { sameSiteOAuthAddress } from "./decide-consent.ts";

describe("the address after the consent", () => {
  it("is the authorization server of this site, absolute or relative", () => {
    expect(sameSiteOAuthAddress("http://localhost:3000/oauth/auth/abc", "http://localhost:3000")).toBe("http://localhost:3000/oauth/auth/abc");
    expect(sameSiteOAuthAddress("/oauth/auth/abc", "https://consilium.example.org")).toBe("https://consilium.example.org/oauth/auth/abc");
  });

  it("is never another site or another page", () => {
    expect(sameSiteOAuthAddress("https://evil.example/oauth/auth/abc", "https://consilium.example.org")).toBeNull();
    expect(sameSiteOAuthAddress("/request/", "https://consilium.example.org")).toBeNull();
    expect(sameSiteOAuthAddress("javascript:alert(1)", "https://consilium.example.org")).toBeNull();
  });
});
