import { describe, expect, it } from "vitest";
import { cookieNames, createCookieWriter, parseCookies } from "./cookies.ts";

describe("cookies", () => {
  it("parse a Cookie header and skip malformed pairs", () => {
    const cookies = parseCookies("a=1; b=x%20y; broken; c=%E0%A4%A");
    expect([...cookies]).toEqual([["a", "1"], ["b", "x y"]]);
  });

  it("use the __Host- prefix and Secure in production only", () => {
    expect(cookieNames(true).session).toBe("__Host-consilium_session");
    expect(cookieNames(false).session).toBe("consilium_session");
    const now = new Date("2026-01-01T00:00:00Z");
    const prod = createCookieWriter(true, () => now);
    prod.setSession("tok", new Date(now.getTime() + 3_600_000));
    expect(prod.headers()[0]).toBe("__Host-consilium_session=tok; Path=/; SameSite=Lax; Secure; HttpOnly; Max-Age=3600");
    const dev = createCookieWriter(false, () => now);
    dev.setCsrf("c");
    expect(dev.headers()[0]).toBe("csrf_token=c; Path=/; SameSite=Lax");
  });
});
