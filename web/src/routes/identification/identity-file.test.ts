import { describe, expect, it } from "vitest";
import { IDENTITY_DOCUMENT_MAX_BYTES } from "@rules/identity-document.ts";
import { checkIdentityFile, fileSize, uploadOutcome } from "./identity-file.ts";

describe("checkIdentityFile", () => {
  it("accepts images and PDFs up to 10 MB", () => {
    expect(checkIdentityFile({ name: "card.png", type: "image/png", size: 2048 })).toEqual({ ok: true, kind: "image" });
    expect(checkIdentityFile({ name: "card.pdf", type: "application/pdf", size: IDENTITY_DOCUMENT_MAX_BYTES })).toEqual({ ok: true, kind: "pdf" });
  });
  it("falls back to the name when the browser gives no type", () => {
    expect(checkIdentityFile({ name: "SCAN.PDF", type: "", size: 1 })).toEqual({ ok: true, kind: "pdf" });
    expect(checkIdentityFile({ name: "photo.jpeg", type: "", size: 1 })).toEqual({ ok: true, kind: "image" });
  });
  it("refuses other types and large files", () => {
    expect(checkIdentityFile({ name: "notes.txt", type: "text/plain", size: 1 })).toEqual({ ok: false, code: "invalid_file" });
    expect(checkIdentityFile({ name: "card", type: "", size: 1 })).toEqual({ ok: false, code: "invalid_file" });
    expect(checkIdentityFile({ name: "card.png", type: "image/png", size: IDENTITY_DOCUMENT_MAX_BYTES + 1 })).toEqual({ ok: false, code: "file_too_large" });
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
