/** Spec 2 §4 "Autosave": message drafts are saved 3 s after typing stops. */
export const AUTOSAVE_DELAY_MS = 3_000;

/** What the composer shows: nothing yet, edits waiting for the delay, a save running, saved, or failed. */
export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

type Timers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

export type AutosaveOptions = {
  delayMs?: number;
  /** Sends one value; resolves true when the server kept it. Never called twice at once. */
  save: (value: string) => Promise<boolean>;
  onStatus: (status: AutosaveStatus) => void;
  timers?: Timers;
};

export type Autosave = {
  /** The text changed: the delay starts again. */
  edit(value: string): void;
  /** Saves what is pending now, and resolves when nothing is left to send. */
  flush(): Promise<void>;
  /** Forgets pending edits and waits for a running save: before Send replaces the draft. */
  settle(): Promise<void>;
  /** The server holds `value` now (after Send: the empty composer); nothing is pending. */
  reset(value: string): void;
  dispose(): void;
};

const defaultTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * One save at a time, in order: edits made while a save runs are not lost nor sent in parallel
 * (where the older answer could land last and overwrite the newer text); they wait for it and
 * go next (spec 2 §4 "Updates made during a pending save are queued and sent afterwards").
 */
export function createAutosave({ delayMs = AUTOSAVE_DELAY_MS, save, onStatus, timers = defaultTimers }: AutosaveOptions): Autosave {
  let latest = "";
  let saved = "";
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  // The delay ran out (or flush was asked) while a save was running: save again right after it.
  let queued = false;
  let disposed = false;
  let status: AutosaveStatus = "idle";

  const setStatus = (next: AutosaveStatus) => {
    if (next === status || disposed) return;
    status = next;
    onStatus(next);
  };

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const run = () => {
    if (inFlight) {
      queued = true;
      return;
    }
    const value = latest;
    if (value === saved) {
      setStatus(status === "idle" ? "idle" : "saved");
      return;
    }
    setStatus("saving");
    inFlight = save(value)
      .catch(() => false)
      .then((ok) => {
        inFlight = null;
        if (ok) saved = value;
        if (disposed) return;
        if (queued) {
          queued = false;
          run();
        } else if (timer !== null) setStatus("pending");
        else if (!ok) setStatus("error");
        // Edits dropped by settle() stay unsent: Send takes the text from the composer itself.
        else setStatus(latest === saved ? "saved" : "pending");
      });
  };

  const whenIdle = async () => {
    while (inFlight) await inFlight;
  };

  return {
    edit(value) {
      latest = value;
      clearTimer();
      if (value === saved && !inFlight) {
        setStatus(status === "idle" ? "idle" : "saved");
        return;
      }
      setStatus(inFlight ? "saving" : "pending");
      timer = timers.setTimeout(() => {
        timer = null;
        run();
      }, delayMs);
    },
    async flush() {
      clearTimer();
      run();
      await whenIdle();
    },
    async settle() {
      clearTimer();
      queued = false;
      await whenIdle();
    },
    reset(value) {
      clearTimer();
      queued = false;
      latest = value;
      saved = value;
      setStatus("idle");
    },
    dispose() {
      clearTimer();
      disposed = true;
    },
  };
}
