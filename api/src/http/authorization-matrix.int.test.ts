import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../graphql/schema.ts";
import { restRoutes } from "../rest/api.ts";
import {
  denied,
  listAnswer,
  missingAnswer,
  NODE_QUERY,
  nodeAnswer,
  NODES_QUERY,
  nodesAnswer,
  ok,
  QUERY_PROBES,
  refused,
  REST_PROBES,
  restAnswer,
  rows,
  rowsOf,
  type ListExpectation,
  type RestExpectation,
  type SocketExpectation,
  type Visibility,
} from "../testing/authorization-matrix/probes.ts";
import { openSockets, socketQuery, SUBSCRIPTION_PROBES, subscriptionAnswer } from "../testing/authorization-matrix/socket.ts";
import { buildWorld, byViewer, globalId, VIEWERS, type Columns, type Rows, type ViewerKey, type World } from "../testing/authorization-matrix/world.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { TestClient } from "../testing/test-client.ts";
import { parse } from "graphql";
import { connectPartner, registerApplication } from "../testing/partner-tokens.ts";
import { PARTNER_SCOPES, restRouteScope, type PartnerScope } from "../domain/interop/partner-scopes.ts";
import { fieldBeyondScopes, NODE_TYPE_SCOPES, ROOT_FIELD_SCOPES } from "../graphql/interop/partner-scopes.ts";
import { listen, type RunningServer } from "./server.ts";

// Issue 7: who sees what, for every Node type and every list, through every transport.
// Spec 1 §6, spec 2 §6, DESIGN.md "One access gate per area": visitors and unvalidated
// accounts see nothing but their own user; a row the viewer may not see answers exactly
// like a missing one; requests, their messages and patients are for participants (messages:
// published ones and the viewer's own drafts); directory rows are for validated users.
// Super users get no special read of requests yet (the shadow view is a later issue).

const V = "visible";
const H = "hidden";
/** The visitor has no own user: no cell. */
const NA = "n/a";
const SEE_NODE_ROWS = "see MATRIX.nodes";
function same<T>(cell: T): Columns<T> {
  return [cell, cell, cell, cell, cell];
}

// aliceDataExport is no Node: it is reached through REST and User.dataExport only.
type NodeSubject = Exclude<keyof Rows, "pendingUser" | "aliceDataExport"> | "ownUser";

/**
 * The one table. Columns, in order:
 *   anonymous | unvalidated: PENDING with a card, and a recipient participant of `request` |
 *   stranger: Carol, validated, DE, no part in Alice's requests | participant: Alice |
 *   super user: validated, participant of nothing.
 */
