import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../graphql/schema.ts";
import { MAX_DEPTH } from "../graphql/limits.ts";
import { openSockets } from "../testing/authorization-matrix/socket.ts";
import { hasNestedError, objectsAlong, seenIn, type GraphQLAnswer, type Seen } from "../testing/path-matrix/answers.ts";
import { operationOf, protectedPaths, rootOf, type SchemaPath } from "../testing/path-matrix/schema-paths.ts";
import { buildPathWorld, globalId, PATH_VIEWERS, type PathViewer, type PathWorld } from "../testing/path-matrix/world.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { listen, type RunningServer } from "./server.ts";
import { restRoutes } from "../rest/api.ts";
import { REST_DOORS, SUMMARY_FORBIDDEN_KEYS } from "../testing/path-matrix/rest-doors.ts";

// Issue 17 item 2: every path of the schema to patient data, probed as seven callers. A path
// leaks when its answer carries a request, message, file or patient its caller may not read
// (the world's oracle, stated from the rules); it fails when it answers internal_error; and a
// field that leads into protected rows must be shown to reach them for someone, or be listed
// below with the reason this world cannot.

/** Types whose rows are patient data (and billing numbers, their owner's alone). Consult, RequestParticipant and MessageRead are only read under a request or a message. */
const PROTECTED = new Set(["Request", "Message", "File", "Patient", "Consult", "RequestParticipant", "MessageRead", "BillingInfo"]);
const NODE_TYPES = new Set(["Request", "Message", "File", "Patient", "Group", "User", "Professional", "Topic", "Membership", "Contact", "MessageTemplate", "BillingInfo", "Meeting"]);
/** Refusals a path may answer; anything else (internal_error above all) fails it. */
const REFUSALS = new Set(["unauthenticated", "unvalidated", "forbidden", "not_found", "session_expired"]);

/**
 * Fields that lead into protected rows that no caller of this world reaches, and why. Every
 * other such field must return a protected row to somebody, or the test fails: a path nobody
 * reaches proves nothing about who may not.
 */
const UNREACHED: Record<string, string> = {};

let db: TestDatabase;
let w: PathWorld;
let server: RunningServer;
let sockets: Record<PathViewer, Client>;

const literal = (value: string) => JSON.stringify(value);
/** The Node ids the generated arguments name: a placeholder in the operation, filled once the world exists. */
const NODE_ROWS = { Request: "pendingRequest", Message: "message", File: "file", Patient: "patient", Group: "group", Topic: "topic", User: "bobUser", Professional: "bobProfessional", Membership: "membership", MessageTemplate: "template", Contact: "contact", BillingInfo: "billingInfo", Meeting: "meeting" } as const;
const placeholder = (type: keyof typeof NODE_ROWS) => `"%${type}%"`;

function argumentValue(parentType: string, field: string, argument: string): string | null {
  if (parentType === "Query" && field === "node" && argument.startsWith("id:")) {
    const type = argument.slice(3);
    return type in NODE_ROWS ? placeholder(type as keyof typeof NODE_ROWS) : null;
  }
  const values: Record<string, string> = {
    "Query.requests.feed": "FROM_ME",
    "Query.communes.search": literal("Tours"),
    "Query.directory.bounds": "[0.5, 47.2, 0.9, 47.6]",
    "Query.groupDataExport.groupId": placeholder("Group"),
    "Query.integration.id": literal("1"),
    "Query.groupDataExport.from": literal("2026-01-01"),
    "Query.groupDataExport.to": literal("2026-12-31"),
    "Query.place.id": literal("fr:37261"),
    "Query.partnerConsent.uid": literal("no-such-authorization"),
    "Query.planning.groupId": placeholder("Group"),
    "Query.planning.from": literal("2026-01-01T00:00:00Z"),
    "Query.planning.to": literal("2026-02-01T00:00:00Z"),
    "Group.meetings.feed": "UPCOMING",
    "Group.meetings.page": "1",
    "Group.meetings.first": "10",
    "Query.placesAutocomplete.query": literal("Tours"),
    "Query.publicGroup.databaseId": "%groupDatabaseId%",
    "Query.recipientSearch.query": literal("bob"),
    "Query.signupDirectory.search": literal("bob"),
    "Subscription.membershipChanged.groupId": placeholder("Group"),
    "Subscription.requestEvent.id": placeholder("Request"),
    "Subscription.requestUpdated.id": placeholder("Request"),
  };
  return values[`${parentType}.${field}.${argument}`] ?? null;
}

