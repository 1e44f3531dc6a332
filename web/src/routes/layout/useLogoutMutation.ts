import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { useLogoutMutation as LogoutMutationType } from "../../__generated__/useLogoutMutation.graphql";
import { useResetRelayEnvironment } from "../../relay/RelayRoot.tsx";

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      ok
    }
  }
`;

/** Ends the session, forgets every loaded record, and shows the login page. */
export function useLogoutMutation(): [() => void, boolean] {
  const [commit, isInFlight] = useMutation<LogoutMutationType>(logoutMutation);
  const resetEnvironment = useResetRelayEnvironment();
  const navigate = useNavigate();
  const logout = useCallback(() => {
    const leave = () => {
      resetEnvironment();
      void navigate("/login", { replace: true });
    };
    // Leave even if the call fails: the user asked to go, and the session cookie dies with its idle timeout.
    commit({ variables: {}, onCompleted: leave, onError: leave });
  }, [commit, navigate, resetEnvironment]);
  return [logout, isInFlight];
}