const MATRIX = {
  // node(id), nodes(ids) over HTTP, and both over the socket. "hidden": null without an error.
  nodes: {
    // Super users read every published request and its published messages and patient (the
    // shadow view, spec 2 §2); never a draft message.
    request: { type: "Request", see: [H, H, H, V, V] },
    publishedMessage: { type: "Message", see: [H, H, H, V, V] },
    bobDraft: { type: "Message", see: [H, H, H, H, H] },
    aliceDraft: { type: "Message", see: [H, H, H, V, H] },
    patient: { type: "Patient", see: [H, H, H, V, V] },
    ownUser: { type: "User", see: [NA, V, V, V, V] },
    bobUser: { type: "User", see: [H, H, V, V, V] },
    bobProfessional: { type: "Professional", see: [H, H, V, V, V] },
    group: { type: "Group", see: [H, H, V, V, V] },
    topic: { type: "Topic", see: [H, H, V, V, V] },
    // Files follow their request (and their message, for a message's files): super users
    // read published requests (spec 2 §2 shadow view), so their files too.
    requestFile: { type: "File", see: [H, H, H, V, V] },
    // A personal response template is its owner's alone (super users included).
    aliceTemplate: { type: "MessageTemplate", see: [H, H, H, V, H] },
    // Contacts: the owner's alone.
    aliceContact: { type: "Contact", see: [H, H, H, V, H] },
    // Memberships: the member, the group's insiders and admins, super users (none of the others here).
    bobMembership: { type: "Membership", see: [H, H, H, H, V] },
    // Billing numbers: the owner's alone (super users included: they bill in the owner's name).
    aliceBillingInfo: { type: "BillingInfo", see: [H, H, H, V, H] },
    // Meetings (issue 23): the group's insiders, its quorum, participants of its registered requests (Alice's is), super users.
    meeting: { type: "Meeting", see: [H, H, H, V, V] },
  } satisfies Record<NodeSubject, { type: string; see: Columns<Visibility | typeof NA> }>,

  // Every Query root field.
  query: {
    node: SEE_NODE_ROWS,
    nodes: SEE_NODE_ROWS,
    viewer: [rows("none"), rows("ownUser"), rows("ownUser"), rows("ownUser"), rows("ownUser")],
    requests: [denied("unauthenticated"), denied("unvalidated"), rows("carolRequests"), rows("aliceRequests"), rows("none")],
    pendingIdentityValidations: [denied("unauthenticated"), denied("unvalidated"), denied("forbidden"), denied("forbidden"), rows("pendingUser")],
    // Public by design: signup step 1 (spec 1 §2) is searched before the account exists.
    signupDirectory: same(rows("bobProfessional")),
    proSanteConnectAvailable: same(rows("none")),
    notificationCounts: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // Bob is French: Carol (DE) finds no one, the super user (FR) finds him like Alice.
    recipientSearch: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("bobProfessional"), rows("bobProfessional")],
    recipientContexts: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    senderContexts: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // A flag: false for visitors and unvalidated accounts rather than a refusal.
    viewerCanStartRequest: same(rows("none")),
    communes: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    specialties: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // The directory (issue 10 item 1): validated viewers only; its rows are probed in rest/directory/directory.int.test.ts.
    directoryStart: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    directory: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    directoryGroups: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    directorySpecialtyTags: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    placesAutocomplete: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    place: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    messageTemplates: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("aliceTemplate"), rows("none")],
    contacts: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("aliceContact"), rows("none")],
    groups: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // Public by design (spec 1 §2 public group page): a group's name, one line and topic labels.
    publicGroup: same(rows("none")),
    groupDataExport: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // The on-call planning (issue 23): the group's insiders and super users; the world's group has no period.
    planning: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // Administrative data: a group's integrators only (none here, super users included).
    integrations: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    integration: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    integrationGroups: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // The statement of acts (issue 21): a validated professional's own; unvalidated accounts are told why.
    statement: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    tutorial: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    authwallTarget: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // Partner applications (issue 24): registered by super users; each doctor's own authorizations.
    partnerApplications: [denied("unauthenticated"), denied("unvalidated"), denied("forbidden"), denied("forbidden"), rows("none")],
    authorizedApplications: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    partnerConsent: [denied("unauthenticated"), denied("unvalidated"), rows("none"), rows("none"), rows("none")],
    // Every account, validated or not, manages its own sessions (issue 17); visitors have none.
    viewerSessions: [denied("unauthenticated"), rows("none"), rows("none"), rows("none"), rows("none")],
  } satisfies Record<keyof typeof QUERY_PROBES | "node" | "nodes", Columns<ListExpectation> | typeof SEE_NODE_ROWS>,

  // Every GET route under /api/v1. A refused detail answers exactly as a missing id does.
  rest: {
    "GET /csrf": same(ok()),
    "GET /health": same(ok()),
    // Pro Santé Connect is not configured in tests: the same refusal for everyone, no data.
    "GET /pro-sante-connect/start": same(refused(503, "psc_unavailable")),
    "GET /signup/professionals": same(ok("bobProfessional")),
    "GET /users/me": [refused(401, "unauthenticated"), ok("ownUser"), ok("ownUser"), ok("ownUser"), ok("ownUser")],
    "GET /identity-validations": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(403, "forbidden"), refused(403, "forbidden"), ok("pendingUser")],
    "GET /identity-validations/{id}/document": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(403, "forbidden"), refused(403, "forbidden"), ok()],
    "GET /requests": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("carolRequests"), ok("aliceRequests"), ok("none")],
    "GET /requests/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), ok("theRequest"), ok("theRequest")],
    "GET /requests/demo": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /professionals/demo": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /specialties": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /directory": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /directory/groups": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /places/autocomplete": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /places/details/{placeId}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /requests/{id}/files/{fileId}/{name}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), ok(), ok()],
    "GET /requests/{id}/files/zip": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), ok(), ok()],
    // Issue 21 item 5: the billers only (the author, here with an open consult: nothing to bill yet);
    // a super user reads the request but not its billing data (the full matrix: rest/billing/billing-export.int.test.ts).
    "GET /requests/{id}/billing": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(422, "billing_not_billable"), refused(404, "not_found")],
    // Issue 22 item 1: the report is the request's readers' (the world's consult is still open:
    // readers are told there is no report yet; the full matrix: rest/documents/report.int.test.ts).
    "GET /requests/{id}/report/pdf": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(422, "report_not_available"), refused(422, "report_not_available")],
    "GET /requests/{id}/report/docx": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(422, "report_not_available"), refused(422, "report_not_available")],
    "GET /notifications/count": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    // A plain GET (no Upgrade): the socket's own refusals are in http/legacy-realtime.int.test.ts.
    "GET /realtime/websocket": [refused(401, "unauthenticated"), refused(426, "upgrade_required"), refused(426, "upgrade_required"), refused(426, "upgrade_required"), refused(426, "upgrade_required")],
    // Logged-in accounts not validated yet poll too: they hear only the decision on their identity.
    "GET /realtime/poll": [refused(401, "unauthenticated"), ok(), ok(), ok(), ok()],
    "GET /sender_contexts": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    // Patients follow their requests (super users: the shadow view of published requests).
    "GET /patients/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), ok("thePatient"), ok("thePatient")],
    "GET /communes": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /message-templates": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("none"), ok("aliceTemplate"), ok("none")],
    "GET /contacts": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("none"), ok("aliceContact"), ok("none")],
    // A professional's public profile: the directory, for validated viewers.
    "GET /professionals": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("bobProfessional"), ok("bobProfessional"), ok("bobProfessional")],
    "GET /professionals/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    // Groups: every validated viewer sees a group's information; its requests are for insiders
    // and super users, its data download for administrators (super users included).
    "GET /groups": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("none"), ok("none"), ok("none")],
    "GET /statement.csv": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /integrations": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("none"), ok("none"), ok("none")],
    "GET /integrations/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(404, "not_found"), refused(404, "not_found")],
    "GET /groups/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /groups/{id}/requests": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(403, "forbidden"), refused(403, "forbidden"), ok()],
    "GET /groups/{id}/memberships": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok("none"), ok("none"), ok("bobMembership")],
    "GET /groups/{id}/export.csv": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(403, "forbidden"), refused(403, "forbidden"), ok()],
    // The on-call planning (issue 23): insiders and super users; anyone else is answered as for a missing group.
    "GET /planning": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(404, "not_found"), ok("none")],
    // Meetings (issue 23): the list is for the group's insiders and super users, answered as a missing group to anyone else;
    // one meeting also for participants of a request registered to it (Alice's).
    "GET /meetings": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(404, "not_found"), ok("theMeeting")],
    "GET /meetings/{id}": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), ok("theMeeting"), ok("theMeeting")],
    // Calendar feeds (issue 23): the status is every validated account's own; the feed's address is
    // its credential, whoever calls and with whatever session: an unknown one is a missing page to all.
    "GET /calendar-feeds": [refused(401, "unauthenticated"), refused(403, "unvalidated"), ok(), ok(), ok()],
    "GET /calendar-feeds/{token}.ics": same(refused(404, "not_found")),
    // Who is on duty now (issue 23 item 6): the planning's readers; the world's group has nobody on duty.
    "GET /planning/on_duty": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(404, "not_found"), ok("none")],
    // Avatars (issue 20, spec 2 §7): any validated user reads anyone's; an unvalidated account only its own.
    "GET /users/{id}/profile_picture": [refused(401, "unauthenticated"), refused(404, "not_found"), ok(), ok(), ok()],
    // Signatures (issue 20, spec 2 §4): their owner's alone; Bob's answers as a missing one to everyone else, super users included.
    "GET /users/{id}/signature_picture": [refused(401, "unauthenticated"), refused(404, "not_found"), refused(404, "not_found"), refused(404, "not_found"), refused(404, "not_found")],
    // "My data" (issue 20): every account its own, validated or not; another's answers as a missing one.
    "GET /users/me/data_exports/latest": [refused(401, "unauthenticated"), ok(), ok(), ok(), ok()],
    "GET /users/me/data_exports/{id}/download": [refused(401, "unauthenticated"), refused(404, "not_found"), refused(404, "not_found"), ok(), refused(404, "not_found")],
    // The access trail (issue 17): super users only, whatever their part in the request.
    "GET /admin/access-trail.csv": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(403, "forbidden"), refused(403, "forbidden"), ok()],
  } satisfies Record<keyof typeof REST_PROBES, Columns<RestExpectation>>,

  // Fields of a visible row that only its owner reads (issue 20: settings), probed through node():
  // "hidden" is null, whether the row itself or only the field is withheld.
  ownerFields: {
    "User.settings": { ownUser: [NA, V, V, V, V], bobUser: [H, H, H, H, H] },
  } satisfies Record<string, { ownUser: Columns<Visibility | typeof NA>; bobUser: Columns<Visibility> }>,

  // Fields of the world's (recipient) group only its insiders and super users read, probed through
  // node(): "hidden" is null. Issue 23 item 6: who is on duty now follows the planning's gate.
  groupFields: {
    "Group.onDutyNow": [H, H, H, H, V],
  } satisfies Record<string, Columns<Visibility>>,

  // Writes on an account named in the path or the body (issue 20, spec 2 §7 PUT users/{id}, POST
  // billing_infos user_id): its owner only; anyone else's answers exactly as a missing one. The
  // billing probe sends an empty label: the owner gets the label refusal (nothing is written),
  // accounts outside France france_only (the viewer's own country, whatever the account named).
  accountWrites: {
    "PUT /users/{id}": { ownUser: [NA, 200, 200, 200, 200], bobUser: [401, 404, 404, 404, 404] },
    "POST /billing_infos": { ownUser: [NA, 403, 403, 422, 422], bobUser: [401, 403, 403, 404, 404] },
  } satisfies Record<string, { ownUser: Columns<number | typeof NA>; bobUser: Columns<number> }>,

  // Writes on the world's request (issue 22: prescriptions, spec 2 §6): recipient-side participants
  // in France who can prescribe only, and nobody of the world is one. The stranger, who does not
  // read the request, is told it is missing; its readers are refused (Alice is its author, the
  // super user no participant). Each probe is a valid prescription, so the answer tells who may.
  requestWrites: {
    "POST /requests/prescription_generation": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(403, "prescription_not_allowed"), refused(403, "prescription_not_allowed")],
    "POST /requests/{id}/prescriptions": [refused(401, "unauthenticated"), refused(403, "unvalidated"), refused(404, "not_found"), refused(403, "prescription_not_allowed"), refused(403, "prescription_not_allowed")],
  } satisfies Record<string, Columns<RestExpectation>>,

  // Every Subscription root field, over graphql-ws.
  subscriptions: {
    requestUpdated: [denied("unauthenticated"), denied("unvalidated"), denied("not_found"), "event", "event"],
    userValidated: [denied("unauthenticated"), "event", "event", "event", "event"],
    // Super users read every published request (the shadow view, spec 2 §2).
    requestEvent: [denied("unauthenticated"), denied("unvalidated"), denied("not_found"), "event", "event"],
    notificationCountsChanged: [denied("unauthenticated"), denied("unvalidated"), "event", "event", "event"],
    // The viewer's own membership of a group they may see (every group, for validated viewers).
    membershipChanged: [denied("unauthenticated"), denied("unvalidated"), "event", "event", "event"],
  } satisfies Record<keyof typeof SUBSCRIPTION_PROBES, Columns<SocketExpectation>>,
};

