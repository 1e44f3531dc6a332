import DiscoverPageQuery, { type DiscoverPageQuery as DiscoverPageQueryType } from "../../__generated__/DiscoverPageQuery.graphql.ts";
import GroupsTabQuery, { type GroupsTabQuery as GroupsTabQueryType } from "../../__generated__/GroupsTabQuery.graphql.ts";
import MapTabQuery, { type MapTabQuery as MapTabQueryType } from "../../__generated__/MapTabQuery.graphql.ts";
import { startPreloadedQuery } from "../../routing/preloaded-queries.ts";
import { discoverTab, groupsQueryVariables, mapQueryVariables } from "./discover-url.ts";

/**
 * The directory route's loader (issue 18: one request per screen): the directory's start and the
 * tab's first results, started in the same turn so that they go out together with the layout's
 * query (../../relay/batching-fetch.ts). The results need no start: without bounds the server
 * searches the viewer's starting view (mapQueryVariables), without a specialty the groups tab
 * lists the viewer's default one (groupsQueryVariables). A chunk of its own, beside
 * Relay's, so that the entry (and the login page) carries only its import.
 * A failure here is not the screen's: its own queries then run and report it.
 */
export async function preloadDirectory(tab: string | undefined, url: string): Promise<null> {
  try {
    const start = startPreloadedQuery<DiscoverPageQueryType>("discover", DiscoverPageQuery, {}, "store-or-network");
    const params = new URL(url).searchParams;
    const results =
      discoverTab(tab) === "map"
        ? startPreloadedQuery<MapTabQueryType>("discover-map", MapTabQuery, mapQueryVariables(params), "store-or-network")
        : startPreloadedQuery<GroupsTabQueryType>("discover-groups", GroupsTabQuery, groupsQueryVariables(params), "store-or-network");
    await Promise.all([start, results]);
  } catch (error) {
    console.warn("[web] the directory's queries could not be started early", error);
  }
  return null;
}
