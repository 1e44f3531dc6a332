import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecipientContextsQuery, RecipientContextStatus } from "../../../__generated__/RecipientContextsQuery.graphql";
import { personDisplayName } from "../../../format/names.ts";
import { TextField } from "../../../ui/TextField.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { RecipientContextDetails, type ConfirmRecipient } from "./RecipientContextDetails.tsx";
import { CONTEXT_FILTER_FROM, filterByWords, namesOneContext, preselectedKey, type RecipientTarget } from "./recipient-target.ts";
import { useContextReasonText } from "./useContextReasonText.ts";
import { useAwayNoticeText } from "../../groups/info/useAwayNoticeText.ts";

// Unaccepted contexts are listed (the user learns why) but cannot be chosen.
const CHOOSABLE: readonly RecipientContextStatus[] = ["AVAILABLE", "DRAFTABLE", "UNREGISTERED", "UNAVAILABLE"];

/** Spec 1 §4: the chosen professional's or group's contexts, one to choose, then its details. */
export function RecipientContexts({ target, onConfirm, fromLink = false }: { target: RecipientTarget; onConfirm?: ConfirmRecipient; fromLink?: boolean }) {
  const { t } = useLingui();
  const reasonText = useContextReasonText();
  const awayText = useAwayNoticeText();
  const data = useLazyLoadQuery<RecipientContextsQuery>(
    graphql`
      query RecipientContextsQuery($professionalId: Int, $groupId: Int) {
        recipientContexts(professionalId: $professionalId, groupId: $groupId) {
          key
          status
          reason
          recipientTopicId
          recipientProfessional {
            firstName
            lastName
            currentAway {
              kind
              lastDay
            }
          }
          recipientGroup {
            name
          }
          recipientTopic {
            label
            currentAway {
              kind
              lastDay
            }
          }
          ...RecipientContextDetails_context
        }
      }
    `,
    target.kind === "professional" ? { professionalId: target.professionalId, groupId: null } : { professionalId: null, groupId: target.groupId },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const contexts = data.recipientContexts;
  const [filter, setFilter] = useState("");
  const topicId = target.kind === "group" ? target.topicId : null;
  const [chosenKey, setChosenKey] = useState<string | null>(() => preselectedKey(contexts, topicId));
  // A link that names one context creates the draft at once; a choice made here waits for the click.
  const [createAtOnce] = useState(() => fromLink && !onConfirm && namesOneContext(contexts, topicId, target.kind));

  if (contexts.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Ce destinataire ne peut pas recevoir de demande.</Trans>
        </p>
        <p className="empty-text">
          <Trans>Il est introuvable, ou ce groupe ne reçoit pas de demandes. Cherchez un autre destinataire.</Trans>
        </p>
      </div>
    );
  }

  const labelOf = (c: (typeof contexts)[number]) =>
    c.recipientTopic ? `${c.recipientTopic.label} ${c.recipientGroup?.name ?? ""}` : personDisplayName(c.recipientProfessional);
  const shown = filterByWords(contexts, filter, labelOf);
  const chosen = contexts.find((c) => c.key === chosenKey) ?? null;
  const first = contexts[0];
  const heading =
    target.kind === "professional" ? personDisplayName(first?.recipientProfessional) : (first?.recipientGroup?.name ?? "");

  return (
    <div className="recipient-contexts">
      <h2 className="recipient-contexts-title">{heading}</h2>
      {contexts.length >= CONTEXT_FILTER_FROM ? (
        <TextField label={t`Filtrer`} name="context-filter" type="search" value={filter} onChange={(value) => setFilter(value.trimStart())} autoComplete="off" />
      ) : null}
      <RadioGroup className="recipient-context-list" value={chosenKey} onChange={setChosenKey}>
        <Label className="field-label">{target.kind === "professional" ? t`Comment vous adresser à ce professionnel` : t`Thématique`}</Label>
        {shown.map((c) => {
          // Spec 1 §8: an away recipient says until when ("requests disabled until…", "away until…").
          const away = c.reason === "AWAY" ? (c.recipientTopic?.currentAway ?? c.recipientProfessional?.currentAway) : null;
          const reason = away ? awayText(away.kind, away.lastDay) : reasonText(c.reason);
          return (
            <Radio key={c.key} value={c.key} className="recipient-context" isDisabled={!CHOOSABLE.includes(c.status)}>
              <span className="recipient-context-label">
                {c.recipientTopic ? (
                  <>
                    {c.recipientTopic.label}
                    {/* A group's topics share the heading's name; a professional's may be in several groups. */}
                    {target.kind === "professional" ? <span className="recipient-context-group"> · {c.recipientGroup?.name}</span> : null}
                  </>
                ) : (
                  <Trans>Demande individuelle</Trans>
                )}
              </span>
              {reason ? <span className="recipient-context-reason">{reason}</span> : null}
            </Radio>
          );
        })}
        {shown.length === 0 ? (
          <p className="muted" role="status">
            <Trans>Aucune thématique ne correspond au filtre.</Trans>
          </p>
        ) : null}
      </RadioGroup>
      {chosen ? <RecipientContextDetails key={chosen.key} context={chosen} onConfirm={onConfirm} createAtOnce={createAtOnce && chosen.key === preselectedKey(contexts, topicId)} /> : null}
    </div>
  );
}
