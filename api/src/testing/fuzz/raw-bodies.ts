import type { FuzzBody, StreamBody } from "./case.ts";
import type { Random } from "./prng.ts";
import { hugeString, nastyString, UNICODE_STRINGS } from "./values.ts";

// Bodies, headers and cookies that are wrong below the level of JSON values: media types,
// encodings, multipart framing, sizes; all of them must be refused with a 4xx.

export type RawVariant = { note: string; headers: Record<string, string>; body: FuzzBody };

const text = (value: string): FuzzBody => ({ kind: "text", text: value });
const bytes = (value: Uint8Array): FuzzBody => ({ kind: "bytes", bytes: value });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [...Buffer.from("%PDF-1.7\n")];

type Part = { name: string; filename?: string; type?: string; content: Uint8Array | string };

function multipart(parts: Part[], boundary: string, options: { close?: boolean } = {}): Uint8Array {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from("\r\n"));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

function randomBytes(rnd: Random, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => rnd.int(0, 255));
}

function multipartVariants(rnd: Random): RawVariant[] {
  const boundary = "fuzzBoundary7MA4YWxk";
  const form = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const file = (content: Uint8Array, filename = "card.png", type = "image/png"): Part => ({ name: "file", filename, type, content });
  return [
    { note: "multipart: random bytes as the file", headers: form, body: bytes(multipart([file(randomBytes(rnd, rnd.int(0, 4096)))], boundary)) },
    { note: "multipart: PNG signature then garbage", headers: form, body: bytes(multipart([file(new Uint8Array([...PNG_MAGIC, ...randomBytes(rnd, 64)]))], boundary)) },
    { note: "multipart: PDF header then garbage", headers: form, body: bytes(multipart([file(new Uint8Array([...PDF_MAGIC, ...randomBytes(rnd, 64)]), "card.pdf", "application/pdf")], boundary)) },
    { note: "multipart: file as a text field", headers: form, body: bytes(multipart([{ name: "file", content: nastyString(rnd).slice(0, 5000) }], boundary)) },
    { note: "multipart: nasty file name", headers: form, body: bytes(multipart([file(randomBytes(rnd, 32), rnd.pick(["../../../etc/passwd", "a\u0000b.png", "\u202egnp.exe", "x".repeat(5000), "", "%00", ...UNICODE_STRINGS]))], boundary)) },
    { note: "multipart: no boundary parameter", headers: { "content-type": "multipart/form-data" }, body: bytes(multipart([file(randomBytes(rnd, 32))], boundary)) },
    { note: "multipart: wrong boundary", headers: { "content-type": "multipart/form-data; boundary=other" }, body: bytes(multipart([file(randomBytes(rnd, 32))], boundary)) },
    { note: "multipart: never closed", headers: form, body: bytes(multipart([file(randomBytes(rnd, 32))], boundary, { close: false })) },
    { note: "multipart: garbage", headers: form, body: bytes(randomBytes(rnd, rnd.int(0, 2048))) },
    { note: "multipart: 2000 parts", headers: form, body: bytes(multipart(Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, content: "x" })), boundary)) },
    { note: "multipart: two files", headers: form, body: bytes(multipart([file(randomBytes(rnd, 16)), file(new Uint8Array([...PNG_MAGIC]))], boundary)) },
    { note: "multipart: empty body", headers: form, body: text("") },
    { note: "multipart: huge header line", headers: form, body: bytes(multipart([{ name: "x".repeat(200_000), content: "y" }], boundary)) },
    { note: "multipart route given JSON", headers: { "content-type": "application/json" }, body: text('{"file":"abc"}') },
  ];
}

