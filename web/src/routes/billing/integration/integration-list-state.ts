// The administrative data list's state, kept in the URL (spec 2 §2, §9 "Integration list defaults:
// billable only, ascending, pending tasks"; 20 a page), so a reload or the back button keeps it.

export const INTEGRATIONS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 1000;
const MAX_PAGE = 50_000;

export type IntegrationListState = {
  /** The 'archived' filter: every task done instead of pending ones. */
  archived: boolean;
  /** Non-billable items too (the default is billable only). */
  all: boolean;
  descending: boolean;
  search: string;
  groupId: number | null;
  page: number;
};

export const DEFAULT_STATE: IntegrationListState = { archived: false, all: false, descending: false, search: "", groupId: null, page: 1 };

function positiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

export function readIntegrationListState(params: URLSearchParams): IntegrationListState {
  return {
    archived: params.get("archived") === "1",
    all: params.get("all") === "1",
    descending: params.get("desc") === "1",
    search: (params.get("q") ?? "").slice(0, 200),
    groupId: positiveInt(params.get("group"), 2_147_483_647),
    page: positiveInt(params.get("page"), MAX_PAGE) ?? 1,
  };
}

/** The list's URL for a state: only what differs from the defaults. */
export function integrationListUrl(state: IntegrationListState): string {
  const params = new URLSearchParams();
  if (state.archived) params.set("archived", "1");
  if (state.all) params.set("all", "1");
  if (state.descending) params.set("desc", "1");
  if (state.search.trim()) params.set("q", state.search.trim());
  if (state.groupId !== null) params.set("group", String(state.groupId));
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/integration?${query}` : "/integration";
}

/** The connection's `after` for a page: the cursor of the last item of the page before (the API's offset cursors). */
export function cursorBeforePage(page: number): string | null {
  if (page <= 1) return null;
  const offset = (page - 1) * INTEGRATIONS_PAGE_SIZE - 1;
  return btoa(`integrations:${offset}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / INTEGRATIONS_PAGE_SIZE));
}
