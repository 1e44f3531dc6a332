/**
 * The web app's routes as its build splits them (issue 18): read by `npm run bench:bundle` for
 * each route's first-load size and budget, and by the server, which names a route's chunks in
 * the page it serves for it (route-preloads.ts), so that the browser fetches them with the page
 * instead of after running the entry.
 */
export type WebRouteChunks = {
  /** How the bench names it. */
  route: string;
  /** The addresses (path only) the route answers. */
  pattern: RegExp;
  lazy: readonly string[];
  /**
   * The modules its loaders import to start its queries (routing/preload-query.ts), besides the
   * layout's: named first in the page, so that the screen's query is ready as soon as the
   * layout's, which waits for it at most 150 ms (routing/preloaded-queries.ts LAYOUT_HOLD_MS)
   * to go out in the same request. Named last, the directory's loader (discover-preload.ts)
   * came after some sixty other chunks, and the two queries went out in two requests.
   */
  queries?: readonly string[];
  catalogues: readonly string[];
  budget: "login" | "screen";
};

const PUBLIC = ["messages"] as const;
const APP = ["messages", "app"] as const;
// The layout route that holds Relay's environment: every screen but the login, password and terms pages.
const RELAY = "src/relay/RelayRoot.tsx";
const LAYOUT = "src/app/layout/AuthGuard.tsx";
const ONBOARDING = "src/routes/identity/OnboardingLayout.tsx";

/** The layouts that need a session: without one, their routes lead to the login page. */
export const SESSION_LAYOUTS: readonly string[] = [LAYOUT, ONBOARDING];

/**
 * The modules a route's loaders import before its query goes out: Relay's half of the preload
 * (which holds the layout's query, started by every screen under the layout) and the screen's
 * own query artifact. Not counted in the route's budget by bench:bundle (as before issue 18's
 * preload hints), which counts what the screens import.
 */
export function queryModulesOf(route: WebRouteChunks): string[] {
  return [...(route.lazy.includes(LAYOUT) ? ["src/routing/preloaded-queries.ts"] : []), ...(route.queries ?? [])];
}

/**
 * Every route of the app (web/src/app/router.tsx and the areas' routes.tsx): the addresses it
 * answers, the modules that react-router's `lazy` loads for it (every matched route level), as
 * Vite names them in the manifest (relative to web/), the language catalogues it shows
 * (web/src/i18n/catalogues.ts), and its size budget. Keep in step with the routes: a renamed
 * module fails `npm run bench:bundle`.
 */