let db: TestDatabase;
let w: World;
let server: RunningServer;
let sockets: Record<ViewerKey, Client>;

// Issue 24: the participant's (Alice's) partner tokens, one per scope and one with them all.
const PARTNER_TOKENS = [...PARTNER_SCOPES.map((scope) => [scope, [scope]] as const), ["every scope", [...PARTNER_SCOPES]] as const] as const;
const partners = new Map<string, { client: TestClient; scopes: ReadonlySet<PartnerScope> }>();

beforeAll(async () => {
  db = await createTestDatabase();
  w = await buildWorld(db);
  server = await listen(w.app, 0, "127.0.0.1");
  sockets = openSockets(w.app, server.url, w.clients);
  // One application per scope set (a new consent of the same application replaces the grant).
  for (const [name, scopes] of PARTNER_TOKENS) {
    const { clientId } = await registerApplication(w.clients.superUser, scopes, { name });
    const tokens = await connectPartner(server.url, w.clients.participant, clientId, scopes.join(" "));
    const client = new TestClient(w.app);
    client.bearer = tokens.access_token;
    partners.set(name, { client, scopes: new Set(scopes) });
  }
});
afterAll(async () => {
  await Promise.all(Object.values(sockets ?? {}).map((socket) => socket.dispose()));
  await server?.close();
  await db?.drop();
});

