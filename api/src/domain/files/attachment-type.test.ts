import { describe, expect, it } from "vitest";
import { isInlineType, mediaKindOf, sniffAttachmentType, type AttachmentSample } from "./attachment-type.ts";
import { safeFileName, uniqueNames } from "./file-names.ts";

const encode = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...encode(part)] : part)));
const sample = (data: Uint8Array, name = "file", whole = true): AttachmentSample => ({ head: data.subarray(0, 256 * 1024), tail: data.subarray(Math.max(0, data.length - 1024)), size: data.length, name, whole: whole ? data : null });

describe("sniffAttachmentType", () => {
  it.each([
    ["a DICOM file", bytes(new Array<number>(128).fill(0), "DICM", [2, 0, 0, 0]), "application/dicom"],
    ["an MP3 with ID3", bytes("ID3", [3, 0, 0, 0, 0, 0, 0]), "audio/mpeg"],
    ["an MP3 frame", bytes([0xff, 0xfb, 0x90, 0x64, 0, 0]), "audio/mpeg"],
    ["a WAV", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt "), "audio/wav"],
    ["an Ogg Opus", bytes("OggS", [0, 2], "....OpusHead"), "audio/ogg"],
    ["an MP4", bytes([0, 0, 0, 24], "ftypisom", [0, 0, 2, 0], "isomiso2", [0, 0, 0, 8], "free"), "video/mp4"],
    ["a QuickTime movie", bytes([0, 0, 0, 20], "ftypqt  ", [0, 0, 2, 0], "qt  ", [0, 0, 0, 8], "wide"), "video/quicktime"],
    ["an M4A", bytes([0, 0, 0, 20], "ftypM4A ", [0, 0, 0, 0], "M4A ", [0, 0, 0, 8], "free"), "audio/mp4"],
    ["a WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"), "video/webm"],
    ["a zip", bytes("PK", [3, 4, 20, 0, 0, 0, 0, 0], new Array<number>(18).fill(0), [5, 0, 0, 0], "a.txt"), "application/zip"],
    ["a docx", bytes("PK", [3, 4, 20, 0, 0, 0, 0, 0], new Array<number>(18).fill(0), [19, 0, 0, 0], "[Content_Types].xml", "PK", [3, 4], "word/document.xml"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["plain UTF-8 text", bytes("Tension artérielle 12/8.\r\n"), "text/plain"],
  ])("recognises %s", (_name, data, type) => {
    expect(sniffAttachmentType(sample(data))).toBe(type);
  });

  it("names a legacy office file by its checked container and its extension", () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array<number>(64).fill(0));
    expect(sniffAttachmentType(sample(ole, "courrier.DOC"))).toBe("application/msword");
    expect(sniffAttachmentType(sample(ole, "setup.msi"))).toBeNull();
  });

  it.each([
    ["a Windows executable", bytes("MZ", [0x90, 0, 3, 0, 0, 0]), "scan.pdf"],
    ["an ELF binary", bytes([0x7f], "ELF", [2, 1, 1, 0]), "photo.jpg"],
    ["a shell script", bytes("#!/bin/sh\x00rm -rf /"), "notes.txt"],
    ["HTML", bytes("<!DOCTYPE html><script>alert(1)</script>"), "notes.txt"],
    ["an MP3 header followed by HTML", bytes([0xff, 0xfb, 0x90, 0x64], "<html><script>alert(1)</script>"), "a.mp3"],
    ["text with control characters", bytes("abc\u0001def"), "a.txt"],
    ["an empty file", new Uint8Array(0), "vide.txt"],
  ])("refuses %s", (_name, data, name) => {
    expect(sniffAttachmentType(sample(data, name))).toBeNull();
  });

  it("checks a PDF too large to read back by its header and its trailer", () => {
    const head = encode("%PDF-1.7\n");
    const tail = encode("\nstartxref\n123456\n%%EOF\n");
    expect(sniffAttachmentType({ head, tail, size: 40_000_000, name: "scan.pdf", whole: null })).toBe("application/pdf");
    expect(sniffAttachmentType({ head, tail: encode("\nstartxref\n99999999999\n%%EOF\n"), size: 40_000_000, name: "scan.pdf", whole: null })).toBeNull();
    // Large text is not accepted: it would have to be read whole.
    expect(sniffAttachmentType({ head: encode("hello"), tail: encode("world"), size: 40_000_000, name: "a.txt", whole: null })).toBeNull();
  });
});

describe("media kinds", () => {
  it("shows browser images, PDF, audio and video inline, downloads the rest", () => {
    expect(["image/png", "application/pdf", "audio/mpeg", "video/mp4", "image/tiff", "application/zip"].map(mediaKindOf)).toEqual(["image", "pdf", "audio", "video", "other", "other"]);
    expect(isInlineType("text/plain")).toBe(true);
    expect(isInlineType("application/dicom")).toBe(false);
  });
});

describe("file names", () => {
  it("keeps the uploader's name, NFC-normalised, without path separators or control characters", () => {
    expect(safeFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(safeFileName("Radio thorax (face).jpg")).toBe("Radio thorax (face).jpg");
    expect(safeFileName("a\u0000b\r\n.pdf")).toBe("a_b_.pdf");
    expect(safeFileName("C:\\scans\\IRM.dcm")).toBe("C_scans_IRM.dcm");
    expect(safeFileName("compte rendu d'échographie, #2 [v3] & notes.pdf")).toBe("compte rendu d'échographie, #2 [v3] & notes.pdf");
    expect(safeFileName("e\u0301chographie-c\u0153ur.png")).toBe("\u00e9chographie-c\u0153ur.png");
    expect(safeFileName("Übersicht 日本 🫀.png")).toBe("Übersicht 日本 🫀.png");
    // A right-to-left override would show "scan\u202Efdp.exe" as "scanexe.pdf".
    expect(safeFileName("scan\u202Efdp.exe")).toBe("scan_fdp.exe");
    expect(safeFileName("")).toBe("document");
    expect(safeFileName("...")).toBe("document");
    expect(safeFileName(`${"x".repeat(300)}.pdf`)).toMatch(/^x{196}\.pdf$/);
    expect(safeFileName(`${"🫀".repeat(300)}.pdf`)).toBe(`${"🫀".repeat(196)}.pdf`);
  });

  it("makes archive names unique without losing the extension", () => {
    expect(uniqueNames(["scan.pdf", "Scan.pdf", "scan.pdf", "notes"])).toEqual(["scan.pdf", "Scan (2).pdf", "scan (3).pdf", "notes"]);
  });
});
