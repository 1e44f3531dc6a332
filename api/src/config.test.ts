import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { billingTransferUrlsFromEnv, loadConfig } from "./config.ts";
import { securityHeaders } from "./http/security-headers.ts";

const connectSrc = (publicUrl: string) => /connect-src [^;]*/.exec(securityHeaders(true, publicUrl)["content-security-policy"] ?? "")?.[0];

describe("PUBLIC_URL and the content security policy (issue 17)", () => {
  it("names the socket origin of PUBLIC_URL: wss:// for https, ws:// for http, never localhost", () => {
    expect(connectSrc(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://consilium.example.org/" }).publicUrl)).toBe("connect-src 'self' wss://consilium.example.org");
    expect(connectSrc(loadConfig({ PUBLIC_URL: "http://intranet.local:8080" }).publicUrl)).toBe("connect-src 'self' ws://intranet.local:8080");
    expect(loadConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
  });

  it("refuses production without PUBLIC_URL, and a PUBLIC_URL that is no http(s) address", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL must be set when NODE_ENV=production/);
    expect(() => loadConfig({ PUBLIC_URL: "consilium.example.org" })).toThrow(/PUBLIC_URL must be an http\(s\) address/);
  });

  it("stops the start in production without PUBLIC_URL with one clear line and a non-zero exit", async () => {
    const env = { ...process.env, NODE_ENV: "production", PUBLIC_URL: "", DATABASE_URL: "", DATA_DIR: "/nonexistent-consilium-test" };
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ["--import", "tsx", "api/src/main.ts"], { env, timeout: 50_000 }, (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }));
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe("[config] PUBLIC_URL must be set when NODE_ENV=production: the address browsers reach the site at, e.g. https://consilium.example.org");
  }, 60_000);
});

describe("connection limits from the environment", () => {
  it("defaults to timeouts in tens of seconds, not Node's five minutes", () => {
    const { connections } = loadConfig({});
    expect(connections.headersTimeoutMs).toBe(20_000);
    expect(connections.bodyTimeoutMs).toBe(20_000);
  });

  it("reads seconds and counts, and refuses what is not a positive whole number at startup", () => {
    const config = loadConfig({ HEADERS_TIMEOUT_SECONDS: "5", MAX_CONNECTIONS_PER_ADDRESS: "64", WS_OPERATIONS_PER_SECOND: "3" });
    expect(config.connections.headersTimeoutMs).toBe(5_000);
    expect(config.connections.maxConnectionsPerAddress).toBe(64);
    expect(config.sockets.operationsPerSecond).toBe(3);
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: "0" })).toThrow(/BODY_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_REQUESTS_PER_ADDRESS: "many" })).toThrow(/MAX_REQUESTS_PER_ADDRESS/);
  });
});

describe("MAP_STYLE_URL and MAP_ORIGINS (issue 19 item 4)", () => {
  const csp = (origins: readonly string[]) => securityHeaders(false, "http://localhost:3000", origins)["content-security-policy"] ?? "";

  it("unset, the built-in map: no style and no other host in the Content-Security-Policy", () => {
    expect(loadConfig({}).map).toEqual({ styleUrl: undefined, origins: [] });
    expect(csp(loadConfig({}).map.origins)).toContain("connect-src 'self' ws://localhost:3000;");
  });

  it("allows the style's origin, and MAP_ORIGINS for its tiles, glyphs and sprites, to be fetched and drawn", () => {
    const { map } = loadConfig({ MAP_STYLE_URL: "https://tiles.example.org/styles/basic.json", MAP_ORIGINS: "https://cdn.example.org/fonts, https://tiles.example.org" });
    expect(map).toEqual({ styleUrl: "https://tiles.example.org/styles/basic.json", origins: ["https://tiles.example.org", "https://cdn.example.org"] });
    expect(csp(map.origins)).toContain("connect-src 'self' ws://localhost:3000 https://tiles.example.org https://cdn.example.org;");
    expect(csp(map.origins)).toContain("img-src 'self' data: blob: https://tiles.example.org https://cdn.example.org;");
    // A style served on this site (behind the same reverse proxy) needs no other origin.
    expect(loadConfig({ MAP_STYLE_URL: "/tiles/style.json" }).map).toEqual({ styleUrl: "/tiles/style.json", origins: [] });
  });

  it("stops the start on a style or origin that is no http(s) address", () => {
    expect(() => loadConfig({ MAP_STYLE_URL: "tiles.example.org/style.json" })).toThrow(/MAP_STYLE_URL must be an http\(s\) address/);
    expect(() => loadConfig({ MAP_STYLE_URL: "//tiles.example.org/style.json" })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadConfig({ MAP_ORIGINS: "ftp://tiles.example.org" })).toThrow(/MAP_ORIGINS must be http\(s\) addresses/);
  });
});

