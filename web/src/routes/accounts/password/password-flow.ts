import { useOutletContext } from "react-router";

export type PasswordMode = "RESET" | "INIT";

/** Spec 1 §2 password steps, as sub-paths of /request_password or /init_password. */
export const PASSWORD_STEP_PATHS = ["", "new_password", "success"] as const;

/**
 * The history state that the success step requires: it exists only after a reset made in this
 * tab (a reload keeps it), never when the success address is opened directly.
 */
export const PASSWORD_SET_STATE = { passwordSet: true } as const;

export function isPasswordSetState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "passwordSet" in state && state.passwordSet === true;
}

export function passwordBasePath(mode: PasswordMode): string {
  return mode === "INIT" ? "/init_password" : "/request_password";
}

/** What the steps share, in the flow page's memory: a reload of step 2 starts over. */
export type PasswordFlow = {
  mode: PasswordMode;
  basePath: string;
  /** The address the codes were asked for (step 1), as the user typed it, trimmed. */
  email: string | null;
  setEmail: (email: string) => void;
  /** The new password is set and the session is open. */
  finish: () => void;
};

export function usePasswordFlow(): PasswordFlow {
  return useOutletContext<PasswordFlow>();
}
