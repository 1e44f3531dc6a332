import { isInsider, type GroupStanding } from "./standing.ts";

/**
 * The tabs of a group's page (spec 1 §2 "Group details"), as URL segments after /group/{id}/.
 * "requesters" is the members tab opened on its requesters side; "billing" only redirects to
 * the integration screens, so neither is a tab of its own here.
 */
export const GROUP_TABS = ["requests", "meetings", "members", "info", "params", "planning"] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** What the tab rules read of a group. */
export type GroupForTabs = {
  mode: "SENDER" | "RECIPIENT";
  isPanel: boolean;
  /** Some topic of the group is of MEETING type. */
  hasMeetingTopic: boolean;
};

/**
 * Spec 1 §2 and §6. Recipient mode: information always; insiders also requests, meetings (only
 * with a MEETING topic), members, planning and parameters, the last three hidden in panel
 * groups. Sender mode: information, plus requests and members for insiders. A super user sees
 * every tab the group has (meetings still need a meeting topic: without one the tab is empty).
 */
export function groupTabsFor(group: GroupForTabs, standing: GroupStanding): GroupTab[] {
  const superUser = standing.isSuper;
  const insider = superUser || isInsider(standing);
  const tabs: GroupTab[] = [];
  if (insider) tabs.push("requests");
  if (group.mode === "RECIPIENT") {
    if (insider && group.hasMeetingTopic) tabs.push("meetings");
    const panelHidden = group.isPanel && !superUser;
    if (insider && !panelHidden) tabs.push("members");
    tabs.push("info");
    if (insider && !panelHidden) tabs.push("planning", "params");
  } else {
    if (insider) tabs.push("members");
    tabs.push("info");
    // Spec 1 §6: the parameters are shown to super users on every group.
    if (superUser) tabs.push("params");
  }
  return tabs;
}

/** Where /group/{id} leads: the requests for insiders and super users, otherwise the information. */
export function indexTabFor(group: GroupForTabs, standing: GroupStanding): GroupTab {
  return groupTabsFor(group, standing).includes("requests") ? "requests" : "info";
}

/**
 * The tab a URL segment opens, or null for the index (an unknown segment, or a tab the viewer
 * does not have, goes back to the index). "requesters" opens the members tab.
 */
export function tabOfSegment(group: GroupForTabs, standing: GroupStanding, segment: string | null | undefined): GroupTab | null {
  const wanted = segment === "requesters" ? "members" : segment;
  const tabs = groupTabsFor(group, standing);
  return tabs.find((tab) => tab === wanted) ?? null;
}
