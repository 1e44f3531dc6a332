import { useOutletContext } from "react-router";
import type { ProSanteConnectOption_query$key } from "../../../__generated__/ProSanteConnectOption_query.graphql";
import type { PendingLogin } from "./useLoginMutation.ts";

/** What the login page shares with its two steps (/login and /login/code). */
export type LoginFlow = {
  /** The login page's query, for the card-service option. */
  query: ProSanteConnectOption_query$key;
  pending: PendingLogin | null;
  setPending: (pending: PendingLogin | null) => void;
  /** Called once a session exists. */
  finish: () => void;
};

export function useLoginFlow(): LoginFlow {
  return useOutletContext<LoginFlow>();
}
