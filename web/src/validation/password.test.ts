import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password.ts";

describe("passwordProblem", () => {
  it("needs 12 characters as the user sees them", () => {
    expect(passwordProblem("short")).toBe("password_too_short");
    expect(passwordProblem("12345678901")).toBe("password_too_short");
    expect(passwordProblem("123456789012")).toBeNull();
    // Eleven emoji are 22 UTF-16 units but still eleven characters.
    expect(passwordProblem("😀".repeat(11))).toBe("password_too_short");
    expect(passwordProblem("x".repeat(257))).toBe("password_too_long");
  });
});
