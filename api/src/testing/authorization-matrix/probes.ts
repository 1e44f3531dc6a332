import type { TestClient } from "../test-client.ts";
import { dbIdOf, globalId, type ViewerKey, type World } from "./world.ts";

// How each row of the matrix is asked and how its answer is reduced to something the table
// can state: a node is "visible" or "hidden", a list is the set of rows it returned or the
// code it was refused with, a REST call its status with those rows or that code.

/** Sets of rows a list may answer, named so that the table reads as a sentence. */
export const ROW_SETS = {
  none: () => [],
  ownUser: (w, viewer) => (w.userIds[viewer] === null ? [] : [w.userIds[viewer]]),
  aliceRequests: (w) => w.fx.aliceRequestIds,
  carolRequests: (w) => w.fx.carolRequestIds,
  theRequest: (w) => [w.rows.request],
  pendingUser: (w) => [w.rows.pendingUser],
  bobProfessional: (w) => [w.rows.bobProfessional],
  bobMembership: (w) => [w.rows.bobMembership],
  thePatient: (w) => [w.rows.patient],
  aliceTemplate: (w) => [w.rows.aliceTemplate],
  aliceContact: (w) => [w.rows.aliceContact],
  theMeeting: (w) => [w.rows.meeting],
} satisfies Record<string, (w: World, viewer: ViewerKey) => (number | null)[]>;
export type RowSet = keyof typeof ROW_SETS;

export function rowsOf(set: RowSet, w: World, viewer: ViewerKey): number[] {
  return ROW_SETS[set](w, viewer).flatMap((id) => (id === null ? [] : [id])).sort((a, b) => a - b);
}

export type Visibility = "visible" | "hidden";
/** A list's expectation: exactly these rows, or refused with this code. */
export type ListExpectation = { rows: RowSet } | { denied: string };
export type RestExpectation = { status: 200; rows?: RowSet } | { status: number; code: string };
export type SocketExpectation = "event" | { denied: string };

export const rows = (set: RowSet): ListExpectation => ({ rows: set });
export const denied = (code: string): { denied: string } => ({ denied: code });
export const ok = (set?: RowSet): RestExpectation => (set ? { status: 200, rows: set } : { status: 200 });
export const refused = (status: number, code: string): RestExpectation => ({ status, code });

type GraphQLResult = { data?: unknown; errors?: readonly { extensions?: { code?: unknown } }[] };

const edgesIds = (connection: unknown): number[] => ((connection as { edges: { node: { id: string } }[] } | null)?.edges ?? []).map((e) => dbIdOf(e.node.id));

