import { describe, expect, it } from "vitest";
import { pscProbeOutcome, pscStartUrl } from "./psc-start.ts";

describe("pscStartUrl", () => {
  it("carries the action and a safe way back", () => {
    expect(pscStartUrl("login", "/request/12")).toBe("/api/v1/pro-sante-connect/start?action=login&redirect_url=%2Frequest%2F12");
    expect(pscStartUrl("validate", null)).toBe("/api/v1/pro-sante-connect/start?action=validate");
    expect(pscStartUrl("login", "https://evil.example")).toBe("/api/v1/pro-sante-connect/start?action=login");
  });
});

describe("pscProbeOutcome", () => {
  it("goes when the API redirects to the provider", () => {
    expect(pscProbeOutcome({ redirected: true, status: 0, body: null })).toEqual({ go: true });
    expect(pscProbeOutcome({ redirected: false, status: 302, body: null })).toEqual({ go: true });
  });
  it("stays with the coded error otherwise", () => {
    expect(pscProbeOutcome({ redirected: false, status: 503, body: { code: "psc_unavailable", message: "indisponible" } })).toEqual({
      go: false,
      error: { code: "psc_unavailable", message: "indisponible" },
    });
    expect(pscProbeOutcome({ redirected: false, status: 500, body: null })).toEqual({ go: false, error: { code: "psc_unavailable", message: null } });
  });
});
