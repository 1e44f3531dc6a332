import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PartnerScope } from "../../__generated__/useRegisterPartnerApplicationMutation.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { PARTNER_SCOPE_LABELS } from "../interop/partner-scope-labels.ts";
import { useRegisterPartnerApplicationMutation } from "./useRegisterPartnerApplicationMutation.ts";

const SCOPES: PartnerScope[] = ["PROFILE_READ", "REQUESTS_READ", "REQUESTS_WRITE", "DIRECTORY_READ", "BILLING_READ"];

/** Registers a practice software: its name, where it receives its codes, what it may ask. */
export function PartnerApplicationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [register, isRegistering] = useRegisterPartnerApplicationMutation();
  const [name, setName] = useState("");
  const [uris, setUris] = useState("");
  const [rate, setRate] = useState("600");
  const [scopes, setScopes] = useState<Set<PartnerScope>>(new Set(["REQUESTS_READ"]));
  const [outcome, setOutcome] = useState<{ tone: "error" | "info"; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const result = await register({
      name,
      redirectUris: uris.split(/\s+/).filter(Boolean),
      scopes: SCOPES.filter((scope) => scopes.has(scope)),
      rateLimitPerMinute: /^\d{1,5}$/.test(rate.trim()) ? Number(rate.trim()) : null,
    });
    if (!result.ok) return setOutcome({ tone: "error", text: fieldText(result.error.field) ?? errorText(result.error) });
    setOutcome({ tone: "info", text: t`${name} est enregistré. Identifiant client à transmettre à l'éditeur : ${result.data}` });
    setName("");
    setUris("");
    onRegistered();
  };

  // The field at fault, said in words rather than "some values are not valid".
  const fieldText = (field: string | null | undefined): string | null => {
    if (field?.startsWith("redirectUris")) return t`Adresse de retour refusée : de 1 à 5 adresses https, ou http sur 127.0.0.1, [::1] ou localhost, sans #.`;
    if (field === "name") return t`Le nom doit compter de 2 à 80 caractères.`;
    if (field === "rateLimitPerMinute") return t`Le nombre d'appels par minute va de 10 à 10 000.`;
    return null;
  };

  const toggle = (scope: PartnerScope, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  return (
    <section className="partner-apps" aria-labelledby="partner-app-form-title">
      <h2 id="partner-app-form-title">
        <Trans>Enregistrer un logiciel</Trans>
      </h2>
      <form className="partner-app-form" onSubmit={(event) => void submit(event)}>
        <TextField label={t`Nom du logiciel`} value={name} onChange={setName} isRequired maxLength={80} />
        <TextField
          label={t`Adresses de retour`}
          description={t`Une ou plusieurs (jusqu'à 5), séparées par des espaces : https, ou http sur 127.0.0.1 ou localhost pour un logiciel installé sur le poste.`}
          value={uris}
          onChange={setUris}
          isRequired
          maxLength={2600}
        />
        <fieldset className="partner-app-scopes-field">
          <legend>
            <Trans>Ce qu'il pourra demander</Trans>
          </legend>
          {SCOPES.map((scope) => (
            <Checkbox key={scope} isSelected={scopes.has(scope)} onChange={(on) => toggle(scope, on)}>
              {t(PARTNER_SCOPE_LABELS[scope] ?? { id: scope })}
            </Checkbox>
          ))}
        </fieldset>
        <TextField label={t`Appels par minute au plus`} value={rate} onChange={setRate} inputMode="numeric" maxLength={5} />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <Button type="submit" variant="primary" isPending={isRegistering} isDisabled={scopes.size === 0}>
          <Trans>Enregistrer le logiciel</Trans>
        </Button>
      </form>
    </section>
  );
}
