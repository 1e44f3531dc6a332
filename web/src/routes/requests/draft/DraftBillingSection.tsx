import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { DraftBillingSectionQuery } from "../../../__generated__/DraftBillingSectionQuery.graphql";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { Select } from "../../../ui/Select.tsx";
import { useEligibilityLabels, type Eligibility } from "../../consults/consult-labels.ts";
import { BillingNumbersModal } from "../../settings/BillingNumbersModal.tsx";

/** The profession code of dentists (spec 1 §3). */
const DENTIST = 40;

type Props = {
  requesterBills: boolean;
  /** The author's requester acts for this patient this year against the yearly cap (RULES.md §8), when their act has one. */
  yearlyCap: { count: number; cap: number; reached: boolean } | null;
  billingNumber: string | null;
  eligibility: Eligibility | null;
  eligibilityRestricted: boolean;
  eligibilityChoices: readonly Eligibility[];
  authorProfessionCode: number | null;
  /** Whether the billing number step opens by itself (spec 2 §4 prerequisite order). */
  stepOpen: boolean;
  onStepClosed: () => void;
  onSave: (fields: { billingNumber?: string; eligibility?: Eligibility | null }) => Promise<unknown>;
};

/**
 * The draft's billing (spec 2 §3 eligibility and billing_number, §4 prerequisite steps): the
 * requester's billing number when they bill a requester act (chosen in the settings' billing
 * numbers modal, reused here: its default becomes the draft's), and the request's eligibility,
 * asked as the date requires (restricted categories before 1 April 2022, else non-eligible only).
 */
export function DraftBillingSection({ requesterBills, yearlyCap, billingNumber, eligibility, eligibilityRestricted, eligibilityChoices, authorProfessionCode, stepOpen, onStepClosed, onSave }: Props) {
  const { t } = useLingui();
  const labels = useEligibilityLabels();
  const data = useLazyLoadQuery<DraftBillingSectionQuery>(
    graphql`
      query DraftBillingSectionQuery {
        viewer {
          billingInfos {
            id
            label
            number
            isDefault
          }
        }
      }
    `,
    {},
    { fetchPolicy: requesterBills ? "store-or-network" : "store-only" },
  );
  const [modalOpen, setModalOpen] = useState(false);
  const numbers = data.viewer?.billingInfos ?? [];
  const chosen = numbers.find((info) => info.number === billingNumber) ?? null;
  const open = requesterBills && (modalOpen || stepOpen);
  const cap = yearlyCap?.cap ?? 0;
  const count = yearlyCap?.count ?? 0;

  const close = () => {
    setModalOpen(false);
    onStepClosed();
    // The number chosen (or just entered) in the modal is the default: it becomes the draft's.
    const preferred = numbers.find((info) => info.isDefault);
    if (preferred && preferred.number !== billingNumber) void onSave({ billingNumber: preferred.number });
  };

  return (
    <section className="panel" aria-labelledby="draft-billing">
      <h2 id="draft-billing" className="panel-title">
        <Trans>Facturation</Trans>
      </h2>
      {requesterBills ? (
        <>
          <p>
            {chosen ? (
              <Trans>
                Numéro de facturation : <strong>{chosen.label}</strong> ({chosen.number})
              </Trans>
            ) : billingNumber ? (
              <Trans>Numéro de facturation : {billingNumber}</Trans>
            ) : (
              <span className="muted">
                <Trans>Aucun numéro de facturation : il est nécessaire pour facturer votre acte de requérant.</Trans>
              </span>
            )}
          </p>
          {yearlyCap && yearlyCap.count > 0 ? (
            <p className={yearlyCap.reached ? "draft-billing-cap draft-billing-cap-reached" : "draft-billing-cap"}>
              <Plural value={count} one="Vous avez déjà facturé # acte de requérant pour ce patient cette année." other="Vous avez déjà facturé # actes de requérant pour ce patient cette année." />{" "}
              {yearlyCap.reached ? (
                <Trans>Le plafond de {cap} par an est atteint : l'Assurance maladie ne prend plus en charge votre acte pour ce patient cette année.</Trans>
              ) : (
                <Trans>Le plafond est de {cap} par an.</Trans>
              )}
            </p>
          ) : null}
          <Button variant="secondary" onPress={() => setModalOpen(true)}>
            {billingNumber ? t`Changer de numéro de facturation` : t`Choisir le numéro de facturation`}
          </Button>
          {open ? <BillingNumbersModal numbers={numbers} onClose={close} /> : null}
        </>
      ) : null}
      {eligibilityRestricted ? (
        <Select<Eligibility | "UNSET">
          label={t`Éligibilité du patient`}
          options={[{ id: "UNSET", label: t`Non précisée` }, ...eligibilityChoices.map((id) => ({ id, label: labels[id] }))]}
          value={eligibility ?? "UNSET"}
          onChange={(value) => void onSave({ eligibility: value === "UNSET" ? null : value })}
        />
      ) : (
        <Checkbox isSelected={eligibility === "NONELIGIBLE"} onChange={(selected) => void onSave({ eligibility: selected ? "NONELIGIBLE" : null })}>
          <Trans>Patient non éligible à la prise en charge de la télé-expertise</Trans>
        </Checkbox>
      )}
      <p className="muted draft-billing-hint">
        {authorProfessionCode === DENTIST
          ? t`Chirurgien-dentiste : vous ne facturez pas d'acte de requérant ; l'éligibilité indiquée vaut pour l'acte de l'expert.`
          : t`Tous les patients sont éligibles, y compris les résidents d'un établissement médico-social (EHPAD, foyer) : cochez seulement si la prise en charge ne s'applique pas.`}
      </p>
    </section>
  );
}
