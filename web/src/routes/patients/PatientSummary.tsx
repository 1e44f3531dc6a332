import { graphql, useFragment } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ageOn } from "@rules/patient.ts";
import type { PatientSummary_patient$key } from "../../__generated__/PatientSummary_patient.graphql";
import { formatCalendarDate } from "../../format/dates.ts";
import { patientDisplayName } from "../../format/names.ts";
import { localToday } from "./patient-draft.ts";
import "./patient-form.css";

/** The patient in a request's aside, read-only: name, birth name, birth date with age, sex. */
export function PatientSummary({ patient }: { patient: PatientSummary_patient$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment PatientSummary_patient on Patient {
        firstName
        lastName
        birthName
        birthDate
        birthPlace
        gender
      }
    `,
    patient,
  );
  const genders: Record<string, string> = { F: t`Femme`, M: t`Homme`, O: t`Autre` };
  const name = patientDisplayName({ firstName: data.firstName, lastName: data.lastName ?? data.birthName }, i18n.locale);
  return (
    <dl className="facts patient-summary">
      <dt>
        <Trans>Nom</Trans>
      </dt>
      <dd>{name ?? t`Non renseigné`}</dd>
      {data.birthName && data.lastName && data.birthName !== data.lastName ? (
        <>
          <dt>
            <Trans>Nom de naissance</Trans>
          </dt>
          <dd>{data.birthName}</dd>
        </>
      ) : null}
      {data.birthDate ? (
        <>
          <dt>
            <Trans>Date de naissance</Trans>
          </dt>
          <dd>
            {formatCalendarDate(data.birthDate, i18n.locale)} (<Plural value={ageOn(data.birthDate, localToday())} one="# an" other="# ans" />)
          </dd>
        </>
      ) : null}
      {data.gender && genders[data.gender] ? (
        <>
          <dt>
            <Trans>Sexe</Trans>
          </dt>
          <dd>{genders[data.gender]}</dd>
        </>
      ) : null}
      {data.birthPlace ? (
        <>
          <dt>
            <Trans>Lieu de naissance</Trans>
          </dt>
          <dd>{data.birthPlace}</dd>
        </>
      ) : null}
    </dl>
  );
}