/** Root list fields (and `viewer`): the query, and the database ids of the rows it answered. */
export const QUERY_PROBES = {
  viewer: { query: "{ viewer { id } }", ids: (d: unknown) => [(d as { viewer: { id: string } | null }).viewer].flatMap((u) => (u ? [dbIdOf(u.id)] : [])) },
  requests: {
    query: "{ sent: requests(feed: FROM_ME, first: 100) { edges { node { id } } } received: requests(feed: TO_ME, first: 100) { edges { node { id } } } }",
    ids: (d: unknown) => [...edgesIds((d as { sent: unknown }).sent), ...edgesIds((d as { received: unknown }).received)],
  },
  pendingIdentityValidations: { query: "{ pendingIdentityValidations(first: 100) { edges { node { id } } } }", ids: (d: unknown) => edgesIds((d as { pendingIdentityValidations: unknown }).pendingIdentityValidations) },
  signupDirectory: {
    query: '{ signupDirectory(search: "bob") { professionalId } }',
    ids: (d: unknown) => (d as { signupDirectory: { professionalId: string }[] }).signupDirectory.map((p) => dbIdOf(p.professionalId)),
  },
  // The auth wall (issue 24): a forged link opens nothing; only validated viewers may ask.
  authwallTarget: { query: '{ authwallTarget(sealed: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") }', ids: () => [] },
  // Partner applications (issue 24): super users list them; a doctor lists what they authorized
  // (none here); a consent screen's id that names no pending authorization answers null.
  partnerApplications: { query: "{ partnerApplications { databaseId } }", ids: () => [] },
  authorizedApplications: { query: "{ authorizedApplications { databaseId } }", ids: () => [] },
  partnerConsent: { query: '{ partnerConsent(uid: "no-such-authorization") { application } }', ids: () => [] },
  // The onboarding tutorial (issue 24): the viewer's own, no rows.
  tutorial: { query: "{ tutorial { seen slides } }", ids: () => [] },
  // A flag, no rows: the same answer for everyone, refused to no one.
  proSanteConnectAvailable: { query: "{ proSanteConnectAvailable }", ids: () => [] },
  // Counts of the viewer's own rows, no rows of their own.
  notificationCounts: { query: "{ notificationCounts { fromMe toMe } }", ids: () => [] },
  // Recipient selection (spec 1 §4): suggestions of the viewer's country; the professionals are the rows.
  recipientSearch: {
    query: '{ recipientSearch(query: "bob") { professionals { id } } }',
    ids: (d: unknown) => (d as { recipientSearch: { professionals: { id: string }[] } }).recipientSearch.professionals.map((p) => dbIdOf(p.id)),
  },
  // Without an id: the refusals, and an empty list for everyone let in.
  recipientContexts: { query: "{ recipientContexts { key } }", ids: () => [] },
  senderContexts: { query: "{ senderContexts { senderType } }", ids: () => [] },
  viewerCanStartRequest: { query: "{ viewerCanStartRequest }", ids: () => [] },
  // Reference data (the INSEE geographic code), no rows of anyone's.
  communes: { query: '{ communes(search: "tours") { code } }', ids: () => [] },
  // Reference data (specialties and professions), no rows of anyone's.
  specialties: { query: "{ specialties { code } }", ids: () => [] },
  // The directory and the places gazetteer: refusals here; rows in rest/directory/directory.int.test.ts.
  directoryStart: { query: "{ directoryStart { country } }", ids: () => [] },
  directory: { query: "{ directory(bounds: [4.6, 45.6, 5.1, 45.9]) { totalCount } }", ids: () => [] },
  directoryGroups: { query: "{ directoryGroups { totalCount } }", ids: () => [] },
  directorySpecialtyTags: { query: "{ directorySpecialtyTags { tag } }", ids: () => [] },
  placesAutocomplete: { query: '{ placesAutocomplete(query: "lyon") { id } }', ids: () => [] },
  place: { query: '{ place(id: "gz-FR-69001-lyon") { id } }', ids: () => [] },
  // Response templates: the viewer's own (and those of the topics they answer: none here).
  messageTemplates: { query: "{ messageTemplates(first: 200) { edges { node { id } } } }", ids: (d: unknown) => edgesIds((d as { messageTemplates: unknown }).messageTemplates) },
  // The viewer's own contacts.
  contacts: { query: "{ contacts(first: 500) { edges { node { id } } } }", ids: (d: unknown) => edgesIds((d as { contacts: unknown }).contacts) },
  // The viewer's groups (memberships of any status): nobody of the world is a member.
  groups: { query: "{ groups(first: 200) { edges { node { id } } } }", ids: (d: unknown) => edgesIds((d as { groups: unknown }).groups) },
  // The public page of a group: name, short description, country and topic labels, for anyone.
  publicGroup: { query: "{ publicGroup(databaseId: 1) { name } }", ids: () => [] },
  // The viewer's own sessions (issue 17): no row of the world; the session list is probed in auth.int.test.ts.
  viewerSessions: { query: "{ viewerSessions { id current } }", ids: () => [] },
  // Checks only (administrators): others get a DomainError member, not an error.
  // Administrative data (issue 21): nobody of the world is a group's integrator; the rows are probed in rest/billing/integrations.int.test.ts.
  integrations: { query: "{ integrations(feed: ALL, excludeNonBillable: false) { edges { node { databaseId } } } }", ids: (d: unknown) => (d as { integrations: { edges: { node: { databaseId: number } }[] } }).integrations.edges.map((e) => e.node.databaseId) },
  integration: { query: '{ integration(id: "1") { databaseId } }', ids: (d: unknown) => { const item = (d as { integration: { databaseId: number } | null }).integration; return item ? [item.databaseId] : []; } },
  integrationGroups: { query: "{ integrationGroups { databaseId } }", ids: (d: unknown) => (d as { integrationGroups: { databaseId: number }[] }).integrationGroups.map((g) => g.databaseId) },
  // The statement of acts (issue 21): the viewer's own (nobody of the world has completed a consult); group statements in graphql/billing/statement.int.test.ts.
  statement: { query: "{ statement(year: 2026) { __typename } }", ids: () => [] },
  groupDataExport: { query: '{ groupDataExport(groupId: "R3JvdXA6MQ==", from: "2026-01-01", to: "2026-01-31") { __typename } }', ids: () => [] },
  // The on-call planning (issue 23): its periods, by id; a refusal answers the DomainError member (no rows).
  planning: {
    query: '{ planning(groupId: "R3JvdXA6MQ==", from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { ... on PlanningWindow { events { databaseId } } } }',
    ids: (d: unknown) => ((d as { planning: { events?: { databaseId: number }[] } }).planning.events ?? []).map((event) => event.databaseId),
  },
} satisfies Record<string, { query: string; ids: (data: unknown) => number[] }>;