/** The operation of a path with the world's ids in place of the placeholders. */
function operationFor(paths: SchemaPath[]): string {
  return operationOf(paths, NODE_TYPES).replace(/%(\w+)%/g, (_match, name: string) => {
    if (name === "groupDatabaseId") return String(w.ids.group);
    const row = NODE_ROWS[name as keyof typeof NODE_ROWS];
    return globalId(name, w.ids[row]);
  });
}

// The paths depend on the schema only; the argument values are read when a probe runs.
const { paths, unfilled } = protectedPaths(schema, { protectedTypes: PROTECTED, maxDepth: MAX_DEPTH, maxVisits: 1, argumentValues: argumentValue });
const queryPaths = paths.filter((path) => path.root === "query");
const subscriptionPaths = paths.filter((path) => path.root === "subscription");

/** The field a path enters protected rows by: the last hop from an unprotected type (or the root). */
function doorOf(path: SchemaPath): string {
  let door = path.steps[0]?.field ?? "";
  let parent = path.root === "query" ? "Query" : "Subscription";
  for (const step of path.steps) {
    if (PROTECTED.has(step.type) && !PROTECTED.has(parent)) door = step.field === "node" && parent === "Query" ? `Query.node<${step.type}>` : `${parent}.${step.field}`;
    parent = step.type;
  }
  return door;
}

/** One call: the paths it followed, who asked, what came back. */
type Probe = { label: string; paths: SchemaPath[]; viewer: PathViewer; seen: Seen; data: unknown };
const probes: Probe[] = [];

function leaksOf(probe: Probe): string[] {
  const allowed = w.readable[probe.viewer];
  return probe.seen.rows.filter((row) => !allowed[row.type].has(row.id)).map((row) => `${row.type}:${row.id}`);
}

/** Subscriptions: the event each root answers with, so that an allowed caller gets one. */
function publishFor(field: string, viewer: PathViewer): void {
  const userId = w.userIds[viewer];
  const pubsub = w.app.deps.pubsub;
  if (field === "requestEvent" || field === "requestUpdated") pubsub.publish("requestUpdated", w.ids.pendingRequest, { requestId: w.ids.pendingRequest, kind: "message" });
  if (userId === null) return;
  if (field === "userValidated") pubsub.publish("userValidated", userId, { userId, validated: false });
  if (field === "notificationCountsChanged") pubsub.publish("countsChanged", userId, { userId });
  if (field === "membershipChanged") pubsub.publish("membershipChanged", userId, { membershipId: w.ids.membership, groupId: w.ids.group, status: "ONGOING" });
}

