import { Suspense, useState } from "react";
import { FieldError, Label, Radio, RadioGroup, TextArea, TextField as AriaTextField } from "react-aria-components";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRESCRIPTION_DATE_LENGTH, PRESCRIPTION_FORM_TEXT_MAX, PRESCRIPTION_TEXT_MAX, prescriptionDateDay, WORK_ACCIDENT_NUMBER_MAX, type PrescriptionTemplate } from "@rules/prescription-fields.ts";
import type { PrescriptionModalQuery } from "../../__generated__/PrescriptionModalQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { fetchPrescriptionPdf, savePdf, type PrescriptionForm } from "./prescription-calls.ts";
import { useAttachPrescriptionMutation } from "./useAttachPrescriptionMutation.ts";
import "./prescription-error-messages.ts";
import "./prescription.css";

type FieldName = "text" | "aldText" | "ald" | "workAccident" | "workAccidentDate" | "deadlineDate";
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: Omit<PrescriptionForm, "billingNumber"> = { template: "bizone", text: "", aldText: "", ald: null, workAccident: null, workAccidentDate: "", workAccidentNumber: "", deadlineDate: "" };

/**
 * Spec 2 §2 "create prescription", §3 templates, §5 rules, §8 failure (issue 22 item 3): the
 * template, its fields, the billing number it is written under, a preview to download, and
 * "attach", disabled with its reason while no billing number is chosen.
 */