/** A list answer in the table's terms: sorted row ids, or the refusal code. */
export function listAnswer(result: GraphQLResult, ids: (data: unknown) => number[]): { rows: number[] } | { denied: string } | { unexpected: unknown } {
  const code = result.errors?.[0]?.extensions?.code;
  if (result.errors?.length) return typeof code === "string" ? { denied: code } : { unexpected: result };
  return { rows: [...new Set(ids(result.data))].sort((a, b) => a - b) };
}

/** A `node` answer: visible (this very row), hidden (exactly like a missing id), or anything else verbatim. */
export function nodeAnswer(result: GraphQLResult, type: string, id: number): Visibility | { unexpected: unknown } {
  const node = (result.data as { node?: { id?: string } | null } | undefined)?.node;
  if (!result.errors && node?.id === globalId(type, id)) return "visible";
  if (!result.errors && node === null) return "hidden";
  return { unexpected: result };
}

/** Each position of a `nodes` answer; an error anywhere makes every position unexpected. */
export function nodesAnswer(result: GraphQLResult, expected: { type: string; id: number }[]): (Visibility | { unexpected: unknown })[] {
  const nodes = (result.data as { nodes?: ({ id?: string } | null)[] } | undefined)?.nodes;
  return expected.map(({ type, id }, i) => {
    const node = nodes?.[i];
    if (!result.errors && node?.id === globalId(type, id)) return "visible";
    if (!result.errors && node === null) return "hidden";
    return { unexpected: result };
  });
}

export const NODE_QUERY = "query($id: ID!) { node(id: $id) { id } }";
export const NODES_QUERY = "query($ids: [ID!]!) { nodes(ids: $ids) { id } }";

const MISSING = 2_147_483_647;

type RestProbe = { paths: (w: World) => string[]; missingPath?: string; ids?: (body: unknown) => number[] };

