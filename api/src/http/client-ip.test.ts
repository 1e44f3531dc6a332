import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustProxy } from "./client-ip.ts";

describe("client address behind proxies (TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", parseTrustProxy(undefined))).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "198.51.100.1", parseTrustProxy("0"))).toBe("203.0.113.9");
  });

  it("takes the address one hop before the trusted proxies", () => {
    const oneHop = parseTrustProxy("1");
    expect(clientAddress("10.0.0.2", "198.51.100.7", oneHop)).toBe("198.51.100.7");
    // A client that forges the header still cannot choose: the proxy appended the real address.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7", oneHop)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
  });

  it("walks past trusted CIDRs only", () => {
    const trust = parseTrustProxy("10.0.0.0/8, ::1");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7, 10.9.9.9", trust)).toBe("198.51.100.7");
    expect(clientAddress("::1", "2001:db8::5", trust)).toBe("2001:db8::5");
    // The socket is not a trusted proxy: the header is the caller's own words.
    expect(clientAddress("203.0.113.9", "198.51.100.7", trust)).toBe("203.0.113.9");
  });

  it("skips garbage in the header and refuses bad settings", () => {
    expect(clientAddress("10.0.0.2", "not-an-ip, 198.51.100.7", parseTrustProxy("1"))).toBe("198.51.100.7");
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/prefix/);
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY/);
  });
});