const nodeSubjects = Object.entries(MATRIX.nodes) as [NodeSubject, (typeof MATRIX.nodes)[NodeSubject]][];
const idOf = (subject: NodeSubject, viewer: ViewerKey): number | null => (subject === "ownUser" ? w.userIds[viewer] : w.rows[subject]);

/** [name, subject, viewer, expected] for every cell of MATRIX.nodes that applies. */
const nodeCells = nodeSubjects.flatMap(([subject, row]) =>
  VIEWERS.flatMap((viewer) => {
    const see = byViewer(row.see)[viewer];
    return see === NA ? [] : [[`${row.type} ${subject} as ${viewer}: ${see}`, subject, viewer, see] as const];
  }),
);

/** [name, key, viewer, expected] for every cell of a section; a row missing at run time is left to the coverage tests. */
function cellsOf<K extends string, T>(section: Record<K, Columns<T>>, keys: string[]): (readonly [string, K, ViewerKey, T])[] {
  return (keys as K[]).flatMap((key) => {
    const row = section[key] as Columns<T> | undefined;
    return row ? VIEWERS.map((viewer) => [`${key} as ${viewer}`, key, viewer, byViewer(row)[viewer]] as const) : [];
  });
}

describe("the matrix covers everything", () => {
  it("has a row for every Node type", () => {
    const nodeTypes = schema.getPossibleTypes(schema.getType("Node") as Parameters<typeof schema.getPossibleTypes>[0]).map((t) => t.name);
    const tableTypes = new Set(nodeSubjects.map(([, row]) => row.type));
    expect(nodeTypes.filter((type) => !tableTypes.has(type)), "Node types without a row in MATRIX.nodes").toEqual([]);
    expect([...tableTypes].filter((type) => !nodeTypes.includes(type)), "rows of MATRIX.nodes for no Node type").toEqual([]);
  });

  it.each([
    ["Query", Object.keys(schema.getQueryType()?.getFields() ?? {}), Object.keys(MATRIX.query)],
    ["Subscription", Object.keys(schema.getSubscriptionType()?.getFields() ?? {}), Object.keys(MATRIX.subscriptions)],
    ["REST GET", restRoutes.filter((route) => route.method === "GET").map((route) => `GET ${route.path}`), Object.keys(MATRIX.rest)],
  ])("has a row for every %s entry point, and none for a removed one", (_kind, actual, table) => {
    expect(actual.filter((name) => !table.includes(name)), "entry points without a row").toEqual([]);
    expect(table.filter((name) => !actual.includes(name)), "rows for no entry point").toEqual([]);
  });
});

