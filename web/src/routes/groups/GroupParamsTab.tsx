import { graphql, useFragment } from "react-relay/hooks";
import { Button as AriaButton, Tooltip, TooltipTrigger } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { GroupParamsTab_group$key } from "../../__generated__/GroupParamsTab_group.graphql";
import { Switch } from "../../ui/Switch.tsx";

/**
 * Spec 1 §6 parameters: visible to super users and ongoing members; collect phone, collect email,
 * nominative requests and custom form are shown as disabled toggles (they change through support).
 * Non-administrators read them with the hint 'contact the group administrator'.
 */
export function GroupParamsTab({ group }: { group: GroupParamsTab_group$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment GroupParamsTab_group on Group {
        supportAddress
        viewerCanAdmin
        viewerCanSeeParameters
        requiresRequesterPhone
        requiresRequesterEmail
        topics {
          recipientProfessionalMode
          hasCustomForm
        }
      }
    `,
    group,
  );
  if (!data.viewerCanSeeParameters) {
    return (
      <p className="group-muted">
        <Trans>Les paramètres sont visibles des membres du groupe.</Trans>
      </p>
    );
  }
  const nominative = data.topics.some((topic) => topic.recipientProfessionalMode !== "PREVENT");
  const customForm = data.topics.some((topic) => topic.hasCustomForm);
  const support = data.supportAddress;
  const adminHint = t`Contactez l'administrateur du groupe`;
  const toggles = [
    { key: "phone", label: t`Collecter le téléphone du demandeur`, value: data.requiresRequesterPhone },
    { key: "email", label: t`Collecter l'e-mail du demandeur`, value: data.requiresRequesterEmail },
    { key: "nominative", label: t`Demandes nominatives (choix d'un expert)`, value: nominative },
    { key: "form", label: t`Formulaire personnalisé`, value: customForm },
  ];
  return (
    <section className="group-params" aria-labelledby="group-params-title">
      <div className="group-params-head">
        <h2 id="group-params-title" className="group-section-title">
          <Trans>Paramètres</Trans>
        </h2>
        {data.viewerCanAdmin ? null : (
          <TooltipTrigger delay={300}>
            <AriaButton className="group-info-button" aria-label={adminHint}>
              ?
            </AriaButton>
            <Tooltip className="group-tooltip">{adminHint}</Tooltip>
          </TooltipTrigger>
        )}
      </div>
      {data.viewerCanAdmin ? null : <p className="group-muted">{t`Lecture seule : pour modifier ces paramètres, contactez l'administrateur du groupe.`}</p>}
      <ul className="group-params-list">
        {toggles.map((toggle) => (
          <li key={toggle.key} title={data.viewerCanAdmin ? undefined : adminHint}>
            <Switch isSelected={toggle.value} isDisabled>
              {toggle.label}
            </Switch>
          </li>
        ))}
      </ul>
      <p className="group-params-support">
        <Trans>
          Ces réglages sont modifiés par l'équipe support : écrivez à <a href={`mailto:${support}`}>{support}</a>.
        </Trans>
      </p>
    </section>
  );
}