async function subscriptionAnswer(socket: Client, paths: SchemaPath[], viewer: PathViewer): Promise<GraphQLAnswer> {
  const state: { answer: GraphQLAnswer | null } = { answer: null };
  const stop = socket.subscribe<unknown>({ query: operationFor(paths) }, {
    next: (value) => void (state.answer ??= value as GraphQLAnswer),
    error: (error) => void (state.answer ??= Array.isArray(error) ? { errors: error as GraphQLAnswer["errors"] } : { errors: [{ message: String(error) }] }),
    complete: () => undefined,
  });
  const field = paths[0]?.steps[0]?.field ?? "";
  for (let i = 0; i < 30 && state.answer === null; i++) {
    publishFor(field, viewer);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  return state.answer ?? {};
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

function byRoot(list: SchemaPath[]): SchemaPath[][] {
  const groups = new Map<string, SchemaPath[]>();
  for (const path of list) groups.set(rootOf(path), [...(groups.get(rootOf(path)) ?? []), path]);
  return [...groups.values()];
}

/**
 * All paths of one root in one query; when a refusal or failure below the root may have hidden
 * part of the answer, each path of that root is asked again on its own.
 */
async function probeQueryRoot(paths: SchemaPath[], viewer: PathViewer): Promise<void> {
  const client = w.clients[viewer];
  const answer = await client.graphql(operationFor(paths));
  probes.push({ label: rootOf(paths[0] as SchemaPath), paths, viewer, seen: seenIn(answer), data: answer.data });
  if (!hasNestedError(answer)) return;
  await inBatches(paths, 8, async (path) => {
    const single = await client.graphql(operationFor([path]));
    probes.push({ label: path.key, paths: [path], viewer, seen: seenIn(single), data: single.data });
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  w = await buildPathWorld(db);
  server = await listen(w.app, 0, "127.0.0.1");
  sockets = openSockets(w.app, server.url, w.clients);
  const roots = PATH_VIEWERS.flatMap((viewer) => byRoot(queryPaths).map((paths) => ({ paths, viewer })));
  await inBatches(roots, 4, ({ paths, viewer }) => probeQueryRoot(paths, viewer));
  const socketRoots = PATH_VIEWERS.flatMap((viewer) => byRoot(subscriptionPaths).map((paths) => ({ paths, viewer })));
  await Promise.all(
    socketRoots.map(async ({ paths, viewer }) => {
      const answer = await subscriptionAnswer(sockets[viewer], paths, viewer);
      probes.push({ label: rootOf(paths[0] as SchemaPath), paths, viewer, seen: seenIn(answer), data: answer.data });
    }),
  );
}, 600_000);
afterAll(async () => {
  await Promise.all(Object.values(sockets ?? {}).map((socket) => socket.dispose()));
  await server?.close();
  await db?.drop();
});

describe("every path of the schema to patient data", () => {
  it("is generated whole: every required argument has a value", () => {
    expect(unfilled, "required arguments the generator cannot fill").toEqual([]);
    // Stated so a change of the walk shows in review (issue 17: how many paths and probes).
    expect(paths.length).toBeGreaterThan(300);
  });

  it.each(PATH_VIEWERS)("leaks nothing to %s", (viewer) => {
    const leaks = probes.filter((probe) => probe.viewer === viewer).flatMap((probe) => leaksOf(probe).map((row) => `${probe.label}: ${row}`));
    expect(leaks).toEqual([]);
  });

  it.each(PATH_VIEWERS)("answers %s data or a refusal, never an internal error", (viewer) => {
    const failures = probes.filter((probe) => probe.viewer === viewer).flatMap((probe) => probe.seen.codes.filter((code) => !REFUSALS.has(code)).map((code) => `${probe.label}: ${code}`));
    expect([...new Set(failures)]).toEqual([]);
  });

  it("reaches patient data through every door for somebody, or says why not", () => {
    const reached = new Set(probes.flatMap((probe) => probe.paths.filter((path) => objectsAlong(probe.data, path).length > 0).map(doorOf)));
    const doors = [...new Set(paths.map(doorOf))].sort();
    expect(doors.filter((door) => !reached.has(door) && !(door in UNREACHED)), "doors into patient data no caller of the world reached").toEqual([]);
    expect(Object.keys(UNREACHED).filter((door) => reached.has(door)), "doors listed as unreached that are reached").toEqual([]);
  });

  it("shows each caller what the rules give it, through the doors meant for it", () => {
    const rowsOf = (viewer: PathViewer) => new Set(probes.filter((probe) => probe.viewer === viewer).flatMap((probe) => probe.seen.rows.map((row) => `${row.type}:${row.id}`)));
    // The participant and the super user read the pending request; its insiders do not.
    expect(rowsOf("participant").has(`Request:${w.ids.pendingRequest}`)).toBe(true);
    expect(rowsOf("superUser").has(`Request:${w.ids.pendingRequest}`)).toBe(true);
    for (const viewer of ["anonymous", "unvalidated", "groupInsider", "senderInsider"] as const) expect(rowsOf(viewer), viewer).toEqual(new Set());
  });
});

/** GET routes that answer no patient data, and what they answer instead. */
const NO_PATIENT_DATA: Record<string, string> = {
  "GET /csrf": "a CSRF token",
  "GET /users/me": "the caller's own account",
  "GET /users/me/data_exports/latest": "the state of the caller's own data download",
  "GET /users/me/data_exports/{id}/download": "the caller's own data (requests they wrote, without the patients' identity)",
  "GET /signup/professionals": "public directory entries for signup",
  "GET /pro-sante-connect/start": "a redirection to the card login",
  "GET /identity-validations": "accounts awaiting validation (super users), no patient",
  "GET /identity-validations/{id}/document": "a professional's identity card (super users), no patient",
  "GET /users/{id}/profile_picture": "a professional's avatar, re-encoded and kept apart from request files (issue 20), no patient",
  "GET /users/{id}/signature_picture": "the caller's own handwritten signature, kept apart from request files (issue 20), no patient",
  "GET /requests/demo": "fixed fictional examples, read from no row",
  "GET /professionals/demo": "fixed fictional examples, read from no row",
  "GET /specialties": "the specialty list",
  "GET /directory": "professionals of the directory",
  "GET /directory/groups": "groups of the directory",
  "GET /places/autocomplete": "place names",
  "GET /places/details/{placeId}": "a place",
  "GET /professionals": "the directory's professionals of one number (the interop draft flow)",
  "GET /professionals/{id}": "a professional's public profile",
  "GET /contacts": "the caller's contacts (professionals and groups)",
  "GET /groups": "the caller's groups",
  "GET /groups/{id}": "a group's information",
  "GET /groups/{id}/memberships": "a group's members",
  "GET /notifications/count": "the caller's counts",
  "GET /realtime/websocket": "the socket upgrade",
  "GET /realtime/poll": "the caller's event ids and kinds",
  "GET /sender_contexts": "the groups the caller may send from",
  "GET /communes": "communes",
  "GET /message-templates": "the caller's response templates",
  "GET /health": "whether the instance answers",
  "GET /admin/access-trail.csv": "the access trail (super users): who read which request, when, from where; no patient content",
  "GET /statement.csv": "the caller's own (or an administered group's) act counts and euros by month (issue 21), no patient and no request",
  "GET /planning": "a group's duty periods (issue 23): experts' names and dates, no patient and no request",
  "GET /meetings": "a group's meetings (issue 23): dates, labels, video links, request counts and the quorum's names; no patient and no request",
  "GET /meetings/{id}": "one meeting (issue 23): its date, label, video link, request count and quorum; no patient and no request",
  "GET /calendar-feeds": "whether the caller has a calendar feed (issue 23): two dates",
  "GET /calendar-feeds/{token}.ics": "the feed owner's meetings and duty periods (issue 23): categories, group names, dates and join links, no patient and no request",
  "GET /planning/on_duty": "who is on duty now in a group (issue 23): experts' names and categories, no patient and no request",
};

describe("every REST route to patient data", () => {
  it("is listed: a door probed below, or a route that answers no patient data", () => {
    const routes = restRoutes.filter((route) => route.method === "GET").map((route) => `GET ${route.path}`);
    expect(routes.filter((route) => !(route in REST_DOORS) && !(route in NO_PATIENT_DATA)), "GET routes with no row").toEqual([]);
    expect([...Object.keys(REST_DOORS), ...Object.keys(NO_PATIENT_DATA)].filter((route) => !routes.includes(route)), "rows for no route").toEqual([]);
  });

  const doors = Object.entries(REST_DOORS).flatMap(([route, door]) => (door === "summary" ? [] : [[route, door] as const]));
  it.each(PATH_VIEWERS)("leaks nothing to %s, through any door", async (viewer) => {
    const allowed = w.readable[viewer];
    const leaks: string[] = [];
    let read = 0;
    for (const [route, door] of doors) {
      for (const path of door.paths(w.ids)) {
        const response = await w.clients[viewer].rest("GET", path);
        expect(response.status, `${route} ${path}`).toBeLessThan(500);
        const isJson = response.headers.get("content-type")?.includes("json") ?? false;
        const body: unknown = isJson ? await response.json() : await response.arrayBuffer();
        if (response.status !== 200) continue;
        for (const row of door.rows(path, body, w.ids)) {
          read++;
          if (!allowed[row.type].has(row.id)) leaks.push(`${route} ${path}: ${row.type}:${row.id}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The rules give the participant and the super user rows through these doors; the others none.
    expect(read > 0, "rows read").toBe(viewer === "participant" || viewer === "superUser" || viewer === "stranger");
  });

  it.each(PATH_VIEWERS)("gives %s a group's requests as summaries only", async (viewer) => {
    for (const group of [w.ids.group, w.ids.senderGroup]) {
      const response = await w.clients[viewer].rest("GET", `/groups/${group}/requests?status=all`);
      expect(response.status).toBeLessThan(500);
      if (response.status !== 200) continue;
      const rows = (await response.json()) as Record<string, unknown>[];
      expect(rows.flatMap((row) => SUMMARY_FORBIDDEN_KEYS.filter((key) => key in row))).toEqual([]);
    }
  });
});

// Last: Dave takes the request here, which changes what the oracle above gives him.
describe("H1: a group's requests tab gives insiders who take no part a summary, not the request", () => {
  const tab = `query($id: ID!, $status: GroupRequestStatus) { node(id: $id) { ... on Group { requests(status: $status) { edges { node {
    databaseId viewerCanJoin patient { lastName birthName } description request { id messages { edges { node { content } } } } } } } } } }`;
  type Tab = { node: { requests: { edges: { node: { databaseId: number; viewerCanJoin: boolean; patient: { lastName: string } | null; description: string | null; request: unknown } }[] } } | null };

  it("shows the recipient group's expert the pending request's summary, lets him take it, then the whole request", async () => {
    const dave = w.clients.groupInsider;
    const before = await dave.graphql<Tab>(tab, { id: globalId("Group", w.ids.group), status: "PENDING" });
    const row = before.data?.node?.requests.edges.find((edge) => edge.node.databaseId === w.ids.pendingRequest)?.node;
    expect(row).toEqual({ databaseId: w.ids.pendingRequest, viewerCanJoin: true, patient: { lastName: "Chevalier", birthName: "Chevalier" }, description: "ECG joint : bloc de branche gauche nouveau ?", request: null });
    const joined = await dave.graphql<{ joinRequest: { __typename: string } }>(`mutation($id: ID!) { joinRequest(input: { requestId: $id }) { __typename } }`, { id: globalId("Request", w.ids.pendingRequest) });
    expect(joined.data?.joinRequest.__typename).toBe("ConsultChanged");
    const after = await dave.graphql<Tab>(tab, { id: globalId("Group", w.ids.group), status: "ALL" });
    const taken = after.data?.node?.requests.edges.find((edge) => edge.node.databaseId === w.ids.pendingRequest)?.node;
    expect(taken?.request).toEqual({ id: globalId("Request", w.ids.pendingRequest), messages: { edges: [{ node: { content: "ECG en pièce jointe, merci de votre avis." } }] } });
  });

  it("shows a sender-group colleague the summary only, and refuses to let her take it", async () => {
    const erin = w.clients.senderInsider;
    const answer = await erin.graphql<Tab>(tab, { id: globalId("Group", w.ids.senderGroup), status: "ALL" });
    const row = answer.data?.node?.requests.edges.find((edge) => edge.node.databaseId === w.ids.pendingRequest)?.node;
    expect(row).toMatchObject({ viewerCanJoin: false, request: null, patient: { lastName: "Chevalier" } });
    const joined = await erin.graphql<{ joinRequest: { __typename: string; code?: string } }>(`mutation($id: ID!) { joinRequest(input: { requestId: $id }) { __typename ... on DomainError { code } } }`, { id: globalId("Request", w.ids.pendingRequest) });
    expect(joined.data?.joinRequest).toEqual({ __typename: "DomainError", code: "not_found" });
  });
});
