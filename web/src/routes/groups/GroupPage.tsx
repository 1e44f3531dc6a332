import { lazy, Suspense, useState, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { GroupPageQuery } from "../../__generated__/GroupPageQuery.graphql";
import { loadModule } from "../../errors/load-error.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import { meetingsCatalogue } from "../meetings/meetings-catalogue.ts";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { Button } from "../../ui/Button.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { Link } from "../../ui/Link.tsx";
import { ShareButton } from "../../ui/ShareButton.tsx";
import { DataDownloadModal } from "./DataDownloadModal.tsx";
import { GroupHeader } from "./GroupHeader.tsx";
import { GroupTabsNav, type TabKey } from "./GroupTabsNav.tsx";
import { HierarchySidebar } from "./HierarchySidebar.tsx";
import { MembershipActions } from "./members/MembershipActions.tsx";
import { useMembershipChangedSubscription } from "./members/useMembershipChangedSubscription.ts";
import { MembershipBadge } from "./MembershipBadge.tsx";
import "./groups.css";

// Each tab is a chunk of its own, fetched when it opens (issue 18): a first visit downloads the
// header and the open tab, not the member dialogs and settings of the others.
const GroupRequestsTab = lazy(() => loadModule(() => import("./GroupRequestsTab.tsx")).then((module) => ({ default: module.GroupRequestsTab })));
const GroupParamsTab = lazy(() => loadModule(() => import("./GroupParamsTab.tsx")).then((module) => ({ default: module.GroupParamsTab })));
const MembersTab = lazy(() => loadModule(() => import("./members/MembersTab.tsx")).then((module) => ({ default: module.MembersTab })));
const PlanningTab = lazy(() => loadModule(() => import("./planning/PlanningTab.tsx")).then((module) => ({ default: module.PlanningTab })));
// The meetings tab is the meetings area's (web/src/routes/meetings), with its own catalogue.
const MeetingsTab = lazy(() =>
  Promise.all([loadModule(() => import("../meetings/MeetingsTab.tsx")), loadExtraCatalogue(meetingsCatalogue)]).then(([module]) => ({ default: module.MeetingsTab })),
);
const InfoTab = lazy(() => loadModule(() => import("./info/InfoTab.tsx")).then((module) => ({ default: module.InfoTab })));

/** The URL segment of a tab; "requesters" is the members tab on its requesters side. */
function tabOfSegment(segment: string | undefined): TabKey | null {
  if (segment === "requesters") return "MEMBERS";
  const upper = segment?.toUpperCase();
  return upper === "REQUESTS" || upper === "MEETINGS" || upper === "MEMBERS" || upper === "INFO" || upper === "PARAMS" || upper === "PLANNING" ? upper : null;
}

/**
 * /group/{id}/{tab} (spec 1 §2 "Group details"): the header of the group's layout, the tabs the
 * viewer has (from the API: mode, insider, panel, super user), and the open tab. /group/{id} goes
 * to the viewer's index tab; an unknown segment or a tab the viewer lacks goes back to the index.
 */
export function GroupPage() {
  const params = useParams();
  const databaseId = parseDatabaseId(params.id);
  if (databaseId === null) return <NotFoundPage />;
  return <GroupPageContent databaseId={databaseId} segment={params.tab} />;
}

function GroupPageContent({ databaseId, segment }: { databaseId: number; segment: string | undefined }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const data = useLazyLoadQuery<GroupPageQuery>(
    graphql`
      query GroupPageQuery($id: ID!) {
        node(id: $id) {
          # Aliased: present only when the node is a Group the viewer may see.
          ... on Group @alias(as: "group") {
            databaseId
            name
            layout
            tabs
            indexTab
            membershipStatus
            viewerMembership {
              role
            }
            viewerCanShare
            viewerCanDownloadData
            viewerCanSeeStatement
            ...GroupHeader_group
            ...MembershipActions_group
            ...HierarchySidebar_group
            ...GroupRequestsTab_group
            ...GroupParamsTab_group
          }
        }
      }
    `,
    { id: toGlobalId("Group", databaseId) },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  useMembershipChangedSubscription(toGlobalId("Group", databaseId));
  const group = data.node?.group;
  if (!group) return <NotFoundPage />;
  const base = `/group/${group.databaseId}`;
  if (segment === undefined) return <Navigate to={`${base}/${group.indexTab.toLowerCase()}`} replace />;
  const tab = tabOfSegment(segment);
  if (!tab || !group.tabs.includes(tab)) return <Navigate to={base} replace />;

  let content: ReactNode;
  switch (tab) {
    case "REQUESTS":
      content = <GroupRequestsTab group={group} />;
      break;
    case "PARAMS":
      content = <GroupParamsTab group={group} />;
      break;
    case "MEETINGS":
      content = <MeetingsTab groupId={group.databaseId} />;
      break;
    case "PLANNING":
      content = <PlanningTab groupId={group.databaseId} />;
      break;
    case "MEMBERS":
      content = <MembersTab groupId={toGlobalId("Group", group.databaseId)} initialSide={segment === "requesters" ? "REQUESTERS" : undefined} />;
      break;
    case "INFO":
      content = <InfoTab groupId={group.databaseId} />;
      break;
  }

  // A tab with its own query (information, members) loads below the header and the tabs. It is
  // loaded again when the viewer's standing changes live (accepted, removed, made admin): what it
  // shows and offers to edit depends on it.
  const standing = `${group.membershipStatus ?? "NONE"}-${group.viewerMembership?.role ?? ""}`;
  const tabContent = (
    <Suspense key={standing} fallback={<LoadingView />}>
      {content}
    </Suspense>
  );
  return (
    <div className="page group-page">
      <title>{`${group.name ?? ""} · Consilium`}</title>
      <GroupHeader group={group}>
        <div className="group-header-actions">
          {/* A live region: an admin's answer in another browser changes it while the page is open. */}
          <span role="status" aria-label={t`Votre statut dans le groupe`} className="group-standing">
            <MembershipBadge status={group.membershipStatus} role={group.viewerMembership?.role} />
          </span>
          <MembershipActions group={group} />
          {group.viewerCanShare ? <ShareButton path={base} label={t`Partager le groupe`} /> : null}
          {group.viewerCanSeeStatement ? (
            <Link href={`${base}/statement`} className="button button-secondary">
              <Trans>Relevé des actes du groupe</Trans>
            </Link>
          ) : null}
          {group.viewerCanDownloadData ? (
            <Button onPress={() => setDownloading(true)}>
              <Trans>Télécharger les données</Trans>
            </Button>
          ) : null}
        </div>
      </GroupHeader>
      <GroupTabsNav base={base} tabs={group.tabs} current={tab} />
      {group.layout === "HIERARCHY" ? (
        <div className="group-hierarchy">
          <HierarchySidebar group={group} />
          <div className="group-tab-content">{tabContent}</div>
        </div>
      ) : (
        <div className="group-tab-content">{tabContent}</div>
      )}
      {group.viewerCanDownloadData ? <DataDownloadModal groupId={group.databaseId} groupName={group.name ?? ""} isOpen={downloading} onClose={() => setDownloading(false)} /> : null}
    </div>
  );
}
