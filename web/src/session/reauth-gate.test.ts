import { describe, expect, it, vi } from "vitest";
import { createReauthGate } from "./reauth-gate.ts";

describe("reauth gate", () => {
  it("lets auth errors through when no authenticated screen is mounted", () => {
    const gate = createReauthGate();
    expect(gate.waitForLogin()).toBeNull();
    const release = gate.attach();
    release();
    release();
    expect(gate.waitForLogin()).toBeNull();
  });

  it("makes every failing call wait for the same login, then releases them together", async () => {
    const gate = createReauthGate();
    gate.attach();
    const listener = vi.fn();
    gate.subscribe(listener);
    const first = gate.waitForLogin();
    const second = gate.waitForLogin();
    expect(first).toBe(second);
    expect(gate.isPending()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const settled = vi.fn();
    void first?.then(settled);
    gate.loggedIn();
    await first;
    expect(settled).toHaveBeenCalled();
    expect(gate.isPending()).toBe(false);
    expect(gate.epoch()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(gate.waitForLogin()).not.toBe(first);
  });

  it("ignores a login nobody waited for", () => {
    const gate = createReauthGate();
    const listener = vi.fn();
    gate.subscribe(listener);
    gate.loggedIn();
    expect(listener).not.toHaveBeenCalled();
  });

  it("releases waiting calls when the last authenticated screen goes away", async () => {
    const gate = createReauthGate();
    const release = gate.attach();
    const waiting = gate.waitForLogin();
    release();
    await waiting;
    expect(gate.isPending()).toBe(false);
    expect(gate.epoch()).toBe(0);
    expect(gate.waitForLogin()).toBeNull();
  });
});
