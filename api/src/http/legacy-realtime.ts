import { restRouteScope } from "../domain/interop/partner-scopes.ts";
import { admitPartnerCall } from "../domain/interop/partner-authorizations.ts";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { CallContext } from "../call/call-context.ts";
import { watchUserEvents, readableNotices, type RealtimeNotice } from "../domain/notifications/realtime-watch.ts";
import { isReadableRequest } from "../domain/requests/queries.ts";
import { isDbId } from "../domain/rules/id.ts";
import { toRealtimeFrame } from "../rest/realtime/frames.ts";
import { REALTIME_SOCKET_PATH } from "../rest/realtime/realtime.ts";
import { REST_PREFIX } from "../rest/router.ts";
import type { App } from "./app.ts";
import { newBucket, takeToken } from "./socket-limits.ts";
import { closeBehind, MAX_BUFFERED_BYTES } from "./socket-backlog.ts";
import { handleSocketErrors } from "./socket-errors.ts";

/** Spec 2 §7: the legacy clients' realtime socket (plain JSON frames, no GraphQL). */
export const LEGACY_REALTIME_PATH = `${REST_PREFIX}${REALTIME_SOCKET_PATH}`;

/** Deliveries and frames waiting their turn on one socket: past this, it is closed rather than queued without bound. */
const MAX_QUEUED = 256;

/** The same close code as the GraphQL socket's: the session is over, log in again. */
const SESSION_ENDED = 4401;

export type LegacyRealtimeOptions = {
  /** The call context of the upgrade request's cookies, built afresh at every call. */
  contextOf(request: IncomingMessage): Promise<CallContext>;
  /**
   * Hands the socket to what closes it when its session ends or expires; `partner`: a partner
   * application's socket, closed when its token is revoked or expires (issue 24).
   */
  register(entry: { userId: number; sessionId: number; socket: WebSocket; partner: boolean; request: IncomingMessage }): void;
};

export type LegacyRealtime = {
  /** Called for an upgrade on LEGACY_REALTIME_PATH whose host and origin were checked. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
};

const clientFrame = (raw: string): { type?: unknown; request_id?: unknown } | null => {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
};

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/**
 * Each socket follows its user's events (domain/notifications/realtime-watch.ts). Before every
 * frame it sends and every frame it reads, the session is checked again from the upgrade's
 * cookies: a session that ended closes the socket with 4401, and request events go through the
 * requests' access gate with that fresh viewer, so nobody hears of a request they may not read.
 */
export function createLegacyRealtime(app: App, options: LegacyRealtimeOptions): LegacyRealtime {
  // One frame per turn of the event loop, so a flood of frames cannot hold up other requests.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024, allowSynchronousEvents: false });
  const db = app.deps.database.prisma;
  // Watched requests per user across their legacy sockets (WS_MAX_SUBSCRIPTIONS_PER_USER): one
  // socket already keeps at most MAX_WATCHED_REQUESTS, but a user may open many sockets.
  const watchesByUser = new Map<number, number>();
  const changeWatches = (userId: number, delta: number) => {
    const next = (watchesByUser.get(userId) ?? 0) + delta;
    if (next > 0) watchesByUser.set(userId, next);
    else watchesByUser.delete(userId);
  };

  function serve(ws: WebSocket, request: IncomingMessage, session: { userId: number; sessionId: number }, partner: boolean): void {
    // One delivery at a time, so frames keep the order of the events.
    let queue = Promise.resolve();
    let queued = 0;
    const enqueue = (task: () => Promise<void>) => {
      if (++queued > MAX_QUEUED) return closeBehind(ws);
      queue = queue
        .then(task)
        .catch((error: unknown) => console.error("[realtime] delivery failed", error))
        .finally(() => queued--);
    };
    // A client that stopped reading is closed (1013: reconnect later) once ws holds too much for it.
    const send = (frame: unknown) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return closeBehind(ws);
      ws.send(JSON.stringify(frame));
    };
    /** The viewer now, or null after closing the socket whose session ended. */
    const currentViewer = async () => {
      const viewer = (await options.contextOf(request)).viewer;
      if (viewer?.sessionId === session.sessionId) return viewer;
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(SESSION_ENDED, "Unauthorized");
      return null;
    };

    const watch = watchUserEvents({ pubsub: app.deps.pubsub }, session.userId, (notice: RealtimeNotice) =>
      enqueue(async () => {
        const viewer = await currentViewer();
        const [allowed] = await readableNotices(db, viewer, [{ notice }]);
        if (allowed) send(toRealtimeFrame(allowed.notice));
      }),
    );
    const watchedHere = new Set<number>();
    // Frames queued before the close still run; once closed they must not count a watch that
    // nothing would ever subtract (the user's cap would fill for good).
    let closed = false;
    ws.once("close", () => {
      closed = true;
      watch.stop();
      changeWatches(session.userId, -watchedHere.size);
    });
    options.register({ ...session, socket: ws, partner, request });

    const limits = app.deps.config.sockets;
    const bucket = newBucket(limits);
    ws.on("message", (data, isBinary) => {
      // Refused before the session is read: a flood of frames costs no database work.
      if (!takeToken(bucket, limits)) return send({ type: "error", code: "rate_limited" });
      const frame = isBinary ? null : clientFrame(Buffer.isBuffer(data) ? data.toString("utf8") : "");
      enqueue(async () => {
        const viewer = await currentViewer();
        if (!viewer || closed) return;
        if (frame?.type === "ping") return send({ type: "pong" });
        if (frame?.type === "watch" && typeof frame.request_id === "number" && isDbId(frame.request_id)) {
          const requestId = frame.request_id;
          // A request the viewer may not read answers exactly like a missing one.
          if (!(await isReadableRequest(db, viewer, requestId))) return send({ type: "error", code: "not_found", request_id: requestId });
          if (closed) return;
          if (!watchedHere.has(requestId)) {
            if ((watchesByUser.get(session.userId) ?? 0) >= limits.maxSubscriptionsPerUser) return send({ type: "error", code: "too_many_subscriptions", request_id: requestId });
            watchedHere.add(requestId);
            changeWatches(session.userId, 1);
          }
          watch.watch(requestId);
          return send({ type: "watching", request_id: requestId });
        }
        send({ type: "error", code: "validation_failed" });
      });
    });
    // The user's listeners are attached (watchUserEvents): from here on, no event is missed.
    send({ type: "connected" });
  }

  return {
    handleUpgrade(request, socket, head) {
      const upgrade = async () => {
        const context = await options.contextOf(request);
        if (socket.destroyed) return;
        const viewer = context.viewer;
        if (!viewer) return refuse(socket, context.sessionState === "expired" ? "401 Session Expired" : "401 Unauthorized");
        const partner = context.partner;
        if (partner) {
          // A partner's token needs the scope of this route's area (GET realtime/websocket), as on
          // REST, and the connection counts as one of the application's calls.
          const scope = restRouteScope("realtime", "GET");
          if (scope === null || !partner.scopes.has(scope)) return refuse(socket, "403 Forbidden");
          if (!(await admitPartnerCall(db, partner, { door: "socket", operation: `GET ${LEGACY_REALTIME_PATH}` }, app.deps.now()))) return refuse(socket, "429 Too Many Requests");
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          handleSocketErrors(ws, "realtime");
          serve(ws, request, { userId: viewer.userId, sessionId: viewer.sessionId }, partner !== null);
        });
      };
      upgrade().catch((error: unknown) => {
        console.error("[realtime] upgrade failed", error);
        refuse(socket, "500 Internal Server Error");
      });
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
