import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TopicInfo_topic$key } from "../../../__generated__/TopicInfo_topic.graphql";
import { AwayNotice } from "./AwayNotice.tsx";
import { AwaySetting } from "./AwaySetting.tsx";
import { DescriptionEditor } from "./DescriptionEditor.tsx";
import { InstructionsSetting } from "./InstructionsSetting.tsx";
import { ProfessionsSetting } from "./ProfessionsSetting.tsx";
import { TemplatesSetting } from "./TemplatesSetting.tsx";
import { useUpdateTopicDescriptionMutation } from "./useUpdateTopicDescriptionMutation.ts";

/**
 * One topic (category) of the information tab: its description, editable by who answers it
 * (spec 1 §6), its away notice, and for them its settings: medical instructions, accepted
 * professions, away message and response templates.
 */
export function TopicInfo({ topic: key }: { topic: TopicInfo_topic$key }) {
  const { t } = useLingui();
  const topic = useFragment(
    graphql`
      fragment TopicInfo_topic on Topic {
        id
        label
        description
        instructions
        acceptsAllSpecialties
        viewerCanEdit
        ...AwayNotice_topic
        ...InstructionsSetting_topic
        ...ProfessionsSetting_topic
        ...AwaySetting_topic
        ...TemplatesSetting_topic
      }
    `,
    key,
  );
  const [saveDescription, isSaving] = useUpdateTopicDescriptionMutation();
  const headingId = `topic-${topic.id}`;
  return (
    <section className="topic-info" aria-labelledby={headingId}>
      <h3 className="topic-info-title" id={headingId}>
        {topic.label}
      </h3>
      <AwayNotice topic={topic} />
      <DescriptionEditor
        value={topic.description}
        canEdit={topic.viewerCanEdit}
        label={t`Description de la thématique ${topic.label}`}
        emptyText={<Trans>Pas de description.</Trans>}
        onSave={(description) => saveDescription(topic.id, description)}
        isSaving={isSaving}
      />
      {topic.viewerCanEdit ? (
        <div className="topic-settings" role="group" aria-label={t`Réglages de ${topic.label}`}>
          <InstructionsSetting topic={topic} />
          <ProfessionsSetting topic={topic} />
          <AwaySetting topic={topic} />
          <TemplatesSetting topic={topic} />
        </div>
      ) : (
        <>
          {!topic.acceptsAllSpecialties ? (
            <p className="muted">
              <Trans>Réservée à certaines professions.</Trans>
            </p>
          ) : null}
          {topic.instructions ? (
            <div className="topic-instructions">
              <p className="topic-setting-title">
                <Trans>Consignes médicales</Trans>
              </p>
              <p className="info-text">{topic.instructions}</p>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
