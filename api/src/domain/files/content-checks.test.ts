import { deflateSync } from "node:zlib";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkZipEntries, isUnsafeEntryName } from "./archive-entries.ts";
import { streamedSource, wholeSource } from "./byte-source.ts";
import { pdfActiveContent, PDF_INFLATE_BUDGET_BYTES } from "./pdf-active-content.ts";

const encode = (text: string) => new TextEncoder().encode(text);
const zip = (names: string[]) => zipSync(Object.fromEntries(names.map((name) => [name, encode(`contenu de ${name}`)])), { level: 0 });
/** The same bytes read as a large upload is: by streaming passes, in small chunks. */
const streamed = (bytes: Uint8Array) =>
  streamedSource(bytes.byteLength, async function* () {
    for (let at = 0; at < bytes.byteLength; at += 7) yield bytes.slice(at, at + 7);
  });

describe("zip entries", () => {
  it.each([["../../etc/cron.d/x"], ["dossier/../../x"], ["/etc/passwd"], ["\\windows\\system32\\x.dll"], ["C:/Users/x"], ["c:x"], ["dossier\\..\\..\\x"], [".. /x"], ["a/.../b"], ["nul\0.txt"]])("refuses %j", (name) => {
    expect(isUnsafeEntryName(encode(name))).toBe(true);
  });

  it.each([["scanner/IRM 2026-01-12/IM0001.dcm"], ["échographie..v2.png"], ["notes..txt"], [".cache/x"], ["a/./b"]])("accepts %j", (name) => {
    expect(isUnsafeEntryName(encode(name))).toBe(false);
  });

  it("reads a folder archive whole and by streaming, and refuses one traversing entry among safe ones", async () => {
    const safe = zip(["IRM/IM0001.dcm", "IRM/IM0002.dcm", "compte rendu.pdf"]);
    const unsafe = zip(["IRM/IM0001.dcm", "IRM/../../../.bashrc"]);
    for (const source of [wholeSource, streamed]) {
      expect(await checkZipEntries(source(safe))).toBe("safe");
      expect(await checkZipEntries(source(unsafe))).toBe("unsafe");
    }
    expect(await checkZipEntries(wholeSource(zipSync({})))).toBe("safe");
  });

  it("refuses a local header whose name differs from the directory's, and a symbolic link", async () => {
    const bytes = zip(["a/xx/b.txt"]);
    // Same length, so only the local header (what streaming extractors read) says "..".
    bytes.set(encode("a/../b.txt"), 30);
    expect(await checkZipEntries(wholeSource(bytes))).toBe("unsafe");
    const link = zipSync({ lien: [encode("/etc"), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
    expect(await checkZipEntries(wholeSource(link))).toBe("unsafe");
  });

  it("refuses what it cannot read: a zip header without a directory", async () => {
    expect(await checkZipEntries(wholeSource(zip(["a.txt"]).subarray(0, 40)))).toBe("unreadable");
  });
});

describe("PDF active content", () => {
  const pdf = (body: string) => encode(`%PDF-1.7\n${body}\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n`);

  it.each([
    ["JavaScript on open", "1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj"],
    ["a Launch action", "1 0 obj<</Type/Action/S/Launch/F(cmd.exe)>>endobj"],
    ["an XFA form", "1 0 obj<</AcroForm<</XFA 5 0 R>>>>endobj"],
    ["a name spelled with #xx escapes", "1 0 obj<</S/J#61vaScript/J#53 (x)>>endobj"],
  ])("flags %s as a script", (_name, body) => {
    expect(pdfActiveContent(pdf(body))).toMatchObject({ scripts: true, embeddedFiles: false, unchecked: false });
  });

  it("finds a script hidden in a compressed object stream, and marks embedded files", () => {
    const objects = encode("<</S/JavaScript/JS 9 0 R>>");
    const stream = deflateSync(objects);
    const bytes = new Uint8Array([...encode(`%PDF-1.7\n3 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${stream.byteLength}>>stream\n`), ...stream, ...encode("\nendstream\nendobj\nstartxref\n9\n%%EOF\n")]);
    expect(pdfActiveContent(bytes).scripts).toBe(true);
    expect(pdfActiveContent(pdf("1 0 obj<</Names<</EmbeddedFiles 2 0 R>>>>endobj"))).toMatchObject({ scripts: false, embeddedFiles: true, unchecked: false });
  });

  it("does not trust object streams that inflate past the budget (a zip bomb in a PDF)", () => {
    const bomb = deflateSync(new Uint8Array(9 * 1024 * 1024));
    const one = [...encode("1 0 obj<</Type/ObjStm/Filter/FlateDecode>>stream\n"), ...bomb, ...encode("\nendstream\nendobj\n")];
    const copies = Math.ceil(PDF_INFLATE_BUDGET_BYTES / (8 * 1024 * 1024)) + 1;
    const bytes = new Uint8Array([...encode("%PDF-1.7\n"), ...Array.from({ length: copies }, () => one).flat()]);
    expect(pdfActiveContent(bytes)).toMatchObject({ scripts: false, unchecked: true });
  });

  it("passes a plain scanned PDF", () => {
    expect(pdfActiveContent(pdf("1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction[3 0 R/Fit]>>endobj"))).toMatchObject({ scripts: false, embeddedFiles: false, unchecked: false });
  });
});