type NodesResult = { asked: NodeSubject[]; positions: ReturnType<typeof nodesAnswer> };
const nodesResults = new Map<string, Promise<NodesResult>>();

/** One `nodes` call per caller and transport, asking for every row of the table at once. */
function nodesFor(viewer: ViewerKey, transport: "http" | "socket"): Promise<NodesResult> {
  const key = `${transport}:${viewer}`;
  const cached = nodesResults.get(key);
  if (cached) return cached;
  const asked = nodeSubjects.flatMap(([subject, row]) => {
    const id = idOf(subject, viewer);
    return id === null ? [] : [{ subject, type: row.type, id }];
  });
  const variables = { ids: asked.map((a) => globalId(a.type, a.id)) };
  const call = transport === "http" ? w.clients[viewer].graphql(NODES_QUERY, variables) : socketQuery(sockets[viewer], NODES_QUERY, variables);
  const result = call.then((answer) => ({ asked: asked.map((a) => a.subject), positions: nodesAnswer(answer, asked) }));
  nodesResults.set(key, result);
  return result;
}

async function nodesCell(subject: NodeSubject, viewer: ViewerKey, transport: "http" | "socket"): Promise<unknown> {
  const { asked, positions } = await nodesFor(viewer, transport);
  return positions[asked.indexOf(subject)];
}

