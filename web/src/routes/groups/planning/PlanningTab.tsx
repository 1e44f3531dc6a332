import { lazy, Suspense, useCallback, useState } from "react";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlanningTabQuery } from "../../../__generated__/PlanningTabQuery.graphql";
import type { PlanningTabEventsQuery } from "../../../__generated__/PlanningTabEventsQuery.graphql";
import { loadModule } from "../../../errors/load-error.ts";
import { toGlobalId } from "../../../routing/ids.ts";
import { Button } from "../../../ui/Button.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { Link } from "../../../ui/Link.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { PeriodDialog, type PeriodDialogEvent } from "./PeriodDialog.tsx";
import { calendarEventOf, paddedRange } from "./planning-range.ts";
import "./planning-error-messages.ts";
import "./planning.css";

// The calendar (FullCalendar, about 80 KB gzipped) is a chunk of its own, fetched once the tab's
// heading and actions have painted, like the map of the directory: the group page's budget.
const PlanningCalendar = lazy(() => loadModule(() => import("./PlanningCalendar.tsx")).then((module) => ({ default: module.PlanningCalendar })));

const eventsQuery = graphql`
  query PlanningTabEventsQuery($groupId: ID!, $from: DateTime!, $to: DateTime!) {
    planning(groupId: $groupId, from: $from, to: $to) {
      __typename
      ... on PlanningWindow {
        events {
          id
          start
          end
          always
          expertName
          membershipId
          allTopics
          topicIds
          viewerCanEdit
        }
      }
      ... on DomainError {
        code
      }
    }
  }
`;

type LoadedEvent = PeriodDialogEvent & { start: string | null; end: string | null; always: boolean; expertName: string; viewerCanEdit: boolean };

/**
 * /group/{id}/planning (spec 1 §2 "planning", §9): the group's on-call calendar, month view first,
 * and the period editor for the administrators (and the experts, for themselves).
 */
export function PlanningTab({ groupId }: { groupId: number }) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const groupGlobalId = toGlobalId("Group", groupId);
  const today = new Date();
  const initial = paddedRange(new Date(today.getFullYear(), today.getMonth(), 1), new Date(today.getFullYear(), today.getMonth() + 1, 1));
  const data = useLazyLoadQuery<PlanningTabQuery>(
    graphql`
      query PlanningTabQuery($groupId: ID!, $from: DateTime!, $to: DateTime!) {
        planning(groupId: $groupId, from: $from, to: $to) {
          __typename
          ... on PlanningWindow {
            viewerCanAdd
            experts {
              membershipId
              name
              allTopics
              topicIds
            }
          }
          ... on DomainError {
            code
          }
        }
        node(id: $groupId) {
          ... on Group @alias(as: "group") {
            topics {
              id
              label
            }
          }
        }
      }
    `,
    { groupId: groupGlobalId, ...initial },
    { fetchPolicy: "store-and-network" },
  );
  const [version, setVersion] = useState(0);
  const [count, setCount] = useState<number | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [events, setEvents] = useState<Map<string, LoadedEvent>>(new Map());
  const [editing, setEditing] = useState<PeriodDialogEvent | "new" | null>(null);

  const alwaysLabel = t`toujours`;
  const loadEvents = useCallback(
    async (start: Date, end: Date) => {
      const range = paddedRange(start, end);
      const answer = await fetchQuery<PlanningTabEventsQuery>(environment, eventsQuery, { groupId: groupGlobalId, ...range }, { fetchPolicy: "network-only" }).toPromise();
      const planning = answer?.planning;
      if (planning?.__typename !== "PlanningWindow") {
        setLoadFailed(true);
        throw new Error(planning?.__typename === "DomainError" ? planning.code : "planning");
      }
      setLoadFailed(false);
      const loaded: LoadedEvent[] = planning.events.map((event) => ({ ...event, start: event.start ?? null, end: event.end ?? null, topicIds: [...event.topicIds] }));
      // Merged, not replaced: FullCalendar may still show an event of another range's load (a view
      // switch, two loads overlapping after a save), and a click on it must find its period.
      setEvents((previous) => new Map([...previous, ...loaded.map((event) => [event.id, event] as const)]));
      // The empty state speaks of the visible range ("no planning for the month"), not the padding.
      setCount(loaded.filter((event) => event.always || (event.start !== null && event.end !== null && new Date(event.start) < end && new Date(event.end) > start)).length);
      const now = new Date();
      return loaded.map((event) => ({ ...calendarEventOf(event, now, alwaysLabel), classNames: event.always ? ["planning-event-always"] : [] }));
    },
    [environment, groupGlobalId, alwaysLabel],
  );

  const planning = data.planning;
  if (planning.__typename !== "PlanningWindow") return <ErrorView error={new Error(planning.__typename === "DomainError" ? planning.code : "planning")} onRetry={() => setVersion((value) => value + 1)} />;
  const topics = data.node?.group?.topics ?? [];
  return (
    <section className="planning-tab" aria-labelledby="planning-title">
      <div className="planning-head">
        <h2 id="planning-title" className="group-section-title">
          <Trans>Planning de garde</Trans>
        </h2>
        {planning.viewerCanAdd ? (
          <Button variant="primary" onPress={() => setEditing("new")}>
            <Trans>Ajouter une période</Trans>
          </Button>
        ) : null}
      </div>
      {/* Issue 23: the member's own duty periods and meetings in their agenda (settings, calendar subscription). */}
      <p className="planning-subscribe">
        <Link href="/profile_edit#calendar-feed">
          <Trans>Recevoir mes gardes et réunions dans mon agenda</Trans>
        </Link>
      </p>
      {count === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">
            <Trans>Aucun planning pour le mois</Trans>
          </p>
        </div>
      ) : null}
      {loadFailed ? <ErrorView error={new Error("planning")} onRetry={() => setVersion((value) => value + 1)} /> : null}
      <Suspense fallback={<LoadingView />}>
        <PlanningCalendar
          locale={i18n.locale}
          version={version}
          loadEvents={loadEvents}
          onEventClick={(id) => {
            const event = events.get(id);
            if (event?.viewerCanEdit) setEditing(event);
          }}
        />
      </Suspense>
      {editing !== null ? (
        <PeriodDialog
          groupId={groupGlobalId}
          event={editing === "new" ? null : editing}
          experts={planning.experts}
          topics={topics}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setVersion((value) => value + 1);
          }}
        />
      ) : null}
    </section>
  );
}
