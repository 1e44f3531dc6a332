import { describe, expect, it } from "vitest";
import { RESEND_CODES_DELAY_MS, secondsLeft, SMS_RETRY_DELAY_MS } from "./countdown.ts";

describe("secondsLeft", () => {
  it("counts whole seconds down to zero", () => {
    expect(secondsLeft(1000, RESEND_CODES_DELAY_MS, 1000)).toBe(30);
    expect(secondsLeft(1000, RESEND_CODES_DELAY_MS, 1001)).toBe(30);
    expect(secondsLeft(1000, RESEND_CODES_DELAY_MS, 29_500)).toBe(2);
    expect(secondsLeft(1000, RESEND_CODES_DELAY_MS, 31_000)).toBe(0);
    expect(secondsLeft(1000, RESEND_CODES_DELAY_MS, 99_000)).toBe(0);
  });
  it("is zero when nothing started", () => {
    expect(secondsLeft(null, SMS_RETRY_DELAY_MS, 5)).toBe(0);
  });
  it("uses the spec's delays", () => {
    expect(secondsLeft(0, SMS_RETRY_DELAY_MS, 0)).toBe(60);
  });
});
