import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutosave, type AutosaveStatus } from "./autosave.ts";

type Call = { value: string; answer: (ok: boolean) => void };

function setup() {
  const calls: Call[] = [];
  const statuses: AutosaveStatus[] = [];
  const save = (value: string) => new Promise<boolean>((resolve) => calls.push({ value, answer: resolve }));
  const autosave = createAutosave({ save, onStatus: (s) => statuses.push(s) });
  return { calls, statuses, autosave };
}

// Lets the promise callbacks of an answered save run.
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("message draft autosave", () => {
  it("saves 3 s after the last keystroke, once", async () => {
    const { calls, statuses, autosave } = setup();
    autosave.edit("B");
    await vi.advanceTimersByTimeAsync(2_000);
    autosave.edit("Bo");
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(["Bo"]);
    calls[0]?.answer(true);
    await settle();
    expect(statuses).toEqual(["pending", "saving", "saved"]);
  });

  it("queues edits made during a save and sends them after it, never two at once", async () => {
    const { calls, statuses, autosave } = setup();
    autosave.edit("Bonjour");
    await vi.advanceTimersByTimeAsync(3_000);
    autosave.edit("Bonjour docteur");
    await vi.advanceTimersByTimeAsync(3_000);
    // The delay ran out while the first save is still running: nothing sent in parallel.
    expect(calls.map((c) => c.value)).toEqual(["Bonjour"]);
    calls[0]?.answer(true);
    await settle();
    expect(calls.map((c) => c.value)).toEqual(["Bonjour", "Bonjour docteur"]);
    calls[1]?.answer(true);
    await settle();
    expect(statuses.at(-1)).toBe("saved");
  });

  it("does not save an unchanged text again, and shows a failure until the next edit", async () => {
    const { calls, statuses, autosave } = setup();
    autosave.edit("Texte");
    await vi.advanceTimersByTimeAsync(3_000);
    calls[0]?.answer(false);
    await settle();
    expect(statuses.at(-1)).toBe("error");
    autosave.edit("Texte");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls.map((c) => c.value)).toEqual(["Texte", "Texte"]);
    calls[1]?.answer(true);
    await settle();
    autosave.edit("Texte");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(2);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("settles before Send: pending edits are dropped, a running save is awaited, nothing follows the reset", async () => {
    const { calls, statuses, autosave } = setup();
    autosave.edit("Avis");
    await vi.advanceTimersByTimeAsync(3_000);
    autosave.edit("Avis complet");
    let settled = false;
    const done = autosave.settle().then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    calls[0]?.answer(true);
    await done;
    autosave.reset("");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((c) => c.value)).toEqual(["Avis"]);
    expect(statuses.at(-1)).toBe("idle");
  });

  it("flushes the pending text at once", async () => {
    const { calls, autosave } = setup();
    autosave.edit("Vite");
    const flushed = autosave.flush();
    expect(calls.map((c) => c.value)).toEqual(["Vite"]);
    calls[0]?.answer(true);
    await flushed;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(1);
  });
});
