import { useLingui } from "@lingui/react/macro";
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import { checkNir, nirMismatches, normalizeNir } from "@rules/nir.ts";
import { isUnder16, nirRequired, type PatientRequirements } from "@rules/patient.ts";
import { BirthPlaceField } from "./BirthPlaceField.tsx";
import { Field } from "./PatientField.tsx";
import { BelgianInsuranceFields, GermanInsuranceFields } from "./InsuranceFieldsAbroad.tsx";
import { birthDateOf, type PatientDraft, type PatientDraftField } from "./patient-draft.ts";
import { usePatientErrorText } from "./usePatientErrorText.ts";
import "./patient-form.css";

export type PatientFormProps = {
  value: PatientDraft;
  onChange: (value: PatientDraft) => void;
  requirements: PatientRequirements;
  /** Per field: an error code (patientDraftErrors, a server code) or a text shown as is. */
  errors?: Partial<Record<PatientDraftField, string>>;
  /** "YYYY-MM-DD" in the user's calendar (for the under-16 rule and future dates). */
  today: string;
  isDisabled?: boolean;
};

const digitsOnly = (value: string) => value.replace(/\D/g, "");

/**
 * The patient step's form (spec 2 §5), controlled: required traits, birth date in three digit
 * fields, the insurance identity of the patient's country (France: NIR with its key checked as
 * the user types, birth place and regime codes; Belgium: NISS; Germany: KVNR and Krankenkasse;
 * no French field for the others), and the recipient group's extra fields. Checks come from @rules/patient.ts, the
 * same ones the server runs when the draft is published.
 */
