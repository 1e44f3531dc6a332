import { formatBounds, parseBounds, type Bounds } from "@rules/map-bounds.ts";

export type DiscoverTab = "map" | "groups";

/** Spec 1 §2: an unknown tab is the map. */
export function discoverTab(raw: string | undefined): DiscoverTab {
  return raw === "groups" ? "groups" : "map";
}

/** The map tab's query parameters (spec 1 §2): specialty, bounds, limit, page, debug; plus only_accessible. */
export type MapSearch = {
  specialty: string;
  bounds: Bounds | null;
  limit: number;
  page: number;
  debug: boolean;
  onlyAccessible: boolean;
};

const MAX_LIMIT = 200;

function positiveInt(raw: string | null, fallback: number, max: number): number {
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** Reads the parameters leniently: anything malformed falls back to the default. */
export function readMapSearch(params: URLSearchParams, defaultLimit: number): MapSearch {
  const specialty = params.get("specialty")?.trim().slice(0, 40) ?? "";
  return {
    specialty: specialty || "all",
    bounds: parseBounds(params.get("bounds") ?? ""),
    limit: positiveInt(params.get("limit"), defaultLimit, MAX_LIMIT),
    page: positiveInt(params.get("page"), 1, 10_000),
    debug: params.has("debug") && params.get("debug") !== "0" && params.get("debug") !== "false",
    onlyAccessible: params.get("only_accessible") === "true",
  };
}

/**
 * The map tab's query variables from its address alone, before the directory's start is known:
 * no bounds means the viewer's starting view and no limit the configured page size, both decided
 * by the server. The route's loader and the tab ask with these same variables, so the tab finds
 * the loader's answer in the store (issue 18: one request per screen).
 */
export function mapQueryVariables(params: URLSearchParams) {
  const search = readMapSearch(params, 0);
  return { bounds: search.bounds ? [...search.bounds] : null, specialty: search.specialty, onlyAccessible: search.onlyAccessible, limit: search.limit || null, page: search.page };
}

/**
 * The groups tab's query variables from its address alone: without a specialty, the viewer's own
 * default for the tab, which the server resolves (the `default` tag) and names in its answer. The
 * route's loader and the tab ask with these same variables (issue 18: one request per screen).
 */
export function groupsQueryVariables(params: URLSearchParams) {
  return { specialty: params.get("specialty")?.slice(0, 40) || "default" };
}

/** The parameters of a search; defaults are left out so URLs stay short. */
export function writeMapSearch(search: MapSearch, defaultLimit: number): URLSearchParams {
  const params = new URLSearchParams();
  if (search.specialty !== "all") params.set("specialty", search.specialty);
  if (search.bounds) params.set("bounds", formatBounds(search.bounds));
  if (search.limit !== defaultLimit) params.set("limit", String(search.limit));
  if (search.page > 1) params.set("page", String(search.page));
  if (search.onlyAccessible) params.set("only_accessible", "true");
  if (search.debug) params.set("debug", "1");
  return params;
}

/** 'start–end of total' (spec 1 §2); 0–0 of 0 when nothing is found. */
export function pageRange(offset: number, count: number, total: number): { start: number; end: number; total: number } {
  return count === 0 ? { start: 0, end: 0, total } : { start: offset + 1, end: offset + count, total };
}

/** Small screens (spec 1 §9 breakpoint 1024): the list or the map, kept in the URL hash. */
export type SmallScreenPanel = "list" | "map";
export function panelOfHash(hash: string): SmallScreenPanel {
  return hash === "#map" ? "map" : "list";
}
