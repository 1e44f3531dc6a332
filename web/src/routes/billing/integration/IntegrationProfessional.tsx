import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { IntegrationProfessional_professional$key } from "../../../__generated__/IntegrationProfessional_professional.graphql";

/** Spec 2 §3: identifier type 8 means RPPS, otherwise ADELI. */
const RPPS_TYPE = 8;

/** A professional of the item, with the identifier and billing number admissions need. */
export function IntegrationProfessional({ title, professional }: { title: string; professional: IntegrationProfessional_professional$key }) {
  const { t } = useLingui();
  const pro = useFragment(
    graphql`
      fragment IntegrationProfessional_professional on IntegrationProfessional {
        identifier
        identifierType
        firstName
        lastName
        billingNumber
        professionLabel
      }
    `,
    professional,
  );
  return (
    <section className="integration-card" aria-label={title}>
      <h2 className="integration-card-title">{title}</h2>
      <p className="integration-pro-name">
        {pro.firstName} {pro.lastName} · {pro.professionLabel}
      </p>
      <dl className="integration-facts">
        <div className="integration-fact">
          <dt>{pro.identifierType === RPPS_TYPE ? "RPPS" : "ADELI"}</dt>
          <dd>{pro.identifier}</dd>
        </div>
        {pro.billingNumber ? (
          <div className="integration-fact">
            <dt>{t`Numéro de facturation`}</dt>
            <dd>{pro.billingNumber}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
