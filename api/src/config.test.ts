import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

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
