import { describe, expect, it } from "vitest";
import { isPasswordSetState, PASSWORD_SET_STATE } from "./password-flow.ts";

describe("isPasswordSetState", () => {
  it("accepts only the state the reset's last step leaves", () => {
    expect(isPasswordSetState(PASSWORD_SET_STATE)).toBe(true);
    expect(isPasswordSetState(null)).toBe(false);
    expect(isPasswordSetState(undefined)).toBe(false);
    expect(isPasswordSetState({ passwordSet: "yes" })).toBe(false);
    expect(isPasswordSetState({})).toBe(false);
  });
});
