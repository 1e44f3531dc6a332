import { useState } from "react";
import type { CodedError } from "../../../errors/error-codes.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import type { PscAction } from "./psc-start.ts";
import { loadModule } from "../../../errors/load-error.ts";
import "./pro-sante-connect.css";

type Props = { action: PscAction; redirectPath: string | null; label: string };

/** Spec 1 §2: the French card-service login or identity check (callers show it for FR only). */
export function ProSanteConnectButton({ action, redirectPath, label }: Props) {
  const errorTextOf = useErrorText();
  const [error, setError] = useState<CodedError | null>(null);
  const [isStarting, setStarting] = useState(false);
  const start = async () => {
    setError(null);
    setStarting(true);
    // Loaded on press: most visitors of the login page never use the card service.
    const failure = await loadModule(() => import("./start-pro-sante-connect.ts")).then(
      ({ startProSanteConnect }) => startProSanteConnect(action, redirectPath),
      (): CodedError => ({ code: "network_error" }),
    );
    // On success the page is leaving: the button stays busy until it has gone.
    if (failure) {
      setError(failure);
      setStarting(false);
    }
  };
  return (
    <>
      <Button variant="secondary" className="button-block button-psc" onPress={() => void start()} isPending={isStarting}>
        {label}
      </Button>
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
    </>
  );
}
