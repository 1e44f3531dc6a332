import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { isValidMssAddress } from "@rules/mss-address.ts";
import type { MssAddressSection_user$key } from "../../__generated__/MssAddressSection_user.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useUpdateMssAddressMutation } from "./useUpdateMssAddressMutation.ts";
import "./billing-numbers.css";

/** Spec 2 §2 settings, the secure health messaging (MSSanté) address: French only (§6), optional. */
export function MssAddressSection({ user }: { user: MssAddressSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment MssAddressSection_user on User {
        country
        mssAddress
      }
    `,
    user,
  );
  const [isOpen, setOpen] = useState(false);
  if (data.country !== "FR") return null;
  return (
    <section className="settings-section" aria-labelledby="settings-mss-title">
      <h2 id="settings-mss-title" className="settings-section-title">
        <Trans>Messagerie sécurisée de santé</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>Votre adresse MSSanté, à laquelle vos correspondants peuvent envoyer les comptes rendus de façon sécurisée. Facultative.</Trans>
      </p>
      <p className="mss-address-value">{data.mssAddress ?? <Trans>Aucune adresse MSSanté enregistrée.</Trans>}</p>
      <Button onPress={() => setOpen(true)}>{data.mssAddress ? <Trans>Modifier l'adresse MSSanté</Trans> : <Trans>Ajouter une adresse MSSanté</Trans>}</Button>
      {isOpen ? <MssAddressModal current={data.mssAddress ?? ""} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function MssAddressModal({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [save, isSaving] = useUpdateMssAddressMutation();
  const [address, setAddress] = useState(current);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    setGeneral(null);
    const outcome = await save(address);
    if (outcome.ok) return onClose();
    if (outcome.error.field === "mssAddress") setServerErrors({ mssAddress: errorText(outcome.error) });
    else setGeneral(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Adresse MSSanté`} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Form className="form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`Adresse MSSanté`}
          description={t`Une adresse d'une messagerie MSSanté, par exemple prenom.nom@medecin.mssante.fr. Laissez vide pour la retirer.`}
          name="mssAddress"
          type="email"
          autoComplete="off"
          value={address}
          onChange={setAddress}
          maxLength={254}
          validate={(value) => (!value.trim() || isValidMssAddress(value) ? null : errorText({ code: "mss_address_invalid" }))}
          autoFocus
        />
        {general ? <Alert>{general}</Alert> : null}
        <div className="billing-actions">
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