describe("GraphQL over HTTP", () => {
  it.each(nodeCells)("node: %s", async (_name, subject, viewer, expected) => {
    const type = MATRIX.nodes[subject].type;
    const id = idOf(subject, viewer) ?? 0;
    expect(nodeAnswer(await w.clients[viewer].graphql(NODE_QUERY, { id: globalId(type, id) }), type, id)).toEqual(expected);
  });

  it.each(nodeCells)("nodes: %s", async (_name, subject, viewer, expected) => {
    expect(await nodesCell(subject, viewer, "http")).toEqual(expected);
  });

  it.each(VIEWERS)("node: a missing id of every Node type answers null, without an error, as %s", async (viewer) => {
    for (const type of new Set(nodeSubjects.map(([, row]) => row.type))) {
      expect(nodeAnswer(await w.clients[viewer].graphql(NODE_QUERY, { id: globalId(type, 2_147_483_647) }), type, 2_147_483_647), type).toEqual("hidden");
    }
  });

  const listCells = cellsOf<keyof typeof QUERY_PROBES, ListExpectation>(MATRIX.query, Object.keys(QUERY_PROBES));
  it.each(listCells)("%s", async (_name, field, viewer, expected) => {
    const probe = QUERY_PROBES[field];
    const want = "rows" in expected ? { rows: rowsOf(expected.rows, w, viewer) } : expected;
    expect(listAnswer(await w.clients[viewer].graphql(probe.query), probe.ids)).toEqual(want);
  });
});

describe("REST", () => {
  const restCells = cellsOf<keyof typeof REST_PROBES, RestExpectation>(MATRIX.rest, Object.keys(REST_PROBES));
  it.each(restCells)("%s", async (_name, route, viewer, expected) => {
    const probe = REST_PROBES[route];
    const client = w.clients[viewer];
    const answer = await restAnswer(client, probe, w);
    const want = "code" in expected ? expected : expected.rows ? { status: 200, rows: rowsOf(expected.rows, w, viewer) } : { status: 200 };
    expect({ status: answer.status, ...(answer.rows ? { rows: answer.rows } : {}), ...(answer.code === undefined ? {} : { code: answer.code }) }).toEqual(want);
    // A row the caller may not see answers exactly like one that does not exist.
    const missing = answer.status === 200 ? null : await missingAnswer(client, probe);
    if (missing) expect(answer).toEqual(missing);
  });
});

