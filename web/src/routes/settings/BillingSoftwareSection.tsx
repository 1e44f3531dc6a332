import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { BILLING_SOFTWARE_FAMILIES, BILLING_SOFTWARE_NAMES, type BillingSoftware } from "@rules/billing-software.ts";
import type { BillingSoftwareSection_settings$key } from "../../__generated__/BillingSoftwareSection_settings.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Select } from "../../ui/Select.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation.ts";

type Choice = BillingSoftware | "none";

/**
 * Spec 2 §7 PUT users/{id} billing_software, §9 families: the practice software the account bills
 * from, where the billing modal's "send to my software" goes. French only, as billing numbers (§6).
 */
export function BillingSoftwareSection({ settings }: { settings: BillingSoftwareSection_settings$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment BillingSoftwareSection_settings on Settings {
        billingSoftware
        sections {
          billingNumbers
        }
      }
    `,
    settings,
  );
  const [save] = useUpdateSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  if (!data.sections.billingNumbers) return null;
  const current: Choice = (BILLING_SOFTWARE_FAMILIES as readonly string[]).includes(data.billingSoftware ?? "") ? (data.billingSoftware as BillingSoftware) : "none";
  const options = [{ id: "none" as Choice, label: t`Aucun` }, ...BILLING_SOFTWARE_FAMILIES.map((family) => ({ id: family as Choice, label: BILLING_SOFTWARE_NAMES[family] }))];
  const choose = async (choice: Choice) => {
    setError(null);
    const outcome = await save({ billingSoftware: choice === "none" ? null : choice });
    if (!outcome.ok) setError(errorText(outcome.error));
  };
  return (
    <SettingsSection
      title={<Trans>Logiciel de facturation</Trans>}
      intro={<Trans>Le logiciel de votre cabinet : la fenêtre de facturation d'un avis peut lui envoyer l'acte directement.</Trans>}
    >
      <Select label={t`Logiciel de facturation`} options={options} value={current} onChange={(choice) => void choose(choice)} />
      {error ? <Alert>{error}</Alert> : null}
    </SettingsSection>
  );
}
