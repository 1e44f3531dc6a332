import { Navigate, useLocation } from "react-router";
import { Trans } from "@lingui/react/macro";
import { Link } from "../../../ui/Link.tsx";
import { CodeForm } from "./CodeForm.tsx";
import { useLoginFlow } from "./login-flow.ts";
import "../accounts.css";

/** /login/code; without a password step behind it (a reload, a bookmark) it starts over. */
export function CodeStep() {
  const { pending, setPending, finish } = useLoginFlow();
  const { search } = useLocation();
  if (!pending) return <Navigate to={{ pathname: "/login", search }} replace />;
  return (
    <>
      <h1 className="login-title">
        <Trans>Vérification</Trans>
      </h1>
      <CodeForm pending={pending} onSuccess={finish} onPendingChange={setPending} />
      <Link href={{ pathname: "/login", search }} className="login-secondary-link" onPress={() => setPending(null)}>
        <Trans>Utiliser une autre adresse e-mail</Trans>
      </Link>
    </>
  );
}
