import { z } from "zod";
import { pollBuffersFor, BUFFER_SIZE, IDLE_MS } from "../../domain/notifications/poll-buffers.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";
import { realtimeFrameShape, toRealtimeFrame } from "./frames.ts";

export const REALTIME_SOCKET_PATH = "/realtime/websocket";

export const realtimeRoutes = [
  defineRoute({
    method: "GET",
    path: REALTIME_SOCKET_PATH,
    operationId: "openRealtimeSocket",
    tag: "realtime",
    summary:
      "The legacy realtime channel (spec 2 §7): upgrade to a WebSocket with the session cookie (same origin only). " +
      "The server sends JSON frames: request_updated (only for requests the viewer may read), counts_changed, user_validated; " +
      'the client may send {"type":"watch","request_id":n} to follow a request it may read outside its participations (answered watching or error), ' +
      'and {"type":"ping"} (answered pong); frames beyond 10 a second (bursts of 20; WS_OPERATIONS_PER_SECOND) are answered {"type":"error","code":"rate_limited"}. The socket closes with 4401 when the session ends. Reconnect with a backoff capped at 300000 ms. ' +
      "Without the Upgrade header the answer is 426 upgrade_required.",
    auth: "loggedIn",
    errors: ["upgrade_required"],
    successStatus: { status: 101, description: "Switching Protocols: the socket is open; frames as described by this schema." },
    response: realtimeFrameShape,
    handler: async (context) => restError("upgrade_required", context.locale),
  }),
  defineRoute({
    method: "GET",
    path: "/realtime/poll",
    operationId: "pollRealtimeEvents",
    tag: "realtime",
    summary:
      "The polling fallback of the realtime channel: the frames since `after` (the cursor of the previous answer). " +
      `The first call, without \`after\`, starts following the viewer and answers a cursor. The server keeps the last ${BUFFER_SIZE} events of a user ` +
      `and forgets a user who has not polled for ${IDLE_MS / 1000} s; when events were missed (or another server instance answers) ` +
      "`reset` is true: refetch what is shown, then go on from the new cursor. Answers at once (short polling).",
    auth: "loggedIn",
    query: z.object({ after: z.string().max(64).optional().describe("The cursor of the previous answer.") }),
    response: z.object({ cursor: z.string(), reset: z.boolean(), events: z.array(realtimeFrameShape) }),
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const answer = await pollBuffersFor({ db: context.prisma, pubsub: context.pubsub }).poll(viewer, query.after);
      return { body: { cursor: answer.cursor, reset: answer.reset, events: answer.events.map(toRealtimeFrame) } };
    },
  }),
];
