import { Suspense, useEffect, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MembersTabGroupQuery } from "../../../__generated__/MembersTabGroupQuery.graphql";
import type { MembersTabListQuery, MemberSide, MembershipStatus } from "../../../__generated__/MembersTabListQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../../routing/ids.ts";
import { Button } from "../../../ui/Button.tsx";
import { NotFoundPage } from "../../../ui/NotFoundPage.tsx";
import { Select } from "../../../ui/Select.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { MemberRow } from "./MemberRow.tsx";
import { MEMBER_SEARCH_DEBOUNCE_MS, MEMBERS_PAGE_SIZE } from "./member-labels.ts";
import "./members.css";

// The add and edit dialog is administrators' only: a chunk of its own, fetched once the tab has rendered for one.
const MemberDialog = lazyComponent(() => import("./MemberDialog.tsx").then((module) => module.MemberDialog));

type Filters = { side: MemberSide | null; search: string; status: MembershipStatus | null; topicId: string | null };

/**
 * Spec 1 §2 members tab: the requesters/requested switch when the group has both, a search (1 s
 * debounce, every word, accents ignored), status and category filters, 100 a page; admins add,
 * edit, accept, refuse and remove members. `groupId` is the group's global id; without it the
 * page's /group/{id} is read.
 */
export function MembersTab({ groupId, initialSide }: { groupId?: string; initialSide?: MemberSide }) {
  const params = useParams();
  const databaseId = parseDatabaseId(params.id);
  const id = groupId ?? (databaseId === null ? null : toGlobalId("Group", databaseId));
  if (!id) return <NotFoundPage />;
  return <MembersTabContent groupId={id} initialSide={initialSide ?? (params.tab === "requesters" ? "REQUESTERS" : undefined)} />;
}

