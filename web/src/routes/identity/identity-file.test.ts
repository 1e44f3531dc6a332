import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { IDENTITY_DOCUMENT_MAX_BYTES } from "@rules/identity-document.ts";
import { checkIdentityBytes, checkIdentityFile, fileSize, uploadOutcome } from "./identity-file.ts";

// The 1×1 PNG the browser journeys upload, and a minimal PDF (see @rules/file-type.test.ts).
const PNG = new Uint8Array(readFileSync(new URL("../../../../e2e/fixtures/card.png", import.meta.url)));
const PDF_BODY = "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
const PDF = new TextEncoder().encode(`${PDF_BODY}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n${PDF_BODY.length}\n%%EOF\n`);
const TIFF = new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 2, 0, 0, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
const file = (bytes: Uint8Array) => ({ size: bytes.length, arrayBuffer: async () => bytes.slice().buffer });

describe("checkIdentityFile", () => {
  it("accepts images and PDFs by their content, whatever their name", async () => {
    expect(await checkIdentityFile(file(PNG))).toEqual({ ok: true, type: "image/png", kind: "image" });
    expect(await checkIdentityFile(file(PDF))).toEqual({ ok: true, type: "application/pdf", kind: "document" });
  });
  it("shows pictures a browser cannot draw as a document", async () => {
    expect(await checkIdentityFile(file(TIFF))).toEqual({ ok: true, type: "image/tiff", kind: "document" });
  });
  it("refuses a text file renamed .png, and markup behind an image header", async () => {
    expect(await checkIdentityFile(file(new TextEncoder().encode("Not a picture, whatever the name says.\n")))).toEqual({ ok: false, code: "invalid_file" });
    expect(checkIdentityBytes(new Uint8Array([...PNG.slice(0, 33), ...new TextEncoder().encode("<script>alert(1)</script>")]))).toEqual({ ok: false, code: "invalid_file" });
  });
  it("refuses a file over 10 MB without reading it", async () => {
    const read = vi.fn(async () => new ArrayBuffer(0));
    expect(await checkIdentityFile({ size: IDENTITY_DOCUMENT_MAX_BYTES + 1, arrayBuffer: read })).toEqual({ ok: false, code: "file_too_large" });
    expect(read).not.toHaveBeenCalled();
  });
  it("refuses a file that cannot be read", async () => {
    expect(await checkIdentityFile({ size: 10, arrayBuffer: () => Promise.reject(new Error("NotReadableError")) })).toEqual({ ok: false, code: "invalid_file" });
  });
});

describe("uploadOutcome", () => {
  it("reads success and coded failures", () => {
    expect(uploadOutcome({ status: 201, body: { status: "PENDING" } })).toEqual({ ok: true });
    expect(uploadOutcome({ status: 422, body: { code: "invalid_file", message: "Le fichier doit être une image ou un PDF." } })).toEqual({
      ok: false,
      code: "invalid_file",
      message: "Le fichier doit être une image ou un PDF.",
    });
  });
  it("names failures that came without a body", () => {
    expect(uploadOutcome({ status: 413, body: null })).toEqual({ ok: false, code: "file_too_large", message: null });
    expect(uploadOutcome({ status: 502, body: "<html>" })).toEqual({ ok: false, code: "internal_error", message: null });
  });
});

describe("fileSize", () => {
  it("uses kilobytes under a megabyte, never zero", () => {
    expect(fileSize(93)).toEqual({ value: 1, unit: "KB" });
    expect(fileSize(150_000)).toEqual({ value: 147, unit: "KB" });
    expect(fileSize(2.5 * 1024 * 1024)).toEqual({ value: 2.5, unit: "MB" });
  });
});
