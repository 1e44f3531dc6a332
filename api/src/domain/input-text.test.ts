import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";
import { parseInput } from "./input.ts";
import { cleanInputText, MAX_INPUT_DEPTH } from "./input-text.ts";
import { z } from "zod";

describe("cleanInputText", () => {
  it("cleans every string at any depth, keys included, and keeps other values as they are", () => {
    const when = new Date(0);
    const result = cleanInputText({ a: "x\u0007", list: ["\u001by", 1, null, true], nested: { "k\u0085": "v\u007f", when } });
    expect(result).toEqual({ ok: true, value: { a: "x", list: ["y", 1, null, true], nested: { k: "v", when } } });
    expect(result.ok && (result.value as { nested: { when: Date } }).nested.when).toBe(when);
  });

  it("names the innermost field that holds a refused text", () => {
    expect(cleanInputText({ patient: { lastName: "a\u0000" } })).toEqual({ ok: false, field: "lastName" });
    expect(cleanInputText({ tags: ["ok", "b\ud800"] })).toEqual({ ok: false, field: "tags" });
    expect(cleanInputText({ answers: { "x\u0000": 1 } })).toEqual({ ok: false, field: "answers" });
    expect(cleanInputText("\u0000", "search")).toEqual({ ok: false, field: "search" });
  });

  it("keeps a __proto__ key a plain key", () => {
    const result = cleanInputText(JSON.parse('{"__proto__": {"isSuper": true}}'));
    expect(result.ok && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(result.ok && Object.keys(result.value as object)).toEqual(["__proto__"]);
  });

  it("refuses nesting deeper than any input instead of overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(cleanInputText(deep)).toEqual({ ok: false, field: undefined });
    let shallow: unknown = "x";
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) shallow = [shallow];
    expect(cleanInputText(shallow).ok).toBe(true);
  });
});

describe("parseInput", () => {
  const schema = z.object({ name: z.string().min(1) });

  it("reads the cleaned text, and refuses a NUL as validation_failed on its field", () => {
    expect(parseInput(schema, { name: "Zoé\u000b" })).toEqual({ name: "Zoé" });
    expect(() => parseInput(schema, { name: "Zoé\u0000" })).toThrow(expect.objectContaining({ code: "validation_failed", field: "name" }) as DomainError);
  });
});