// Issue 24: a partner's token acts as the doctor who granted it, narrowed by its scopes. Every
// list, REST read and node of the table is asked with each token: within the token's scopes the
// answer is exactly the participant's (Alice's), outside it insufficient_scope; never more.
describe("partner tokens, by scope", () => {
  const tokenNames = PARTNER_TOKENS.map(([name]) => name);
  const participant = <T>(row: Columns<T>): T => byViewer(row).participant;

  const listCells = Object.keys(QUERY_PROBES).flatMap((field) => tokenNames.map((token) => [`${field} with ${token}`, field as keyof typeof QUERY_PROBES, token] as const));
  it.each(listCells)("%s", async (_name, field, token) => {
    const partner = partners.get(token);
    const probe = QUERY_PROBES[field];
    const opened = partner && fieldBeyondScopes(schema, parse(probe.query), null, partner.scopes) === null;
    const expected = participant(MATRIX.query[field]);
    const want = !opened ? { denied: "insufficient_scope" } : "rows" in expected ? { rows: rowsOf(expected.rows, w, "participant") } : expected;
    expect(listAnswer(await (partner?.client ?? w.clients.anonymous).graphql(probe.query), probe.ids)).toEqual(want);
  });

  const restCells = Object.keys(REST_PROBES).flatMap((route) => tokenNames.map((token) => [`${route} with ${token}`, route as keyof typeof REST_PROBES, token] as const));
  it.each(restCells)("%s", async (_name, route, token) => {
    const partner = partners.get(token);
    const definition = restRoutes.find((r) => `${r.method} ${r.path}` === route);
    const scope = definition ? restRouteScope(definition.tag, definition.method) : null;
    const expected = participant(MATRIX.rest[route]);
    // Public routes (health, csrf) answer everyone alike, super users' routes refuse the doctor
    // and their token alike (forbidden); the others answer only within the token's scopes.
    const open = definition?.auth === "public" || definition?.auth === "super" || (scope !== null && partner?.scopes.has(scope) === true);
    const want = !open ? { status: 403, code: "insufficient_scope" } : "code" in expected ? expected : expected.rows ? { status: 200, rows: rowsOf(expected.rows, w, "participant") } : { status: 200 };
    const answer = await restAnswer(partner?.client ?? w.clients.anonymous, REST_PROBES[route], w);
    expect({ status: answer.status, ...(answer.rows ? { rows: answer.rows } : {}), ...(answer.code === undefined ? {} : { code: answer.code }) }).toEqual(want);
  });

  const nodeTokenCells = nodeSubjects.flatMap(([subject, row]) => tokenNames.map((token) => [`${row.type} ${subject} with ${token}`, subject, token] as const));
  it.each(nodeTokenCells)("node: %s", async (_name, subject, token) => {
    const partner = partners.get(token);
    const type = MATRIX.nodes[subject].type;
    const id = idOf(subject, "participant") ?? 0;
    const answer = await (partner?.client ?? w.clients.anonymous).graphql(NODE_QUERY, { id: globalId(type, id) });
    // node(id) is open to any token; what it loads follows the type's scope.
    const rootOpen = ROOT_FIELD_SCOPES["Query.node"] === "any" && (partner?.scopes.size ?? 0) > 0;
    if (!rootOpen) return void expect(answer.errors?.[0]?.extensions?.code).toBe("insufficient_scope");
    const typeScope = NODE_TYPE_SCOPES[type];
    const see = typeScope && partner?.scopes.has(typeScope) ? byViewer(MATRIX.nodes[subject].see).participant : H;
    expect(nodeAnswer(answer, type, id)).toEqual(see);
  });
});