/** The GET routes under /api/v1, keyed like `restRoutes` ("GET /requests/{id}"). */
export const REST_PROBES = {
  "GET /csrf": { paths: () => ["/csrf"] },
  "GET /health": { paths: () => ["/health"] },
  "GET /users/me": { paths: () => ["/users/me"], ids: (b: unknown) => [(b as { id: number }).id] },
  "GET /signup/professionals": { paths: () => ["/signup/professionals?search=bob"], ids: (b: unknown) => (b as { professional_id: number }[]).map((p) => p.professional_id) },
  "GET /pro-sante-connect/start": { paths: () => ["/pro-sante-connect/start"] },
  "GET /identity-validations": { paths: () => ["/identity-validations"], ids: (b: unknown) => (b as { user_id: number }[]).map((u) => u.user_id) },
  "GET /identity-validations/{id}/document": { paths: (w: World) => [`/identity-validations/${w.rows.pendingUser}/document`], missingPath: `/identity-validations/${MISSING}/document` },
  "GET /requests": {
    paths: () => ["/requests?feed=from:me&limit=100", "/requests?feed=to:me&limit=100"],
    ids: (b: unknown) => (b as { id: number }[]).map((r) => r.id),
  },
  "GET /requests/{id}": { paths: (w: World) => [`/requests/${w.rows.request}`], missingPath: `/requests/${MISSING}`, ids: (b: unknown) => [(b as { id: number }).id] },
  // Fixed fictional examples (negative ids), read from no row.
  "GET /requests/demo": { paths: () => ["/requests/demo"] },
  "GET /professionals/demo": { paths: () => ["/professionals/demo"] },
  "GET /specialties": { paths: () => ["/specialties"] },
  "GET /directory": { paths: () => ["/directory?bounds=4.6,45.6,5.1,45.9"] },
  "GET /directory/groups": { paths: () => ["/directory/groups"] },
  "GET /places/autocomplete": { paths: () => ["/places/autocomplete?query=lyon"] },
  "GET /places/details/{placeId}": { paths: () => ["/places/details/gz-FR-69001-lyon"] },
  "GET /requests/{id}/files/{fileId}/{name}": {
    paths: (w: World) => [`/requests/${w.rows.request}/files/${w.rows.requestFile}/scan.png`],
    missingPath: `/requests/${MISSING}/files/${MISSING}/scan.png`,
  },
  "GET /requests/{id}/files/zip": { paths: (w: World) => [`/requests/${w.rows.request}/files/zip`], missingPath: `/requests/${MISSING}/files/zip` },
  // No missingPath: the author of the world's request (its consult still open) is told "nothing to
  // bill" (422), which a missing request cannot answer; others get 404 as for a missing request
  // (rest/billing/billing-export.int.test.ts compares them with a missing id).
  "GET /requests/{id}/billing": { paths: (w: World) => [`/requests/${w.rows.request}/billing`] },
  // No missingPath either: the world's consult is open, so its readers hear report_not_available.
  "GET /requests/{id}/report/pdf": { paths: (w: World) => [`/requests/${w.rows.request}/report/pdf`] },
  "GET /requests/{id}/report/docx": { paths: (w: World) => [`/requests/${w.rows.request}/report/docx`] },
  "GET /notifications/count": { paths: () => ["/notifications/count"] },
  // Without the Upgrade header: the WebSocket itself is covered in http/legacy-realtime.int.test.ts.
  "GET /realtime/websocket": { paths: () => ["/realtime/websocket"] },
  "GET /realtime/poll": { paths: () => ["/realtime/poll"] },
  "GET /sender_contexts": { paths: () => ["/sender_contexts"] },
  "GET /patients/{id}": { paths: (w: World) => [`/patients/${w.rows.patient}`], missingPath: `/patients/${MISSING}`, ids: (b: unknown) => [(b as { id: number }).id] },
  "GET /communes": { paths: () => ["/communes?search=tours"] },
  "GET /message-templates": { paths: () => ["/message-templates"], ids: (b: unknown) => (b as { id: number }[]).map((t) => t.id) },
  "GET /contacts": { paths: () => ["/contacts"], ids: (b: unknown) => (b as { id: number }[]).map((c) => c.id) },
  // The interop draft flow's lookup by number (issue 24): bob's RPPS, for every validated viewer.
  "GET /professionals": { paths: () => ["/professionals?feed=recipients&rpps=10000000002"], ids: (b: unknown) => (b as { id: number }[]).map((p) => p.id) },
  "GET /professionals/{id}": { paths: (w: World) => [`/professionals/${w.rows.bobProfessional}`], missingPath: `/professionals/${MISSING}` },
  "GET /groups": { paths: () => ["/groups"], ids: (b: unknown) => (b as { id: number }[]).map((g) => g.id) },
  "GET /groups/{id}": { paths: (w: World) => [`/groups/${w.rows.group}`], missingPath: `/groups/${MISSING}` },
  // Refused with forbidden, not hidden: every validated viewer sees the group itself.
  "GET /groups/{id}/requests": { paths: (w: World) => [`/groups/${w.rows.group}/requests`] },
  // The group has no members: everyone let in reads an empty list; a hidden or missing group is 404.
  "GET /groups/{id}/memberships": { paths: (w: World) => [`/groups/${w.rows.group}/memberships`], missingPath: `/groups/${MISSING}/memberships`, ids: (b: unknown) => (b as { id: number }[]).map((m) => m.id) },
  "GET /groups/{id}/export.csv": { paths: (w: World) => [`/groups/${w.rows.group}/export.csv`] },
  "GET /planning": {
    paths: (w: World) => [`/planning?group_id=${w.rows.group}&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`],
    missingPath: `/planning?group_id=${MISSING}&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`,
    ids: (b: unknown) => (b as { id: number }[]).map((event) => event.id),
  },
  "GET /meetings": { paths: (w: World) => [`/meetings?group_id=${w.rows.group}`], missingPath: `/meetings?group_id=${MISSING}`, ids: (b: unknown) => (b as { id: number }[]).map((meeting) => meeting.id) },
  "GET /meetings/{id}": { paths: (w: World) => [`/meetings/${w.rows.meeting}`], missingPath: `/meetings/${MISSING}`, ids: (b: unknown) => [(b as { id: number }).id] },
  // Calendar feeds (issue 23): the status of the caller's own; the feed itself by a token nobody of the world holds.
  "GET /calendar-feeds": { paths: () => ["/calendar-feeds"] },
  "GET /calendar-feeds/{token}.ics": { paths: () => [`/calendar-feeds/${"A".repeat(43)}.ics`] },
  "GET /planning/on_duty": {
    paths: (w: World) => [`/planning/on_duty?group_id=${w.rows.group}`],
    missingPath: `/planning/on_duty?group_id=${MISSING}`,
    ids: (b: unknown) => (b as { membership_id: number }[]).map((expert) => expert.membership_id),
  },
  "GET /users/{id}/profile_picture": { paths: (w: World) => [`/users/${w.rows.bobUser}/profile_picture`], missingPath: `/users/${MISSING}/profile_picture` },
  "GET /users/{id}/signature_picture": { paths: (w: World) => [`/users/${w.rows.bobUser}/signature_picture`], missingPath: `/users/${MISSING}/signature_picture` },
  "GET /users/me/data_exports/latest": { paths: () => ["/users/me/data_exports/latest"] },
  "GET /users/me/data_exports/{id}/download": { paths: (w: World) => [`/users/me/data_exports/${w.rows.aliceDataExport}/download`], missingPath: `/users/me/data_exports/${MISSING}/download` },
  "GET /integrations": { paths: () => ["/integrations?feed=tasks&exclude_non_billable=false"], ids: (b: unknown) => (b as { id: number }[]).map((i) => i.id) },
  "GET /integrations/{id}": { paths: (w: World) => [`/integrations/${w.rows.request}`], missingPath: `/integrations/${MISSING}` },
  "GET /statement.csv": { paths: () => ["/statement.csv?year=2026"] },
  "GET /admin/access-trail.csv": { paths: (w: World) => [`/admin/access-trail.csv?request_id=${w.rows.request}`] },
} satisfies Record<string, RestProbe>;

