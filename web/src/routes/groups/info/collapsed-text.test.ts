import { describe, expect, it } from "vitest";
import { collapsedText } from "./collapsed-text.ts";

describe("collapsedText", () => {
  it("leaves a text of 450 characters or fewer whole", () => {
    expect(collapsedText("a".repeat(450))).toBeNull();
  });

  it("cuts a longer text at a word boundary before 450 characters", () => {
    const text = `${"mot ".repeat(120)}fin`;
    const short = collapsedText(text) ?? "";
    expect(short.endsWith("mot…")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(451);
  });

  it("cuts a text without spaces at 450 characters", () => {
    expect(collapsedText("x".repeat(500))).toBe(`${"x".repeat(450)}…`);
  });
});
