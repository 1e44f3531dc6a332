type Listener = () => void;

/**
 * Calls that hit an ended session wait here while the user logs in again, then retry: the page
 * the user was on keeps its state instead of being torn down by a redirect (spec 2 §6, §8).
 * The gate is open only while an authenticated screen is mounted; elsewhere (the login page,
 * the first load) auth errors go through unchanged and the route guard redirects instead.
 */
export type ReauthGate = {
  /** Called by the authenticated layout; returns the matching release. */
  attach(): () => void;
  /** A promise that settles after the next successful login, or null when no screen can ask for one. */
  waitForLogin(): Promise<void> | null;
  /** The user logged in again: every waiting call retries. */
  loggedIn(): void;
  /** True while a login is awaited (the dialog is open). */
  isPending(): boolean;
  /** Counts the logins through the gate: subscriptions restart when it changes. */
  epoch(): number;
  subscribe(listener: Listener): () => void;
};

export function createReauthGate(): ReauthGate {
  let attached = 0;
  let logins = 0;
  let pending: { promise: Promise<void>; resolve: () => void } | null = null;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    attach() {
      attached += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        attached -= 1;
        // The screen that asked is gone (the user chose another account): let the waiting calls
        // fail instead of reopening the dialog on the next screen.
        if (attached === 0 && pending) {
          const current = pending;
          pending = null;
          current.resolve();
          notify();
        }
      };
    },
    waitForLogin() {
      if (attached === 0) return null;
      if (!pending) {
        let resolve = () => {};
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        pending = { promise, resolve };
        notify();
      }
      return pending.promise;
    },
    loggedIn() {
      const current = pending;
      if (!current) return;
      pending = null;
      logins += 1;
      current.resolve();
      notify();
    },
    isPending: () => pending !== null,
    epoch: () => logins,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one gate, shared by the network layer and the session dialog. */
export const reauthGate = createReauthGate();