function MembersTabContent({ groupId, initialSide }: { groupId: string; initialSide: MemberSide | undefined }) {
  const { t } = useLingui();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MembersTabGroupQuery>(
    graphql`
      query MembersTabGroupQuery($id: ID!) {
        node(id: $id) {
          ... on Group @alias(as: "group") {
            id
            mode
            country
            seatsFull
            viewerCanAdmin
            requesterMembersCount
            requestedMembersCount
            topics {
              id
              label
            }
          }
        }
      }
    `,
    { id: groupId },
    { fetchKey, fetchPolicy: "store-and-network" },
  );
  const group = data.node?.group;
  const [side, setSide] = useState<MemberSide>(initialSide ?? "REQUESTED");
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Filters>({ side: null, search: "", status: null, topicId: null });
  const [editing, setEditing] = useState<{ membershipId: string | null } | null>(null);
  const bothSides = group ? group.requesterMembersCount > 0 && group.requestedMembersCount > 0 : false;

  // Spec 1 §9: the member search waits 1 s after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => (current.search === query.trim() ? current : { ...current, search: query.trim() })), MEMBER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const canAdmin = group?.viewerCanAdmin === true;
  useEffect(() => {
    if (canAdmin) MemberDialog.preload();
  }, [canAdmin]);

  if (!group) return <NotFoundPage />;
  const effective: Filters = { ...filters, side: bothSides ? side : null };
  const statusOptions = [
    { id: "all", label: t`Tous les statuts` },
    { id: "ONGOING", label: t`Membres` },
    { id: "INVITED", label: t`Membres invités` },
    { id: "APPLYING", label: t`En attente` },
  ];
  const topicOptions = [{ id: "all", label: t`Toutes les catégories` }, ...group.topics.map((topic) => ({ id: topic.id, label: topic.label }))];

  return (
    <section className="members-tab" aria-labelledby="members-title">
      <div className="members-head">
        <h2 id="members-title" className="group-section-title">
          <Trans>Membres</Trans>
        </h2>
        {group.viewerCanAdmin ? (
          <Button variant="primary" onPress={() => setEditing({ membershipId: null })}>
            <Trans>Ajouter un membre</Trans>
          </Button>
        ) : null}
      </div>
      {bothSides ? (
        <div className="members-sides" role="group" aria-label={t`Côté`}>
          <Button variant={side === "REQUESTED" ? "primary" : "secondary"} aria-pressed={side === "REQUESTED"} onPress={() => setSide("REQUESTED")}>
            <Trans>Sollicités</Trans>
          </Button>
          <Button variant={side === "REQUESTERS" ? "primary" : "secondary"} aria-pressed={side === "REQUESTERS"} onPress={() => setSide("REQUESTERS")}>
            <Trans>Requérants</Trans>
          </Button>
        </div>
      ) : null}
      <div className="members-filters">
        <TextField label={t`Rechercher un membre`} value={query} onChange={(value) => setQuery(value.replace(/^\s+/, ""))} maxLength={200} />
        {group.viewerCanAdmin ? (
          <Select label={t`Statut`} options={statusOptions} value={filters.status ?? "all"} onChange={(value) => setFilters({ ...filters, status: value === "all" ? null : (value as MembershipStatus) })} />
        ) : null}
        {group.topics.length > 0 ? (
          <Select label={t`Catégorie`} options={topicOptions} value={filters.topicId ?? "all"} onChange={(value) => setFilters({ ...filters, topicId: value === "all" ? null : String(value) })} />
        ) : null}
      </div>
      <Suspense fallback={<Spinner label={t`Chargement…`} />}>
        <MembersList key={JSON.stringify(effective)} groupId={groupId} filters={effective} fetchKey={fetchKey} onChanged={() => setFetchKey((key) => key + 1)} onEdit={(membershipId) => setEditing({ membershipId })} />
      </Suspense>
      {editing !== null ? (
        <Suspense fallback={null}>
          <MemberDialog group={group} membershipId={editing.membershipId} isOpen onClose={() => setEditing(null)} onSaved={() => setFetchKey((key) => key + 1)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function MembersList({ groupId, filters, fetchKey, onChanged, onEdit }: { groupId: string; filters: Filters; fetchKey: number; onChanged: () => void; onEdit: (id: string) => void }) {
  const { t } = useLingui();
  // Cursors of the pages before the current one: "previous" pops, "next" pushes the end cursor.
  const [cursors, setCursors] = useState<string[]>([]);
  const data = useLazyLoadQuery<MembersTabListQuery>(
    graphql`
      query MembersTabListQuery($id: ID!, $side: MemberSide, $search: String, $status: MembershipStatus, $topicId: ID, $first: Int!, $after: String) {
        node(id: $id) {
          ... on Group @alias(as: "group") {
            memberships(side: $side, search: $search, status: $status, topicId: $topicId, first: $first, after: $after) {
              totalCount
              pageInfo {
                hasNextPage
                endCursor
              }
              edges {
                node {
                  id
                  ...MemberRow_membership
                }
              }
            }
          }
        }
      }
    `,
    { id: groupId, side: filters.side, search: filters.search || null, status: filters.status, topicId: filters.topicId, first: MEMBERS_PAGE_SIZE, after: cursors.at(-1) ?? null },
    { fetchKey, fetchPolicy: "store-and-network" },
  );
  const connection = data.node?.group?.memberships;
  if (!connection || connection.edges.length === 0) {
    return <p className="member-empty">{t`Aucun résultat`}</p>;
  }
  const start = cursors.length * MEMBERS_PAGE_SIZE + 1;
  const end = start + connection.edges.length - 1;
  return (
    <>
      <ul className="members-list" aria-label={t`Membres`}>
        {connection.edges.map((edge) => (
          <MemberRow key={edge.node.id} membership={edge.node} onChanged={onChanged} onEdit={onEdit} />
        ))}
      </ul>
      <div className="members-paging">
        <span>{t`${start}–${end} sur ${connection.totalCount}`}</span>
        {cursors.length > 0 ? (
          <Button onPress={() => setCursors(cursors.slice(0, -1))}>
            <Trans>Précédents</Trans>
          </Button>
        ) : null}
        {connection.pageInfo.hasNextPage && connection.pageInfo.endCursor ? (
          <Button onPress={() => setCursors([...cursors, connection.pageInfo.endCursor ?? ""])}>
            <Trans>Suivants</Trans>
          </Button>
        ) : null}
      </div>
    </>
  );
}
