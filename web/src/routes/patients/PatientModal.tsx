import { useState, type FormEvent, type RefObject } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { PatientRequirements } from "@rules/patient.ts";
import type { PatientModal_patient$key } from "../../__generated__/PatientModal_patient.graphql";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { PatientForm } from "./PatientForm.tsx";
import { localToday, patientDraftErrors, patientDraftOf, patientInputOf, type PatientDraft, type PatientDraftField } from "./patient-draft.ts";
import { useCreatePatientMutation } from "./useCreatePatientMutation.ts";
import { useUpdatePatientMutation } from "./useUpdatePatientMutation.ts";
import { usePatientErrorText } from "./usePatientErrorText.ts";

export type PatientModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The draft's patient to edit, or null to enter a new one. */
  patient: PatientModal_patient$key | null;
  requirements: PatientRequirements;
  /** Called with the saved patient's global id; the draft editor attaches it to the draft. */
  onSaved: (patientId: string) => void;
  /** The draft's patient button: the modal also opens by itself, and the focus comes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

// The server names fields as its input does (camelCase); the form's birth date is one field.
const SERVER_FIELDS: Record<string, PatientDraftField> = {
  gender: "gender",
  firstName: "firstName",
  lastName: "lastName",
  birthName: "birthName",
  birthDate: "birthDate",
  birthPlace: "birthPlace",
  nir: "nir",
  regime: "regime",
  caisse: "caisse",
  centre: "centre",
  gestion: "gestion",
  niss: "niss",
  kvnr: "kvnr",
  krankenkasse: "krankenkasse",
  phone: "phone",
  email: "email",
  address: "address",
};

/** The patient step as a modal (spec 2 §2 "patient_form"): creates or updates, then hands back the id. */
export function PatientModal({ isOpen, onOpenChange, patient, requirements, onSaved, returnFocusTo }: PatientModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog title={patient ? t`Modifier le patient` : t`Nouveau patient`} isOpen={isOpen} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      {isOpen ? <PatientModalBody patient={patient} requirements={requirements} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function PatientModalBody({ patient, requirements, onSaved, onCancel }: { patient: PatientModal_patient$key | null; requirements: PatientRequirements; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment PatientModal_patient on Patient {
        id
        firstName
        lastName
        birthName
        birthDate
        birthPlace
        gender
        nir
        regime
        caisse
        centre
        gestion
        niss
        kvnr
        krankenkasse
        phone
        email
        address
      }
    `,
    patient,
  );
  const today = localToday();
  const [draft, setDraft] = useState<PatientDraft>(() => patientDraftOf(data ?? null, requirements));
  const [errors, setErrors] = useState<Partial<Record<PatientDraftField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, creating] = useCreatePatientMutation();
  const [update, updating] = useUpdatePatientMutation();
  const errorText = usePatientErrorText();
  const saving = creating || updating;

  const change = (next: PatientDraft) => {
    setDraft(next);
    // Errors shown clear as the user corrects them, and never appear before the first save.
    if (Object.keys(errors).length) setErrors(patientDraftErrors(next, requirements, today));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = patientDraftErrors(draft, requirements, today);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const input = patientInputOf(draft, today, requirements.country);
    const outcome = data ? await update(data.id, input) : await create(input);
    if (outcome.ok) {
      onSaved(outcome.data);
      return;
    }
    const field = outcome.error.field ? SERVER_FIELDS[outcome.error.field] : undefined;
    if (field) setErrors({ [field]: outcome.error.code });
    else setGeneral(errorText(outcome.error.code));
  };

  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <PatientForm value={draft} onChange={change} requirements={requirements} errors={errors} today={today} isDisabled={saving} />
      {Object.keys(errors).length ? (
        <p className="alert alert-error" role="alert">
          {t`Certains champs sont à compléter ou à corriger.`}
        </p>
      ) : null}
      {general ? (
        <p className="alert alert-error" role="alert">
          {general}
        </p>
      ) : null}
      <div className="patient-modal-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {t`Annuler`}
        </Button>
        <Button variant="primary" type="submit" isPending={saving}>
          {t`Enregistrer le patient`}
        </Button>
      </div>
    </form>
  );
}