export function PatientForm({ value, onChange, requirements, errors = {}, today, isDisabled }: PatientFormProps) {
  const { t } = useLingui();
  const errorText = usePatientErrorText();
  const set = <K extends keyof PatientDraft>(key: K) => (next: PatientDraft[K]) => onChange({ ...value, [key]: next });
  const error = (field: PatientDraftField) => (errors[field] ? errorText(errors[field]) : undefined);
  const extra = new Set(requirements.extraFields);
  const birthDate = birthDateOf(value, today);
  const child = isUnder16(birthDate, today);
  const nirIsRequired = nirRequired({ birthDate }, requirements, today);

  const typedNir = normalizeNir(value.nir);
  const liveNirCheck = typedNir.length >= 15 ? checkNir(typedNir) : null;
  // The key is checked as soon as the number is complete, before any save.
  const nirError = error("nir") ?? (liveNirCheck && !liveNirCheck.ok ? errorText(liveNirCheck.problem) : undefined);

  const nirHint = (() => {
    const typed = normalizeNir(value.nir);
    if (!typed) return child ? t`Pour un patient de moins de 16 ans, indiquez le NIR de l'assuré qui lui ouvre ses droits.` : t`15 caractères, clé comprise.`;
    if (typed.length < 15) return t`${typed.length} caractères sur 15.`;
    const checked = checkNir(typed);
    if (!checked.ok) return undefined;
    const year = Number(value.birthYear);
    const mismatch = !child && nirMismatches(checked.nir, { gender: value.gender, birthDate: birthDate ? { year, month: Number(value.birthMonth) } : null }).length > 0;
    return mismatch ? t`Clé valide, mais le NIR ne correspond pas au sexe ou à la date de naissance saisis : vérifiez-le.` : t`Clé du NIR valide.`;
  })();

  return (
    <div className="patient-form">
      <RadioGroup
        className="field patient-form-gender"
        value={value.gender}
        onChange={(gender) => set("gender")(gender === "M" || gender === "F" || gender === "O" ? gender : null)}
        isRequired
        isInvalid={Boolean(errors.gender)}
        isDisabled={isDisabled}
        validationBehavior="aria"
        orientation="horizontal"
      >
        <Label className="field-label">
          {t`Sexe`}
          <span className="patient-form-required">{" *"}</span>
        </Label>
        <div className="patient-form-choices">
          <Radio value="F" className="patient-form-radio">{t`Femme`}</Radio>
          <Radio value="M" className="patient-form-radio">{t`Homme`}</Radio>
          <Radio value="O" className="patient-form-radio">{t`Autre`}</Radio>
        </div>
        <FieldError className="field-error">{error("gender")}</FieldError>
      </RadioGroup>

      <div className="patient-form-row">
        <Field label={t`Prénom`} value={value.firstName} onChange={set("firstName")} error={error("firstName")} isRequired isDisabled={isDisabled} maxLength={100} autoComplete="off" />
        <Field label={t`Nom de naissance`} value={value.birthName} onChange={set("birthName")} error={error("birthName")} isRequired isDisabled={isDisabled} maxLength={100} autoComplete="off" />
        <Field label={t`Nom d'usage`} value={value.lastName} onChange={set("lastName")} error={error("lastName")} isDisabled={isDisabled} maxLength={100} autoComplete="off" />
      </div>

      <fieldset className="patient-form-date" aria-describedby={errors.birthDate ? "patient-birth-date-error" : undefined}>
        <legend className="field-label">
          {t`Date de naissance`}
          <span className="patient-form-required">{" *"}</span>
        </legend>
        <div className="patient-form-date-parts">
          <Field label={t`Jour`} value={value.birthDay} onChange={(next) => set("birthDay")(digitsOnly(next))} isRequired isDisabled={isDisabled} maxLength={2} inputMode="numeric" className="patient-form-day" />
          <Field label={t`Mois`} value={value.birthMonth} onChange={(next) => set("birthMonth")(digitsOnly(next))} isRequired isDisabled={isDisabled} maxLength={2} inputMode="numeric" className="patient-form-month" />
          <Field label={t`Année`} value={value.birthYear} onChange={(next) => set("birthYear")(digitsOnly(next))} isRequired isDisabled={isDisabled} maxLength={4} inputMode="numeric" className="patient-form-year" />
        </div>
        {errors.birthDate ? (
          <p id="patient-birth-date-error" className="field-error" role="alert">
            {error("birthDate")}
          </p>
        ) : null}
      </fieldset>

      {requirements.country === "FR" || extra.has("BIRTH_PLACE") ? (
        <BirthPlaceField value={value.birthPlace} onChange={set("birthPlace")} error={error("birthPlace")} isRequired={extra.has("BIRTH_PLACE")} isDisabled={isDisabled} />
      ) : null}

      {requirements.country === "BE" ? <BelgianInsuranceFields value={value} onChange={onChange} error={error} isDisabled={isDisabled} /> : null}
      {requirements.country === "DE" ? <GermanInsuranceFields value={value} onChange={onChange} error={error} isDisabled={isDisabled} /> : null}
      {requirements.country === "FR" ? (
        <>
          <Field
            label={child ? t`NIR de l'assuré (ouvrant droit)` : t`Numéro de sécurité sociale (NIR)`}
            value={value.nir}
            onChange={set("nir")}
            error={nirError}
            isRequired={nirIsRequired}
            isDisabled={isDisabled}
            maxLength={21}
            autoComplete="off"
            description={nirHint}
          />

          {requirements.insurance ? (
            <div className="patient-form-row patient-form-insurance">
              <Field label={t`Régime`} value={value.regime} onChange={(next) => set("regime")(digitsOnly(next))} error={error("regime")} isRequired isDisabled={isDisabled} maxLength={2} inputMode="numeric" />
              <Field label={t`Caisse`} value={value.caisse} onChange={(next) => set("caisse")(digitsOnly(next))} error={error("caisse")} isRequired={extra.has("CAISSE")} isDisabled={isDisabled} maxLength={3} inputMode="numeric" />
              <Field label={t`Centre`} value={value.centre} onChange={(next) => set("centre")(digitsOnly(next))} error={error("centre")} isRequired={extra.has("CENTRE")} isDisabled={isDisabled} maxLength={4} inputMode="numeric" />
              <Field label={t`Code gestion`} value={value.gestion} onChange={(next) => set("gestion")(digitsOnly(next))} error={error("gestion")} isDisabled={isDisabled} maxLength={2} inputMode="numeric" />
            </div>
          ) : (
            <div className="patient-form-row">
              {extra.has("CAISSE") ? (
                <Field label={t`Caisse`} value={value.caisse} onChange={(next) => set("caisse")(digitsOnly(next))} error={error("caisse")} isRequired isDisabled={isDisabled} maxLength={3} inputMode="numeric" />
              ) : null}
              {extra.has("CENTRE") ? (
                <Field label={t`Centre`} value={value.centre} onChange={(next) => set("centre")(digitsOnly(next))} error={error("centre")} isRequired isDisabled={isDisabled} maxLength={4} inputMode="numeric" />
              ) : null}
            </div>
          )}
        </>
      ) : null}

      {extra.has("PHONE") ? (
        <Field label={t`Téléphone du patient`} value={value.phone} onChange={set("phone")} error={error("phone")} isRequired isDisabled={isDisabled} maxLength={30} inputMode="tel" />
      ) : null}
      {extra.has("EMAIL") ? (
        <Field label={t`Adresse e-mail du patient`} value={value.email} onChange={set("email")} error={error("email")} isRequired isDisabled={isDisabled} maxLength={254} inputMode="email" />
      ) : null}
      {extra.has("ADDRESS") ? (
        <Field label={t`Adresse postale du patient`} value={value.address} onChange={set("address")} error={error("address")} isRequired isDisabled={isDisabled} maxLength={500} />
      ) : null}
    </div>
  );
}
