import { expect, it } from "vitest";
import { passwordProblem } from "./password.ts";

it("needs at least 12 characters, counted as characters", () => {
  expect(passwordProblem("elevenchars")).toBe("password_too_short");
  expect(passwordProblem("twelve chars")).toBeNull();
  expect(passwordProblem("ééééééééééé")).toBe("password_too_short");
  expect(passwordProblem("x".repeat(257))).toBe("password_too_long");
});
