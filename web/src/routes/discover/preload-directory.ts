import type { DiscoverPageQuery } from "../../__generated__/DiscoverPageQuery.graphql";
import type { MapTabQuery } from "../../__generated__/MapTabQuery.graphql";
import { ANSWER_WAIT_MS, preloadQuery, storedQuery } from "../../routing/preload-query.ts";
import { readMapSearch } from "./discover-url.ts";

const discoverArtifact = () => import("../../__generated__/DiscoverPageQuery.graphql.ts");
const mapArtifact = () => import("../../__generated__/MapTabQuery.graphql.ts");

/**
 * The directory's loader (issue 18): its start (country, bounds, page size), then, on the map tab,
 * the results MapTab asks for, with the same variables, so that the screen renders with its rows
 * instead of showing its loading state for the second query.
 */
export async function preloadDirectory(url: URL, tab: string | undefined): Promise<null> {
  const started = performance.now();
  await preloadQuery<DiscoverPageQuery>("discover", discoverArtifact, {});
  if (tab !== "map") return null;
  const start = (await storedQuery<DiscoverPageQuery>(discoverArtifact, {}))?.directoryStart;
  if (!start) return null;
  // As MapTab reads them (MapTab.tsx): the URL's search, else the viewer's start.
  const search = readMapSearch(url.searchParams, start.pageSize);
  const bounds = search.bounds ?? start.bounds;
  // Both queries together wait no longer than one would.
  const waitMs = Math.max(0, ANSWER_WAIT_MS - (performance.now() - started));
  const variables = { bounds: [...bounds], specialty: search.specialty, onlyAccessible: search.onlyAccessible, limit: search.limit, page: search.page };
  return preloadQuery<MapTabQuery>("map-results", mapArtifact, variables, "store-or-network", waitMs);
}
