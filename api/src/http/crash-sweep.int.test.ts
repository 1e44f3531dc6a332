import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { hashToken, newToken } from "../domain/accounts/tokens.ts";
import { createFixtures } from "../testing/fixtures.ts";

// Issue 17: 16 `kill -9` rounds left 20 files (12 MB) that nothing ever removed. The real server,
// in a child process on a data folder of its own (embedded database), is killed in the middle of
// an upload and started again: the start's sweep must leave only the files that rows hold. Run
// once, on the embedded database: with PostgreSQL other instances may be writing, and leftovers
// wait an hour for the periodic sweep (orphans.int.test.ts covers that rule).

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "consilium-crash-"));
const filesDir = path.join(dataDir, "files");
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The server as `npm run dev` runs it, answering once it logs that it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "development" };
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let log = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Consilium on")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  return child;
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

/** Every file in the storage folder, by name. */
const stored = () => (existsSync(filesDir) ? readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a crash in the middle of an upload", () => {
  it("leaves no temporary or orphan file after the next start, and every row its file", { timeout: 180_000 }, async () => {
    // The data folder is prepared here, not seeded by the server: the demo data takes long. It
    // starts from the run's migrated snapshot (api/src/testing/database-template.ts) when there
    // is one, as every other file's database does; migrate() then finds nothing to apply.
    const snapshotFile = inject("pgliteSnapshot");
    const database = await openDatabase({ dataDir, ...(snapshotFile ? { snapshot: new Blob([await readFile(snapshotFile)]) } : {}) });
    await database.migrate();
    const fx = await createFixtures(database.prisma, { aliceRequests: 0 });
    const draft = await database.prisma.request.create({
      data: { authorId: fx.alice.id, recipientType: "PROFESSIONAL", participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } } },
    });
    const token = newToken();
    const later = new Date(Date.now() + 3_600_000);
    await database.prisma.session.create({ data: { tokenHash: hashToken(token), userId: fx.alice.id, mfaVerifiedAt: new Date(), idleExpiresAt: later, expiresAt: later } });
    await database.close();

    const port = await freePort();
    const headers = { cookie: `consilium_session=${token}; csrf_token=csrf`, "x-csrf-token": "csrf" };
    const base = `http://127.0.0.1:${port}/api/v1/requests/${draft.id}/files`;
    let server = await startServer(port);

    const kept = new FormData();
    kept.append("file", new Blob([PNG]), "gardé.png");
    const committed = await fetch(base, { method: "POST", body: kept, headers });
    expect(committed.status).toBe(201);
    const [file] = (await committed.json()) as { url: string }[];

    // An upload cut by the kill: headers and the start of a 5 MB body, then SIGKILL once the
    // server is writing its temporary file.
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.on("error", () => undefined);
    const boundary = "----crash";
    socket.write(`POST ${new URL(base).pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\nCookie: ${headers.cookie}\r\nX-CSRF-Token: csrf\r\n\r\n`);
    socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="coupé.png"\r\nContent-Type: image/png\r\n\r\n`);
    socket.write(new Uint8Array(256 * 1024).fill(0x61));
    for (let i = 0; i < 200 && !stored().some((name) => name.endsWith(".tmp")); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(stored().filter((name) => name.endsWith(".tmp"))).toHaveLength(1);
    await stop(server, "SIGKILL");
    socket.destroy();
    // What a kill between the object's rename and its row's commit leaves: an object no row holds.
    const orphan = randomUUID();
    mkdirSync(path.join(filesDir, orphan.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(filesDir, orphan.slice(0, 2), orphan), PNG);
    expect(stored()).toHaveLength(3);

    server = await startServer(port);
    const left = stored();
    expect(left).toHaveLength(1);
    expect(left.some((name) => name.endsWith(".tmp") || name === orphan)).toBe(false);
    // The committed upload survived, row and bytes; the cut one left no row.
    const download = await fetch(`http://127.0.0.1:${port}${file?.url ?? ""}`, { headers });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    const listed = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ query: "query($id: ID!) { node(id: $id) { ... on Request { files { name } } } }", variables: { id: Buffer.from(`Request:${draft.id}`).toString("base64") } }),
    });
    expect(await listed.json()).toEqual({ data: { node: { files: [{ name: "gardé.png" }] } } });
    await stop(server, "SIGTERM");
  });
});
