import { describe, expect, it } from "vitest";
import { stepFromPath } from "./steps.ts";

const SIGNUP = ["", "identifier", "code"] as const;

describe("stepFromPath", () => {
  it("reads the signup steps", () => {
    expect(stepFromPath("/register", "/register", SIGNUP)).toBe(1);
    expect(stepFromPath("/register/", "/register", SIGNUP)).toBe(1);
    expect(stepFromPath("/register/identifier", "/register", SIGNUP)).toBe(2);
    expect(stepFromPath("/register/code/", "/register", SIGNUP)).toBe(3);
  });
  it("falls back to the first step for unknown sub-paths", () => {
    expect(stepFromPath("/register/whatever", "/register", SIGNUP)).toBe(1);
  });
  it("works for the password flows", () => {
    const steps = ["", "new_password", "success"];
    expect(stepFromPath("/init_password/new_password", "/init_password", steps)).toBe(2);
    expect(stepFromPath("/request_password/success", "/request_password", steps)).toBe(3);
  });
});
