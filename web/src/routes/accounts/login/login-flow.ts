import { useOutletContext } from "react-router";
import type { PendingLogin } from "./useLoginMutation.ts";

/** What the login page shares with its two steps (/login and /login/code). */
export type LoginFlow = {
  /** Whether this installation offers the card service (the login page's query). */
  proSanteConnectAvailable: boolean;
  pending: PendingLogin | null;
  setPending: (pending: PendingLogin | null) => void;
  /** Called once a session exists. */
  finish: () => void;
};

export function useLoginFlow(): LoginFlow {
  return useOutletContext<LoginFlow>();
}
