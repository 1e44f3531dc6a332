import { expect, it } from "vitest";
import { isWellFormedCode } from "./code.ts";

it("takes six digits, surrounding spaces forgiven, and nothing else", () => {
  expect(isWellFormedCode("012345")).toBe(true);
  expect(isWellFormedCode(" 012345 ")).toBe(true);
  for (const code of ["", "12345", "1234567", "12345a", "12 345", "sms"]) expect(isWellFormedCode(code)).toBe(false);
});