export function PrescriptionModal({ requestId, databaseId, isOpen, onClose }: { requestId: string; databaseId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Rédiger une ordonnance`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <PrescriptionModalContent requestId={requestId} databaseId={databaseId} onClose={onClose} />
      </Suspense>
    </ModalDialog>
  );
}

function TextZone({ label, value, onChange, error, maxLength, autoFocus }: { label: string; value: string; onChange: (value: string) => void; error?: string; maxLength: number; autoFocus?: boolean }) {
  return (
    <AriaTextField className="field" value={value} onChange={onChange} maxLength={maxLength} isInvalid={Boolean(error)} validationBehavior="aria" autoFocus={autoFocus}>
      <Label className="field-label">{label}</Label>
      <TextArea className="field-input prescription-text" rows={5} />
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}

function YesNo({ label, value, onChange, error }: { label: string; value: boolean | null; onChange: (value: boolean) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <RadioGroup className="field" value={value === null ? null : value ? "yes" : "no"} onChange={(choice) => onChange(choice === "yes")} isRequired isInvalid={Boolean(error)} validationBehavior="aria" orientation="horizontal">
      <Label className="field-label">{label}</Label>
      <div className="prescription-choices">
        <Radio value="yes" className="prescription-radio">{t`Oui`}</Radio>
        <Radio value="no" className="prescription-radio">{t`Non`}</Radio>
      </div>
      <FieldError className="field-error">{error}</FieldError>
    </RadioGroup>
  );
}

function PrescriptionModalContent({ requestId, databaseId, onClose }: { requestId: string; databaseId: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const data = useLazyLoadQuery<PrescriptionModalQuery>(
    graphql`
      query PrescriptionModalQuery {
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
    { fetchPolicy: "store-and-network" },
  );
  const numbers = data.viewer?.billingInfos ?? [];
  const [form, setForm] = useState<PrescriptionForm>(() => ({ ...EMPTY, billingNumber: (numbers.find((info) => info.isDefault) ?? numbers[0])?.number ?? null }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [attach, isAttaching] = useAttachPrescriptionMutation();
  const set = <K extends keyof PrescriptionForm>(key: K) => (value: PrescriptionForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const templates: { id: PrescriptionTemplate; label: string }[] = [
    { id: "default", label: t`Ordonnance simple` },
    { id: "bizone", label: t`Ordonnance bizone (affection de longue durée)` },
    { id: "cerfa_12708_02", label: t`Ordonnance d'exception (cerfa 12708*02)` },
  ];
  const dateHint = t`JJMMAAAA, facultative`;

  /** Spec 2 §5, checked here first (the server checks again): nothing is sent with an error in view. */
  const check = (): boolean => {
    const found: FieldErrors = {};
    const required = t`Ce champ est obligatoire.`;
    if (form.template === "bizone" ? !form.text.trim() && !form.aldText.trim() : !form.text.trim()) found.text = t`Le texte de l'ordonnance est obligatoire.`;
    if (form.template === "cerfa_12708_02") {
      if (form.ald === null) found.ald = required;
      if (form.workAccident === null) found.workAccident = required;
      const badDate = t`Date invalide : saisissez-la au format JJMMAAAA (8 chiffres).`;
      if (form.workAccidentDate.trim() && !prescriptionDateDay(form.workAccidentDate.trim())) found.workAccidentDate = badDate;
      if (form.deadlineDate.trim() && !prescriptionDateDay(form.deadlineDate.trim())) found.deadlineDate = badDate;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Spec 2 §8: "Une erreur s'est produite", with the server's messageDetails (translated by code when we know it). */
  const fail = (code: string, message: string | null | undefined) => {
    if (code === "internal_error" || code === "network_error") console.error("[prescription] the call failed", code, message);
    setFailure(`${t`Une erreur s'est produite.`} ${errorText({ code, message })}`);
  };

  const preview = async () => {
    setFailure(null);
    if (!check()) return;
    setPreviewing(true);
    const outcome = await fetchPrescriptionPdf(databaseId, form, i18n.locale);
    setPreviewing(false);
    if (outcome.ok) savePdf(outcome.blob, outcome.name);
    else fail(outcome.code, outcome.message);
  };

  const submit = async () => {
    setFailure(null);
    if (!check()) return;
    const outcome = await attach(requestId, form);
    if (outcome.ok) onClose();
    else fail(outcome.error.code, outcome.error.message);
  };

  const isForm = form.template === "cerfa_12708_02";
  return (
    <form
      className="prescription-modal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioGroup className="field" value={form.template} onChange={(value) => set("template")(templates.find((option) => option.id === value)?.id ?? "default")}>
        <Label className="field-label">{t`Modèle`}</Label>
        <div className="prescription-choices">
          {templates.map((option) => (
            <Radio key={option.id} value={option.id} className="prescription-radio">
              {option.label}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      {form.template === "bizone" ? (
        <>
          <TextZone label={t`Prescriptions relatives au traitement de l'affection de longue durée`} value={form.aldText} onChange={set("aldText")} maxLength={PRESCRIPTION_TEXT_MAX} autoFocus />
          <div className="prescription-zone">
            <TextZone label={t`Prescriptions sans rapport avec l'affection de longue durée`} value={form.text} onChange={set("text")} error={errors.text} maxLength={PRESCRIPTION_TEXT_MAX} />
          </div>
        </>
      ) : (
        <TextZone
          label={isForm ? t`Médicament, produit ou prestation d'exception, posologie et durée` : t`Prescription`}
          value={form.text}
          onChange={set("text")}
          error={errors.text}
          maxLength={isForm ? PRESCRIPTION_FORM_TEXT_MAX : PRESCRIPTION_TEXT_MAX}
          autoFocus
        />
      )}

      {isForm ? (
        <>
          <YesNo label={t`Soins en rapport avec une affection de longue durée exonérante`} value={form.ald} onChange={set("ald")} error={errors.ald} />
          <YesNo label={t`Accident du travail ou maladie professionnelle`} value={form.workAccident} onChange={set("workAccident")} error={errors.workAccident} />
          <div className="prescription-row">
            <TextField
              label={t`Date de l'accident du travail`}
              description={dateHint}
              value={form.workAccidentDate}
              onChange={set("workAccidentDate")}
              maxLength={PRESCRIPTION_DATE_LENGTH}
              inputMode="numeric"
              validationBehavior="aria"
              validate={() => errors.workAccidentDate ?? null}
            />
            <TextField label={t`N° de l'accident du travail`} value={form.workAccidentNumber} onChange={set("workAccidentNumber")} maxLength={WORK_ACCIDENT_NUMBER_MAX} />
            <TextField
              label={t`À réaliser avant le`}
              description={dateHint}
              value={form.deadlineDate}
              onChange={set("deadlineDate")}
              maxLength={PRESCRIPTION_DATE_LENGTH}
              inputMode="numeric"
              validationBehavior="aria"
              validate={() => errors.deadlineDate ?? null}
            />
          </div>
        </>
      ) : null}

      {numbers.length > 0 ? (
        <Select
          label={t`Numéro de facturation (n° AM)`}
          options={numbers.map((info) => ({ id: info.number, label: `${info.label} (${info.number})` }))}
          value={form.billingNumber ?? numbers[0]?.number ?? ""}
          onChange={(number) => setForm((current) => ({ ...current, billingNumber: number }))}
        />
      ) : (
        <p className="muted prescription-reason" id="prescription-attach-reason">
          <Trans>Pour joindre l'ordonnance à la demande, ajoutez d'abord un numéro de facturation dans vos réglages. L'aperçu reste possible sans numéro.</Trans>
        </p>
      )}

      {failure ? <Alert>{failure}</Alert> : null}

      <div className="prescription-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button onPress={() => void preview()} isPending={previewing}>
          <Trans>Télécharger l'aperçu</Trans>
        </Button>
        <Button type="submit" variant="primary" isDisabled={!form.billingNumber} isPending={isAttaching} aria-describedby={form.billingNumber ? undefined : "prescription-attach-reason"}>
          <Trans>Joindre à la demande</Trans>
        </Button>
      </div>
    </form>
  );
}