export const WEB_ROUTE_CHUNKS: readonly WebRouteChunks[] = [
  { route: "/login", pattern: /^\/login\/?$/, lazy: ["src/routes/accounts/login/LoginPage.tsx", "src/routes/accounts/login/PasswordStep.tsx"], catalogues: PUBLIC, budget: "login" },
  { route: "/login/code", pattern: /^\/login\/code\/?$/, lazy: ["src/routes/accounts/login/LoginPage.tsx", "src/routes/accounts/login/CodeStep.tsx"], catalogues: PUBLIC, budget: "login" },
  { route: "/register", pattern: /^\/register\/?$/, lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/SearchStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: "screen" },
  { route: "/register/identifier", pattern: /^\/register\/identifier\/?$/, lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/IdentifierStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: "screen" },
  { route: "/register/code", pattern: /^\/register\/code\/?$/, lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/SignupCodeStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: "screen" },
  { route: "/request_password", pattern: /^\/request_password\/?$/, lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/ResetEmailStep.tsx"], catalogues: PUBLIC, budget: "screen" },
  { route: "/request_password/new_password", pattern: /^\/request_password\/new_password\/?$/, lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/NewPasswordStep.tsx"], catalogues: PUBLIC, budget: "screen" },
  { route: "/request_password/success", pattern: /^\/request_password\/success\/?$/, lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/ResetSuccessStep.tsx"], catalogues: PUBLIC, budget: "screen" },
  { route: "/pro-sante-connect", pattern: /^\/pro-sante-connect\/?$/, lazy: [RELAY, "src/routes/accounts/pro-sante-connect/ProSanteConnectPage.tsx"], catalogues: PUBLIC, budget: "screen" },
  { route: "/terms", pattern: /^\/terms\/?$/, lazy: ["src/routes/accounts/terms/TermsPage.tsx"], catalogues: [...PUBLIC, "terms"], budget: "screen" },
  { route: "/identification", pattern: /^\/identification\/?$/, lazy: [RELAY, ONBOARDING, "src/routes/identity/IdentificationPage.tsx"], catalogues: APP, budget: "screen" },
  { route: "/validation", pattern: /^\/validation\/?$/, lazy: [RELAY, ONBOARDING, "src/routes/identity/ValidationPage.tsx"], catalogues: APP, budget: "screen" },
  { route: "/group/:id/public", pattern: /^\/group\/\d+\/public\/?$/, lazy: [RELAY, "src/routes/groups/PublicGroupPage.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  { route: "/request/ (list)", pattern: /^\/request\/?$/, lazy: [RELAY, LAYOUT, "src/routes/requests/RequestListPage.tsx"], queries: ["src/__generated__/RequestListPageQuery.graphql.ts"], catalogues: APP, budget: "screen" },
  { route: "/consult/ (list)", pattern: /^\/consult\/?$/, lazy: [RELAY, LAYOUT, "src/routes/requests/RequestListPage.tsx"], queries: ["src/__generated__/RequestListPageQuery.graphql.ts"], catalogues: APP, budget: "screen" },
  { route: "/request/new", pattern: /^\/request\/new\/?$/, lazy: [RELAY, LAYOUT, "src/routes/requests/new/NewRequestPage.tsx"], catalogues: APP, budget: "screen" },
  { route: "/request/:id (detail)", pattern: /^\/request\/\d+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/requests/RequestDetailPage.tsx"], queries: ["src/__generated__/RequestDetailPageQuery.graphql.ts"], catalogues: APP, budget: "screen" },
  { route: "/consult/:id, /shadow/:id", pattern: /^\/(?:consult|shadow)\/\d+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/consults/ConsultPage.tsx"], queries: ["src/__generated__/ConsultPageQuery.graphql.ts"], catalogues: APP, budget: "screen" },
  { route: "/group", pattern: /^\/group\/?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupListPage.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  // A group's page loads its open tab's chunk with its own (src/routes/groups/routes.tsx).
  { route: "/group/:id/requests", pattern: /^\/group\/\d+\/requests(?:\/.*)?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/GroupRequestsTab.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  { route: "/group/:id/members", pattern: /^\/group\/\d+\/members(?:\/.*)?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/members/MembersTab.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  { route: "/group/:id/info", pattern: /^\/group\/\d+\/info(?:\/.*)?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/info/InfoTab.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  { route: "/group/:id/params", pattern: /^\/group\/\d+\/params(?:\/.*)?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/GroupParamsTab.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  // The planning tab's first paint (heading, add button, empty state). Its calendar (FullCalendar,
  // src/routes/groups/planning/PlanningCalendar.tsx, about 67 KB gzipped with its four locales) is a
  // chunk fetched after that paint, like the directory's map, so it is not counted here: with it
  // the tab downloads about 308 KB gzipped in all (measured on 2026-11-27, issue 23).
  { route: "/group/:id/planning", pattern: /^\/group\/\d+\/planning(?:\/.*)?$/, lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/planning/PlanningTab.tsx"], catalogues: [...APP, "groups"], budget: "screen" },
  { route: "/contacts", pattern: /^\/contacts\/?$/, lazy: [RELAY, LAYOUT, "src/routes/contacts/ContactsPage.tsx"], catalogues: [...APP, "directory"], budget: "screen" },
  { route: "/discover/:tab", pattern: /^\/discover\/[^/]+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/discover/DiscoverPage.tsx", "src/routes/discover/discover-preload.ts"], queries: ["src/routes/discover/discover-preload.ts"], catalogues: [...APP, "directory"], budget: "screen" },
  { route: "/profile/:id", pattern: /^\/profile\/\d+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/profile/ProfilePage.tsx"], catalogues: [...APP, "directory"], budget: "screen" },
  { route: "/profile_edit", pattern: /^\/profile_edit\/?$/, lazy: [RELAY, LAYOUT, "src/routes/settings/SettingsPage.tsx"], catalogues: [...APP, "settings"], budget: "screen" },
  { route: "/admin/(validations,partners)", pattern: /^\/admin\/(?:validations|partners)\/?$/, lazy: [RELAY, LAYOUT, "src/routes/admin/admin-pages.ts"], catalogues: [...APP, "admin"], budget: "screen" },
  { route: "/profile_edit/applications", pattern: /^\/profile_edit\/applications\/?$/, lazy: [RELAY, LAYOUT, "src/routes/settings/AuthorizedApplicationsPage.tsx"], catalogues: [...APP, "settings"], budget: "screen" },
  // The interop screens share one chunk (src/routes/interop/interop-pages.ts): /download, /authwall, the draft links and the consent screen.
  { route: "/partners/consent/:uid", pattern: /^\/partners\/consent\/[^/]+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/interop/interop-pages.ts"], catalogues: APP, budget: "screen" },
  { route: "/integration", pattern: /^\/integration\/?$/, lazy: [RELAY, LAYOUT, "src/routes/billing/integration/IntegrationListPage.tsx"], catalogues: [...APP, "billing"], budget: "screen" },
  { route: "/integration/:cId", pattern: /^\/integration\/[^/]+\/?$/, lazy: [RELAY, LAYOUT, "src/routes/billing/integration/IntegrationDetailPage.tsx"], catalogues: [...APP, "billing"], budget: "screen" },
  { route: "/statement", pattern: /^\/statement\/?$/, lazy: [RELAY, LAYOUT, "src/routes/billing/StatementPage.tsx"], queries: ["src/__generated__/StatementPageQuery.graphql.ts"], catalogues: [...APP, "billing"], budget: "screen" },
  { route: "/group/:id/statement", pattern: /^\/group\/\d+\/statement\/?$/, lazy: [RELAY, LAYOUT, "src/routes/billing/StatementPage.tsx"], queries: ["src/__generated__/StatementPageQuery.graphql.ts"], catalogues: [...APP, "billing"], budget: "screen" },
];
