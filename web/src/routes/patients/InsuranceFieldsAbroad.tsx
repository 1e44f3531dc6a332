import { useLingui } from "@lingui/react/macro";
import { checkKrankenkasse } from "@rules/krankenkasse.ts";
import { checkKvnr, KVNR_LENGTH, normalizeKvnr } from "@rules/kvnr.ts";
import { checkNiss, NISS_LENGTH, normalizeNiss } from "@rules/niss.ts";
import type { PatientDraft, PatientDraftField } from "./patient-draft.ts";
import { Field } from "./PatientField.tsx";
import { usePatientErrorText } from "./usePatientErrorText.ts";

type Props = {
  value: PatientDraft;
  onChange: (value: PatientDraft) => void;
  /** The form's error text for a field (a save's refusal), if any. */
  error: (field: PatientDraftField) => string | undefined;
  isDisabled?: boolean;
};

/**
 * A Belgian patient's insurance identity: the national register number, or a BIS number
 * (RULES.md §4), checked as soon as its 11 digits are typed. No French field is asked.
 */
export function BelgianInsuranceFields({ value, onChange, error, isDisabled }: Props) {
  const { t } = useLingui();
  const errorText = usePatientErrorText();
  const typed = normalizeNiss(value.niss);
  const live = typed.length >= NISS_LENGTH ? checkNiss(typed) : null;
  const hint = !typed
    ? t`11 chiffres : date de naissance (AAMMJJ), numéro d'ordre et contrôle. Un numéro BIS convient aussi.`
    : live?.ok
      ? live.bis
        ? t`Numéro BIS valide.`
        : t`Numéro de registre national valide.`
      : live
        ? undefined
        : t`${typed.length} chiffres sur 11.`;
  return (
    <Field
      label={t`Numéro de registre national (NISS)`}
      value={value.niss}
      onChange={(niss) => onChange({ ...value, niss })}
      error={error("niss") ?? (live && !live.ok ? errorText(live.problem) : undefined)}
      isDisabled={isDisabled}
      maxLength={20}
      autoComplete="off"
      description={hint}
    />
  );
}

/**
 * A German patient's insurance identity: the Krankenversichertennummer (RULES.md §5, checked
 * once its 10 characters are typed) and the Krankenkasse, by name or IK number.
 */
export function GermanInsuranceFields({ value, onChange, error, isDisabled }: Props) {
  const { t } = useLingui();
  const errorText = usePatientErrorText();
  const typed = normalizeKvnr(value.kvnr);
  const live = typed.length >= KVNR_LENGTH ? checkKvnr(typed) : null;
  const hint = !typed ? t`Une lettre et 9 chiffres, sur la carte d'assuré (eGK).` : live?.ok ? t`Numéro d'assuré valide.` : undefined;
  const insurer = value.krankenkasse.trim();
  const insurerCheck = insurer && /^[\d\s.]+$/.test(insurer) && insurer.replace(/\D/g, "").length >= 9 ? checkKrankenkasse(insurer) : null;
  return (
    <div className="patient-form-row patient-form-insurance">
      <Field
        label={t`Numéro d'assuré (KVNR)`}
        value={value.kvnr}
        onChange={(kvnr) => onChange({ ...value, kvnr })}
        error={error("kvnr") ?? (live && !live.ok ? errorText(live.problem) : undefined)}
        isDisabled={isDisabled}
        maxLength={14}
        autoComplete="off"
        description={hint}
      />
      <Field
        label={t`Caisse d'assurance maladie (Krankenkasse)`}
        value={value.krankenkasse}
        onChange={(krankenkasse) => onChange({ ...value, krankenkasse })}
        error={error("krankenkasse") ?? (insurerCheck && !insurerCheck.ok ? errorText(insurerCheck.problem) : undefined)}
        isDisabled={isDisabled}
        maxLength={100}
        autoComplete="off"
        description={t`Son nom, ou son numéro IK à 9 chiffres.`}
      />
    </div>
  );
}