describe("insider-only fields of a group", () => {
  const cells = Object.entries(MATRIX.groupFields).flatMap(([field, row]) =>
    VIEWERS.map((viewer) => [`${field} as ${viewer}: ${byViewer<Visibility>(row)[viewer]}`, field, viewer, byViewer<Visibility>(row)[viewer]] as const),
  );
  const QUERIES: Record<keyof typeof MATRIX.groupFields, string> = {
    "Group.onDutyNow": "query($id: ID!) { node(id: $id) { ... on Group { onDutyNow { name } } } }",
  };
  it.each(cells)("%s", async (_name, field, viewer, expected) => {
    const answer = await w.clients[viewer].graphql<{ node: { onDutyNow?: unknown } | null }>(QUERIES[field as keyof typeof QUERIES], { id: globalId("Group", w.rows.group) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.node?.onDutyNow ? "visible" : "hidden").toEqual(expected);
  });
});

describe("owner-only fields and account writes", () => {
  const ownerCells = Object.entries(MATRIX.ownerFields).flatMap(([field, row]) =>
    (["ownUser", "bobUser"] as const).flatMap((subject) =>
      VIEWERS.flatMap((viewer) => {
        const see = byViewer<Visibility | typeof NA>(row[subject])[viewer];
        return see === NA ? [] : [[`${field} of ${subject} as ${viewer}: ${see}`, subject, viewer, see] as const];
      }),
    ),
  );
  it.each(ownerCells)("%s", async (_name, subject, viewer, expected) => {
    const id = subject === "ownUser" ? (w.userIds[viewer] ?? 0) : w.rows.bobUser;
    const answer = await w.clients[viewer].graphql<{ node: { settings: unknown } | null }>("query($id: ID!) { node(id: $id) { ... on User { settings { __typename } } } }", {
      id: globalId("User", id),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.node?.settings ? "visible" : "hidden").toEqual(expected);
  });

  const writeCells = Object.entries(MATRIX.accountWrites).flatMap(([route, row]) =>
    (["ownUser", "bobUser"] as const).flatMap((subject) =>
      VIEWERS.flatMap((viewer) => {
        const status = byViewer<number | typeof NA>(row[subject])[viewer];
        return status === NA ? [] : [[`${route} of ${subject} as ${viewer}: ${status}`, subject, viewer, status] as const];
      }),
    ),
  );
  // Each write changes nothing whoever calls it (an empty change, an empty label): the answer
  // tells who may write.
  const WRITES: Record<keyof typeof MATRIX.accountWrites, (client: TestClient, userId: number) => Promise<Response>> = {
    "PUT /users/{id}": (client, userId) => client.rest("PUT", `/users/${userId}`, {}),
    "POST /billing_infos": (client, userId) => client.rest("POST", "/billing_infos", { user_id: userId, label: "", number: "" }),
  };
  it.each(writeCells)("%s", async (name, subject, viewer, expected) => {
    const id = subject === "ownUser" ? (w.userIds[viewer] ?? 0) : w.rows.bobUser;
    const write = WRITES[name.split(" of ")[0] as keyof typeof WRITES];
    const answer = await write(w.clients[viewer], id);
    expect(answer.status).toBe(expected);
    if (expected === 404) expect(await answer.json()).toEqual(await (await write(w.clients[viewer], 2_147_483_647)).json());
  });
});

describe("writes on the world's request", () => {
  const PRESCRIPTION = { template_name: "default", values: { text: "Repos" }, billing_number: "751123456" };
  const REQUEST_WRITES: Record<keyof typeof MATRIX.requestWrites, (client: TestClient, requestId: number) => Promise<Response>> = {
    "POST /requests/prescription_generation": (client, requestId) => client.rest("POST", "/requests/prescription_generation", { request_id: requestId, ...PRESCRIPTION }),
    "POST /requests/{id}/prescriptions": (client, requestId) => client.rest("POST", `/requests/${requestId}/prescriptions`, PRESCRIPTION),
  };
  const cells = Object.entries(MATRIX.requestWrites).flatMap(([route, row]) =>
    VIEWERS.map((viewer) => {
      const expected = byViewer<RestExpectation>(row)[viewer];
      return [`${route} as ${viewer}: ${expected.status}`, route as keyof typeof REQUEST_WRITES, viewer, expected] as const;
    }),
  );
  it.each(cells)("%s", async (_name, route, viewer, expected) => {
    const answer = await REQUEST_WRITES[route](w.clients[viewer], w.rows.request);
    const body = (await answer.json()) as { code?: string };
    expect({ status: answer.status, code: body.code }).toEqual(expected);
    if (expected.status === 404) expect(body).toEqual(await (await REQUEST_WRITES[route](w.clients[viewer], 2_147_483_647)).json());
  });
});

describe("GraphQL over the WebSocket", () => {
  it.each(nodeCells)("node: %s", async (_name, subject, viewer, expected) => {
    const type = MATRIX.nodes[subject].type;
    const id = idOf(subject, viewer) ?? 0;
    expect(nodeAnswer(await socketQuery(sockets[viewer], NODE_QUERY, { id: globalId(type, id) }), type, id)).toEqual(expected);
  });

  it.each(nodeCells)("nodes: %s", async (_name, subject, viewer, expected) => {
    expect(await nodesCell(subject, viewer, "socket")).toEqual(expected);
  });

  const subscriptionCells = cellsOf<keyof typeof SUBSCRIPTION_PROBES, SocketExpectation>(MATRIX.subscriptions, Object.keys(SUBSCRIPTION_PROBES));
  it.each(subscriptionCells)("%s", async (_name, field, viewer, expected) => {
    expect(await subscriptionAnswer(sockets[viewer], SUBSCRIPTION_PROBES[field], w, viewer)).toEqual(expected);
  });
});
