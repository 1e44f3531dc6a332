import { describe, expect, it } from "vitest";
import { requestPath, requestViewFor } from "./request-paths.ts";

describe("request page routing (spec 2 §2)", () => {
  it("sends each side to its own view", () => {
    expect(requestPath(requestViewFor("SENDER"), 4)).toBe("/request/4");
    expect(requestPath(requestViewFor("RECIPIENT"), 4)).toBe("/consult/4");
    expect(requestPath(requestViewFor(null), 4)).toBe("/shadow/4");
  });
});
