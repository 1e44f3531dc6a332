import { describe, expect, it } from "vitest";
import { csrfTokenFrom } from "./csrf.ts";

describe("csrfTokenFrom", () => {
  it("reads the development cookie", () => {
    expect(csrfTokenFrom("theme=dark; csrf_token=abc123; other=1")).toBe("abc123");
  });
  it("prefers the production __Host- cookie", () => {
    expect(csrfTokenFrom("csrf_token=old; __Host-csrf_token=prod")).toBe("prod");
  });
  it("survives malformed cookies and answers null when absent", () => {
    expect(csrfTokenFrom("bad=%E0%A4%A; csrf_token=ok")).toBe("ok");
    expect(csrfTokenFrom("")).toBeNull();
    expect(csrfTokenFrom("csrf_token=")).toBeNull();
  });
});
