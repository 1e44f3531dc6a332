import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { useLogoutMutation as LogoutMutationType } from "../../__generated__/useLogoutMutation.graphql";
import { useResetRelayEnvironment } from "../../relay/relay-reset.ts";
import { succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      ok
    }
  }
`;

/** Ends the session, forgets every loaded record, and shows the login page. */
export function useLogoutMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<LogoutMutationType>(logoutMutation, () => succeeded());
  const resetEnvironment = useResetRelayEnvironment();
  const navigate = useNavigate();
  const logout = async () => {
    const outcome = await commit({});
    // Leave even if the call failed: the user asked to go, and the session cookie dies with its idle timeout.
    resetEnvironment();
    void navigate("/login", { replace: true });
    return outcome;
  };
  return [logout, isInFlight];
}
