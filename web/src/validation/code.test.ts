import { describe, expect, it } from "vitest";
import { cleanCodeInput, isCompleteCode } from "./code.ts";

describe("verification codes", () => {
  it("keep six digits", () => {
    expect(cleanCodeInput(" 12 34-56 78")).toBe("123456");
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("12345")).toBe(false);
  });
});