export type RestAnswer = { status: number; rows?: number[]; code?: unknown; body?: unknown };

async function oneCall(client: TestClient, path: string, ids: RestProbe["ids"]): Promise<RestAnswer> {
  const response = await client.rest("GET", path);
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  const body: unknown = isJson ? await response.json() : null;
  if (response.status !== 200) return { status: response.status, code: (body as { code?: unknown } | null)?.code, body };
  return ids ? { status: 200, rows: ids(body) } : { status: 200 };
}

/** Every path of a probe; one refusal is the answer, otherwise the union of the rows. */
export async function restAnswer(client: TestClient, probe: RestProbe, w: World): Promise<RestAnswer> {
  const answers = await Promise.all(probe.paths(w).map((path) => oneCall(client, path, probe.ids)));
  const refusal = answers.find((a) => a.status !== 200);
  if (refusal) return refusal;
  if (!probe.ids) return { status: 200 };
  return { status: 200, rows: [...new Set(answers.flatMap((a) => a.rows ?? []))].sort((a, b) => a - b) };
}

/** What a missing id answers this caller, to compare a hidden row with. */
export async function missingAnswer(client: TestClient, probe: RestProbe): Promise<RestAnswer | null> {
  return probe.missingPath ? oneCall(client, probe.missingPath, probe.ids) : null;
}
