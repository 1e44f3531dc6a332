export type Feed = "FROM_ME" | "TO_ME";

/** Sender-side requests live under /request/, recipient-side ones under /consult/ (spec 2 §2). */
export function feedBasePath(feed: Feed): "/request/" | "/consult/" {
  return feed === "FROM_ME" ? "/request/" : "/consult/";
}

/** Spec 2 §9 filter values, as the GraphQL enum and the URL's `filter` parameter spell them. */
export const FEED_FILTERS = ["UNREAD", "BILLABLE", "DRAFT", "OPENED", "COMPLETED", "CANCELLED"] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export type FeedSort = "LAST_ACTIVITY_DESC" | "LAST_ACTIVITY_ASC";

/**
 * The chips a list offers: drafts exist only on the sender side, and the billable filter is
 * for billing-eligible professionals (spec 2 §6).
 */
export function filtersFor(feed: Feed, canFilterBillable: boolean): FeedFilter[] {
  return FEED_FILTERS.filter((filter) => (filter !== "DRAFT" || feed === "FROM_ME") && (filter !== "BILLABLE" || canFilterBillable));
}

export type ListState = { filter: FeedFilter | null; sort: FeedSort; search: string };

/** The variables of a list's results: its feed and the selection shown. */
export type ListSelection = { feed: Feed; filter: FeedFilter | null; search: string | null; sort: FeedSort };

/**
 * The selection a list opens with, before the viewer is known: any chip of the feed (the route's
 * loader and the screen's first render send the same request; a billable chip the viewer is not
 * offered is then dropped by a refetch of the results alone).
 */
export function openingSelection(feed: Feed, state: ListState): ListSelection {
  const filter = state.filter && filtersFor(feed, true).includes(state.filter) ? state.filter : null;
  return { feed, filter, search: state.search.trim() || null, sort: state.sort };
}

/**
 * Spec 2 §2: page and filter in query parameters, the search term in the URL hash (it stays out
 * of server logs and referrers: it may hold a patient's name).
 */
export function readListState(search: URLSearchParams, hash: string): ListState {
  const filter = search.get("filter")?.toUpperCase();
  let term: string;
  try {
    term = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    // A hand-edited hash that is not valid percent-encoding: no search rather than a crash.
    term = "";
  }
  return {
    filter: (FEED_FILTERS as readonly string[]).includes(filter ?? "") ? (filter as FeedFilter) : null,
    sort: search.get("sort") === "asc" ? "LAST_ACTIVITY_ASC" : "LAST_ACTIVITY_DESC",
    search: term,
  };
}

/** The list's URL for a state: "/request?filter=unread&sort=asc#dupont". */
export function listUrl(pathname: string, state: ListState): string {
  const params = new URLSearchParams();
  if (state.filter) params.set("filter", state.filter.toLowerCase());
  if (state.sort === "LAST_ACTIVITY_ASC") params.set("sort", "asc");
  const query = params.toString();
  // Spec 1 §5: search inputs trim leading whitespace.
  const term = state.search.trimStart();
  return `${pathname}${query ? `?${query}` : ""}${term ? `#${encodeURIComponent(term)}` : ""}`;
}

/** Spec 2 §9: the search waits for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 1000;
