import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Button as AriaButton, Tooltip, TooltipTrigger } from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MeetingsTabQuery } from "../../__generated__/MeetingsTabQuery.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { toGlobalId } from "../../routing/ids.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { Select } from "../../ui/Select.tsx";
import { MeetingDialog, type EditedMeeting } from "./MeetingDialog.tsx";
import { databaseIdOf, meetingsSearch, readMeetingsState, type MeetingsState } from "./meeting-time.ts";
import { QuorumDialog } from "./QuorumDialog.tsx";
import { useDeleteMeetingMutation } from "./useDeleteMeetingMutation.ts";
import "./meeting-error-messages.ts";
import "./meetings.css";

const PAGE_SIZE = 10;

/**
 * /group/{id}/meetings (spec 1 §2, §9): upcoming (from today) and past meetings, 10 a page, a
 * category filter, the page in the URL; scheduling, editing, quorum and deletion for the group's
 * administrators (spec 1 §6), the join link for everyone who sees the list.
 */
export function MeetingsTab({ groupId }: { groupId: number }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readMeetingsState(location.search);
  const [fetchKey, setFetchKey] = useState(0);
  const groupGlobalId = toGlobalId("Group", groupId);
  const data = useLazyLoadQuery<MeetingsTabQuery>(
    graphql`
      query MeetingsTabQuery($groupId: ID!, $feed: MeetingFeed!, $topicId: Int, $page: Int!) {
        node(id: $groupId) {
          ... on Group @alias(as: "group") {
            viewerCanAdmin
            internalVideoAvailable
            topics {
              id
              label
              type
            }
            meetings(feed: $feed, topicId: $topicId, page: $page, first: 10) {
              totalCount
              page
              edges {
                node {
                  id
                  databaseId
                  scheduledAt
                  label
                  videoCallMode
                  externalVideoLink
                  requestsCount
                  viewerCanEdit
                  viewerCanDelete
                  topic {
                    id
                    label
                  }
                  professionals {
                    id
                    firstName
                    lastName
                  }
                }
              }
            }
          }
        }
      }
    `,
    { groupId: groupGlobalId, feed: state.feed, topicId: state.topicId, page: state.page },
    { fetchKey, fetchPolicy: fetchKey > 0 ? "network-only" : "store-and-network" },
  );
  const [editing, setEditing] = useState<EditedMeeting | "new" | null>(null);
  const [quorumOf, setQuorumOf] = useState<{ id: string; selected: string[] } | null>(null);
  const [remove] = useDeleteMeetingMutation();
  const [error, setError] = useState<FieldCodedError | null>(null);
  const group = data.node?.group;
  if (!group) return null;
  const meetingTopics = group.topics.filter((topic) => topic.type === "MEETING");
  const go = (next: Partial<MeetingsState>) => navigate({ search: meetingsSearch({ ...state, ...next }) });
  const reload = () => setFetchKey((value) => value + 1);
  const pages = Math.max(1, Math.ceil(group.meetings.totalCount / PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "full", timeStyle: "short" });
  const blockedHint = t`La réunion ne peut pas être supprimée tant que des demandes y sont inscrites.`;
  const modeLabel = { INTERNAL: t`Visioconférence intégrée`, EXTERNAL: t`Lien externe`, NO_VIDEO: t`En présentiel` } as const;

  return (
    <section className="meetings-tab" aria-labelledby="meetings-title">
      <div className="meetings-head">
        <h2 id="meetings-title" className="group-section-title">
          <Trans>Réunions</Trans>
        </h2>
        {group.viewerCanAdmin ? (
          <Button variant="primary" onPress={() => setEditing("new")}>
            <Trans>Programmer une réunion</Trans>
          </Button>
        ) : null}
      </div>
      <div className="meetings-filters">
        <div className="meetings-feeds" role="group" aria-label={t`Période`}>
          <Link href={`/group/${groupId}/meetings${meetingsSearch({ ...state, feed: "UPCOMING", page: 1 })}`} className="meetings-feed" aria-current={state.feed === "UPCOMING" ? "page" : undefined}>
            <Trans>À venir</Trans>
          </Link>
          <Link href={`/group/${groupId}/meetings${meetingsSearch({ ...state, feed: "PAST", page: 1 })}`} className="meetings-feed" aria-current={state.feed === "PAST" ? "page" : undefined}>
            <Trans>Passées</Trans>
          </Link>
        </div>
        <Select
          label={t`Catégorie`}
          options={[{ id: "all", label: t`Toutes les catégories` }, ...meetingTopics.map((topic) => ({ id: String(databaseIdOf(topic.id)), label: topic.label }))]}
          value={state.topicId === null ? "all" : String(state.topicId)}
          onChange={(value) => go({ topicId: value === "all" ? null : Number(value), page: 1 })}
        />
      </div>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {group.meetings.edges.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">{state.feed === "UPCOMING" ? <Trans>Aucune réunion à venir</Trans> : <Trans>Aucune réunion passée</Trans>}</p>
        </div>
      ) : (
        <ul className="meetings-list">
          {group.meetings.edges.map(({ node: meeting }) => (
            <li key={meeting.id} className="meeting-card">
              <div className="meeting-main">
                <p className="meeting-when">{dateFormat.format(new Date(meeting.scheduledAt))}</p>
                <h3 className="meeting-title">{meeting.label ?? meeting.topic.label}</h3>
                <p className="meeting-meta">
                  {meeting.label ? <span>{meeting.topic.label}</span> : null}
                  <span>{modeLabel[meeting.videoCallMode === "%future added value" ? "NO_VIDEO" : meeting.videoCallMode]}</span>
                  <span>
                    <Link href={`/group/${groupId}/requests?status=all&meeting=${meeting.databaseId}`}>
                      {meeting.requestsCount === 0 ? <Trans>Aucune demande inscrite</Trans> : <Trans>{meeting.requestsCount} demande(s) inscrite(s)</Trans>}
                    </Link>
                  </span>
                </p>
                {meeting.professionals.length ? (
                  <p className="meeting-quorum">
                    <Trans>Quorum :</Trans> {meeting.professionals.map((professional) => `${professional.firstName} ${professional.lastName}`).join(", ")}
                  </p>
                ) : null}
              </div>
              <div className="meeting-actions">
                {meeting.videoCallMode === "INTERNAL" || meeting.videoCallMode === "EXTERNAL" ? (
                  <Link href={`/meeting/${meeting.databaseId}/join`} className="button button-secondary">
                    <Trans>Rejoindre</Trans>
                  </Link>
                ) : null}
                {meeting.viewerCanEdit ? (
                  <>
                    <Button
                      onPress={() =>
                        setEditing({
                          id: meeting.id,
                          topicId: meeting.topic.id,
                          topicLabel: meeting.topic.label,
                          scheduledAt: meeting.scheduledAt,
                          label: meeting.label ?? null,
                          videoCallMode: meeting.videoCallMode === "%future added value" ? "NO_VIDEO" : meeting.videoCallMode,
                          externalVideoLink: meeting.externalVideoLink ?? null,
                          requestsCount: meeting.requestsCount,
                        })
                      }
                    >
                      <Trans>Modifier</Trans>
                    </Button>
                    <Button onPress={() => setQuorumOf({ id: meeting.id, selected: meeting.professionals.map((professional) => professional.id) })}>
                      <Trans>Quorum</Trans>
                    </Button>
                    {meeting.viewerCanDelete ? (
                      <Button
                        onPress={() => {
                          void remove(meeting.id).then((outcome) => {
                            if (outcome.ok) {
                              setError(null);
                              reload();
                            } else setError(outcome.error);
                          });
                        }}
                      >
                        <Trans>Supprimer</Trans>
                      </Button>
                    ) : (
                      <TooltipTrigger delay={200}>
                        <AriaButton className="button button-secondary meeting-delete-blocked" aria-disabled="true" aria-describedby={`blocked-${meeting.databaseId}`}>
                          <Trans>Supprimer</Trans>
                        </AriaButton>
                        <Tooltip className="group-tooltip">{blockedHint}</Tooltip>
                      </TooltipTrigger>
                    )}
                    {meeting.viewerCanDelete ? null : (
                      <span id={`blocked-${meeting.databaseId}`} className="visually-hidden">
                        {blockedHint}
                      </span>
                    )}
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="meetings-pages" aria-label={t`Pages`}>
          <Button isDisabled={state.page <= 1} onPress={() => go({ page: state.page - 1 })}>
            <Trans>Précédente</Trans>
          </Button>
          <span>
            <Trans>
              Page {state.page} sur {pages}
            </Trans>
          </span>
          <Button isDisabled={state.page >= pages} onPress={() => go({ page: state.page + 1 })}>
            <Trans>Suivante</Trans>
          </Button>
        </nav>
      ) : null}
      {editing !== null ? (
        <MeetingDialog
          meeting={editing === "new" ? null : editing}
          topics={meetingTopics}
          internalVideoAvailable={group.internalVideoAvailable}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {quorumOf !== null ? (
        <QuorumDialog
          groupId={groupGlobalId}
          meetingId={quorumOf.id}
          selected={quorumOf.selected}
          onClose={() => setQuorumOf(null)}
          onSaved={() => {
            setQuorumOf(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
