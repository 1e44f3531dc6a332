type Listener = () => void;

/**
 * Spec 2 §6/§8: a call refused with the `unvalidated` code opens the verification dialog,
 * wherever the call came from. The network layer reports; the dialog listens.
 */
export type UnvalidatedNotice = {
  report(): void;
  dismiss(): void;
  isOpen(): boolean;
  subscribe(listener: Listener): () => void;
};

export function createUnvalidatedNotice(): UnvalidatedNotice {
  let open = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    report: () => set(true),
    dismiss: () => set(false),
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one notice, shared by the network layer and the dialog. */
export const unvalidatedNotice = createUnvalidatedNotice();
