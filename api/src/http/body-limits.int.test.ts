import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createFixtures, FIXTURE_PASSWORD } from "../testing/fixtures.ts";
import { listen, type RunningServer } from "./server.ts";

// Issue 7, finding 5: a chunked body has no Content-Length, and the limits used to look only at
// that header before reading everything. Each route must stop reading once past its limit.

let db: TestDatabase;
let server: RunningServer;
let cookie = "";
let csrf = "";

beforeAll(async () => {
  db = await createTestDatabase();
  const app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  const fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  const client = new TestClient(app);
  await client.login(fx.alice.email, FIXTURE_PASSWORD);
  csrf = client.cookie("csrf_token") ?? "";
  cookie = `csrf_token=${csrf}; consilium_session=${client.cookie("consilium_session") ?? ""}`;
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const MEGABYTE = new Uint8Array(1024 * 1024).fill(0x61);

/** Streams up to `maxMegabytes` of chunked body until the server answers; says what it sent. */
function streamUntilAnswered(path: string, contentType: string, maxMegabytes: number): Promise<{ status: number; body: string; sentMegabytes: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const url = new URL(path, server.url);
    const req = httpRequest(url, { method: "POST", headers: { "content-type": contentType, "x-csrf-token": csrf, cookie, "transfer-encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sentMegabytes: sent }));
    });
    req.on("error", (error) => {
      // The server may close the socket while we still write: fine once it has answered.
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < maxMegabytes) {
        sent++;
        if (!req.write(MEGABYTE)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("body limits on streamed bodies", () => {
  it("stops reading a chunked REST body past 1 MB", async () => {
    const answer = await streamUntilAnswered("/api/v1/login", "application/json", 64);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "payload_too_large" });
    expect(answer.sentMegabytes).toBeLessThan(64);
  });

  it("stops reading a chunked GraphQL body past 64 KB", async () => {
    const answer = await streamUntilAnswered("/graphql", "application/json", 64);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: "payload_too_large" } }] });
    expect(answer.sentMegabytes).toBeLessThan(64);
  });

  it("stops reading a chunked upload past the file limit", async () => {
    const answer = await streamUntilAnswered("/api/v1/users/me/identification", "multipart/form-data; boundary=x", 64);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "file_too_large", field: "file" });
    expect(answer.sentMegabytes).toBeLessThan(64);
  });

  it("keeps serving afterwards", async () => {
    const response = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
  });
});