function jsonVariants(rnd: Random): RawVariant[] {
  const json = { "content-type": "application/json" };
  const valid = '{"email":"a@b.example","password":"x"}';
  return [
    { note: "JSON sent as text/plain", headers: { "content-type": "text/plain" }, body: text(valid) },
    { note: "JSON without a content type", headers: {}, body: text(valid) },
    { note: "invalid JSON", headers: json, body: text(rnd.pick(["{", "{'a':1}", "NaN", "[1,]", "{\"a\":1}garbage", "\u0000", "{\"a\":\"\\ud800\"}", "{\"a\":\"\\u00\"}", "1e999999", "-", "nul"])) },
    { note: "empty JSON body", headers: json, body: text("") },
    { note: "JSON after a byte order mark", headers: json, body: text(`\ufeff${valid}`) },
    { note: "invalid UTF-8", headers: json, body: bytes(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d])) },
    { note: "UTF-16 JSON", headers: { "content-type": "application/json; charset=utf-16" }, body: bytes(new Uint8Array(Buffer.from(valid, "utf16le"))) },
    { note: "deeply nested JSON", headers: json, body: text(`${"[".repeat(100_000)}${"]".repeat(100_000)}`) },
    { note: "deeply nested JSON objects", headers: json, body: text(`${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`) },
    { note: "duplicate JSON keys", headers: json, body: text('{"email":"a@b.example","email":{"x":1},"password":"x","password":null}') },
    { note: "multipart garbage on a JSON route", headers: { "content-type": "multipart/form-data; boundary=zz" }, body: text("--zz\r\ngarbage\r\n--zz--") },
    { note: "form-encoded body", headers: { "content-type": "application/x-www-form-urlencoded" }, body: text("email=a%40b.example&password=x&mfa_code[]=1") },
    { note: "JSON scalar body", headers: json, body: text(rnd.pick(["null", "1", '"text"', "[]", "true", "0.0000001"])) },
    { note: "odd charset", headers: { "content-type": "application/json; charset=x-garbage" }, body: text(valid) },
    { note: "content type garbage", headers: { "content-type": rnd.pick(["", ";;;", "application/json; boundary=\"", "x/y; a=b; a=c", "*/*"]) }, body: text(valid) },
    { note: "Content-Length smaller than the body", headers: { ...json, "content-length": "3" }, body: text(valid) },
    { note: "Content-Length garbage", headers: { ...json, "content-length": rnd.pick(["-1", "abc", "1e10", "99999999999999999999", " 5"]) }, body: text(valid) },
    { note: "huge JSON string", headers: json, body: text(JSON.stringify({ email: hugeString(rnd), password: hugeString(rnd) })) },
  ];
}

export function rawBodyVariants(mediaType: string, rnd: Random): RawVariant[] {
  return mediaType.startsWith("multipart/") ? [...multipartVariants(rnd), ...jsonVariants(rnd).slice(0, 4)] : jsonVariants(rnd);
}

/** A body offered without end (well, 3× the limit plus 2 MiB) and without Content-Length. */
export function streamBody(limitBytes: number, prefix = '{"email":"'): StreamBody {
  return { kind: "stream", totalBytes: 3 * limitBytes + 2 * 1024 * 1024, limitBytes, prefix };
}

/** How many bytes a server may read past its limit before the harness calls it unbounded. */
export const streamReadAllowance = (limitBytes: number) => 2 * limitBytes + 1024 * 1024;

export function garbageHeaders(rnd: Random): RawVariant[] {
  const latin = (s: string) => [...s].filter((c) => c.charCodeAt(0) <= 0xff && !"\r\n\u0000".includes(c)).join("");
  return [
    { note: "accept-language garbage", headers: { "accept-language": rnd.pick(["", "*", "xx-YY;q=abc", "de;q=2, fr;q=-1", "a".repeat(10_000), "fr,".repeat(2000), "ÿÿ"]) }, body: { kind: "none" } },
    { note: "huge x-request-id", headers: { "x-request-id": rnd.pick(["x".repeat(20_000), "%00", "é", "../../"]) }, body: { kind: "none" } },
    { note: "huge user agent", headers: { "user-agent": latin(hugeString(rnd)).slice(0, 60_000) || "ÿ" }, body: { kind: "none" } },
    { note: "odd accept", headers: { accept: rnd.pick(["text/event-stream", "multipart/mixed", "application/graphql-response+json", "*/*;q=garbage", "image/png", ""]) }, body: { kind: "none" } },
    { note: "forwarding headers", headers: { "x-forwarded-for": rnd.pick(["::1", "999.999.999.999", "a, b, c", "1.1.1.1, ".repeat(500)]), "x-forwarded-proto": "gopher", forwarded: "for=\"[::1]:x\"" }, body: { kind: "none" } },
  ];
}

export function garbageCookies(rnd: Random): string[] {
  const hex = Array.from({ length: 64 }, () => rnd.int(0, 15).toString(16)).join("");
  const flow = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return [
    `consilium_session=${hex}`,
    "consilium_session=%",
    "consilium_session=%E0%A4%A",
    `consilium_session=${"a".repeat(10_000)}`,
    "consilium_session=; consilium_session=x",
    "consilium_session=ÿþ",
    `consilium_device=${hex}`,
    "consilium_device=%00",
    `psc_flow=${flow({ state: 1, nonce: null })}`,
    `psc_flow=${flow({ state: "s", nonce: "n", verifier: "v", action: "validate", redirectUrl: "//evil.example" })}`,
    "psc_flow=%",
    `psc_flow=${"A".repeat(8000)}`,
    "=; ==; ;;; a",
  ];
}
