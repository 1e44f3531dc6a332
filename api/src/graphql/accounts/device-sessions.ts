import { requireViewer } from "../../domain/access.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { domainDeps } from "../../call/domain-deps.ts";
import { endDeviceSession, endOtherDeviceSessions, listDeviceSessions, DEVICE_SESSIONS_MAX, type DeviceSession } from "../../domain/accounts/device-sessions.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { toDbId } from "../ids.ts";

// Not a Node: a session is reachable only by its owner, through viewerSessions, never by id.
const sessionGlobalId = (id: number) => encodeGlobalID("DeviceSession", id);

const DeviceSessionRef = builder.objectRef<DeviceSession>("DeviceSession").implement({
  description: "One of the viewer's open sessions: a browser or app where the account is logged in (settings, \"Connected devices\").",
  fields: (t) => ({
    id: t.id({ description: "Opaque id of the session, to pass to endSession. It is not the session's cookie and cannot be used as one.", resolve: (s) => sessionGlobalId(s.id) }),
    browser: t.exposeString("browser", { nullable: true, description: "The browser and its major version read from the user agent (\"Firefox 132\"); null when unknown." }),
    os: t.exposeString("os", { nullable: true, description: "The operating system read from the user agent (\"Windows\", \"iOS\"); null when unknown." }),
    ipAddress: t.exposeString("ipAddress", { nullable: true, description: "The address the login came from, as the server saw it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When this session was opened (the login)." }),
    lastSeenAt: t.expose("lastSeenAt", { type: "DateTime", description: "Its last activity, to the minute." }),
    current: t.exposeBoolean("current", { description: "True for the session of this very call (this browser)." }),
  }),
});

builder.queryField("viewerSessions", (t) =>
  t.field({
    type: [DeviceSessionRef],
    authScopes: { loggedIn: true },
    description: `The viewer's open sessions (not ended, not expired), most recently used first, at most ${DEVICE_SESSIONS_MAX}; the current one is marked. A login on another device adds one and ends none.`,
    resolve: (_root, _args, context) => listDeviceSessions(domainDeps(context), requireViewer(context.viewer)),
  }),
);

const SessionEnded = builder.objectRef<{ endedSessionId: number; current: boolean }>("SessionEnded").implement({
  description: "The session is over; its open sockets are closed. When it was this call's own, its cookie is cleared.",
  fields: (t) => ({
    endedSessionId: t.id({ description: "Id of the ended session (a DeviceSession id).", resolve: (ended) => sessionGlobalId(ended.endedSessionId) }),
    current: t.exposeBoolean("current", { description: "True when the viewer ended the session of this very browser, which is now logged out." }),
  }),
});

const EndSessionInput = builder.inputType("EndSessionInput", {
  description: "Which of the viewer's sessions to end.",
  fields: (t) => ({ sessionId: t.globalID({ required: true, description: "A DeviceSession id read from viewerSessions." }) }),
});

builder.mutationField("endSession", (t) =>
  t.field({
    type: builder.errorUnion("EndSessionResult", {
      description: "The session ended, or a DomainError: not_found (unknown, already over, or someone else's).",
      types: [SessionEnded, DomainError],
      resolveType: () => SessionEnded,
    }),
    authScopes: { loggedIn: true },
    description: "\"Log out this device\": ends one of the viewer's sessions, wherever it is; its next call answers unauthenticated.",
    args: { input: t.arg({ type: EndSessionInput, required: true, description: "The session to end." }) },
    resolve: async (_root, { input }, context) => {
      const sessionId = input.sessionId.typename === "DeviceSession" ? toDbId(input.sessionId.id) : 0;
      const ended = await endDeviceSession(domainDeps(context), requireViewer(context.viewer), sessionId);
      if (ended.current) context.cookies.clearSession();
      return ended;
    },
  }),
);

const OtherSessionsEnded = builder.objectRef<{ endedSessionIds: number[] }>("OtherSessionsEnded").implement({
  description: "Every other session of the account is over; this one goes on.",
  fields: (t) => ({
    endedSessionIds: t.idList({ description: "Ids of the sessions ended (DeviceSession ids); empty when there were none.", resolve: (ended) => ended.endedSessionIds.map(sessionGlobalId) }),
  }),
});

builder.mutationField("endOtherSessions", (t) =>
  t.field({
    type: OtherSessionsEnded,
    authScopes: { loggedIn: true },
    description: "\"Log out all other devices\": ends every session of the viewer except this call's, and closes their sockets.",
    resolve: (_root, _args, context) => endOtherDeviceSessions(domainDeps(context), requireViewer(context.viewer)),
  }),
);