describe("BILLING_TRANSFER_URLS (issue 21 item 5)", () => {
  it("reads the families' address templates, none when unset", () => {
    expect(billingTransferUrlsFromEnv({})).toEqual({});
    expect(billingTransferUrlsFromEnv({ BILLING_TRANSFER_URLS: '{"weda":"https://weda.example/f?acte={act_code}"}' })).toEqual({ weda: "https://weda.example/f?acte={act_code}" });
  });

  it("stops the start on an unknown family, a non-https address or bad JSON", () => {
    expect(() => billingTransferUrlsFromEnv({ BILLING_TRANSFER_URLS: '{"notepad":"https://x.example"}' })).toThrow(/unknown billing software family "notepad"/);
    expect(() => billingTransferUrlsFromEnv({ BILLING_TRANSFER_URLS: '{"weda":"http://weda.example"}' })).toThrow(/must be an https address/);
    expect(() => billingTransferUrlsFromEnv({ BILLING_TRANSFER_URLS: "weda=https://x" })).toThrow(/must be JSON/);
    expect(() => billingTransferUrlsFromEnv({ BILLING_TRANSFER_URLS: '["https://x.example"]' })).toThrow(/JSON object/);
  });
});

describe("per-address rate limits", () => {
  it("default to 50 logins and 50 code requests in 15 minutes, and follow RATE_LIMIT_LOGINS_PER_IP / RATE_LIMIT_CODES_PER_IP", () => {
    expect(loadConfig({}).ipRateLimits).toEqual({ loginPerIp: 50, codePerIp: 50 });
    expect(loadConfig({ RATE_LIMIT_LOGINS_PER_IP: "400", RATE_LIMIT_CODES_PER_IP: "120" }).ipRateLimits).toEqual({ loginPerIp: 400, codePerIp: 120 });
  });
});

describe("LINK_SEAL_KEY (issue 24 auth wall)", () => {
  it("reads 32 bytes in hex or base64, and stops the start on anything else", () => {
    const hex = "ab".repeat(32);
    expect(loadConfig({ LINK_SEAL_KEY: hex }).linkSealKey?.toString("hex")).toBe(hex);
    expect(loadConfig({ LINK_SEAL_KEY: Buffer.from(hex, "hex").toString("base64") }).linkSealKey?.toString("hex")).toBe(hex);
    expect(loadConfig({}).linkSealKey).toBeUndefined();
    expect(() => loadConfig({ LINK_SEAL_KEY: "short" })).toThrow(/LINK_SEAL_KEY must be 32 bytes/);
  });
});

describe("EXPO_PUSH_URL (issue 24 push tokens)", () => {
  it("is off unless set, and stops the start on what is no http(s) address", () => {
    expect(loadConfig({}).expoPushUrl).toBeUndefined();
    expect(loadConfig({ EXPO_PUSH_URL: "https://exp.host/--/api/v2/push/send" }).expoPushUrl).toBe("https://exp.host/--/api/v2/push/send");
    expect(() => loadConfig({ EXPO_PUSH_URL: "exp.host" })).toThrow(/EXPO_PUSH_URL/);
    expect(() => loadConfig({ EXPO_PUSH_URL: "ftp://exp.host/" })).toThrow(/EXPO_PUSH_URL/);
  });
});
