import { describe, expect, it } from "vitest";
import { withSignupFlag } from "./signup-flag.ts";

describe("withSignupFlag", () => {
  it("sends a just-validated member home to the requests list, or on to their page, with the tutorial's flag", () => {
    expect(withSignupFlag("/")).toBe("/request/?inscription=1");
    expect(withSignupFlag("/group/12?tab=members#top")).toBe("/group/12?tab=members&inscription=1#top");
    expect(withSignupFlag("/request/?inscription=1")).toBe("/request/?inscription=1");
  });
});
