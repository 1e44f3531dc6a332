import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createTestApp } from "../testing/test-app.ts";
import { listen, type RunningServer } from "./server.ts";
import { parseTrustProxy } from "./client-ip.ts";
import type { App } from "./app.ts";

// Issue 7, finding 1: requests that Node's parser accepts but the fetch Request constructor
// refuses used to end the process. Each must get a 4xx/501 and the server must keep serving.

let db: TestDatabase;
let app: App;
let server: RunningServer;
let port = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/** Sends raw bytes and returns the status line of the answer ("" when the socket just closed). */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(text.slice(0, 40))}`));
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf("\r\n")));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.write(text);
  });
}

const probes: [string, string, RegExp][] = [
  ["TRACE", "TRACE / HTTP/1.1\r\nHost: x\r\n\r\n", /^HTTP\/1\.1 501/],
  ["CONNECT", "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n", /^HTTP\/1\.1 405/],
  ["OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", /^HTTP\/1\.1 400/],
  ["Host [", "GET / HTTP/1.1\r\nHost: [\r\n\r\n", /^HTTP\/1\.1 400/],
  ["Host with a space", "GET / HTTP/1.1\r\nHost: a b\r\n\r\n", /^HTTP\/1\.1 400/],
  ["Host port out of range", "GET / HTTP/1.1\r\nHost: a:99999\r\n\r\n", /^HTTP\/1\.1 400/],
  ["scheme-relative target", "GET //evil.example/x HTTP/1.1\r\nHost: x\r\n\r\n", /^HTTP\/1\.1 400/],
  ["garbage request line", "\u0001\u0002 HELLO\r\n\r\n", /^HTTP\/1\.1 400/],
];

describe("malformed requests on the socket", () => {
  it.each(probes)("answers %s with a refusal and keeps serving", async (_name, text, expected) => {
    expect(await rawRequest(text)).toMatch(expected);
    expect(await rawRequest("GET /api/v1/openapi.json HTTP/1.1\r\nHost: localhost\r\n\r\n")).toBe("HTTP/1.1 200 OK");
  });

  it("serves an absolute-form request line by its path, ignoring the foreign authority", async () => {
    expect(await rawRequest("GET http://evil.example/api/v1/openapi.json HTTP/1.1\r\nHost: evil.example\r\n\r\n")).toBe("HTTP/1.1 200 OK");
  });
});

describe("the client address behind a proxy (issue 7, finding 10)", () => {
  async function auditedAddress(trustProxy: string | undefined): Promise<string | null> {
    const proxied = await listen(createTestApp(db, { trustProxy: parseTrustProxy(trustProxy) }), 0, "127.0.0.1");
    try {
      const email = `proxy-${trustProxy ?? "off"}@example.org`;
      const csrf = "c".repeat(43);
      await fetch(`${proxied.url}/api/v1/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.23", "x-csrf-token": csrf, cookie: `csrf_token=${csrf}` },
        body: JSON.stringify({ email, password: "wrong password" }),
      });
      const event = await db.prisma.auditEvent.findFirstOrThrow({ where: { kind: "login_failed" }, orderBy: { id: "desc" } });
      return event.ip;
    } finally {
      await proxied.close();
    }
  }

  it("ignores X-Forwarded-For unless TRUST_PROXY says a proxy stands in front", async () => {
    expect(await auditedAddress(undefined)).toBe("127.0.0.1");
    expect(await auditedAddress("1")).toBe("198.51.100.23");
    expect(await auditedAddress("127.0.0.1/32")).toBe("198.51.100.23");
  });
});

// The server aborts a call's signal when its client goes away before the answer (server.ts): a
// navigation that cancels a query in flight. The journeys' server log called each one a failure.
describe("a call whose client went away", () => {
  it("is not logged as a server failure, and nothing is answered as a 5xx", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const controller = new AbortController();
      const body = JSON.stringify({ query: "{ __typename }" });
      const request = new Request("http://127.0.0.1/graphql", { method: "POST", headers: { "content-type": "application/json" }, body, signal: controller.signal });
      controller.abort();
      const response = await app.fetch(request, "127.0.0.1");
      expect(response.status).toBe(499);
      expect(errors).not.toHaveBeenCalled();
      // The same call, not abandoned, is answered.
      const answered = await app.fetch(new Request("http://127.0.0.1/graphql", { method: "POST", headers: { "content-type": "application/json" }, body }), "127.0.0.1");
      expect(await answered.json()).toEqual({ data: { __typename: "Query" } });
    } finally {
      errors.mockRestore();
    }
  });
});

describe("an upgrade or a CONNECT whose client resets the connection", () => {
  // A socket that is no longer the HTTP server's (an upgrade, a CONNECT) has no error listener of
  // Node's: the legacy realtime socket's refusal, written while the client had already reset the
  // connection, threw ECONNRESET and ended the process.
  it("leaves the server serving, whichever refusal or handshake was under way", async () => {
    const upgrade = (path: string) =>
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nCookie: consilium_session=unknown\r\n\r\n`;
    const requests = [upgrade("/api/v1/realtime/websocket"), upgrade("/graphql"), upgrade("/elsewhere"), "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n"];
    for (let i = 0; i < 60; i++) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(requests[i % requests.length] ?? "");
      await new Promise((resolve) => setTimeout(resolve, i % 5));
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });
});
