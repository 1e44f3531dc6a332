import type { WebSocket } from "ws";

/**
 * ws reports a frame the client got wrong (over the size limit: 1009, invalid UTF-8: 1007, any
 * other protocol violation: 1002) by closing the socket with that code, then emitting 'error' on
 * it. An 'error' event nobody listens to is thrown: one oversized frame on the legacy realtime
 * socket ended the whole server process. The client's mistake is its own and is not logged
 * (a flood of bad frames would flood the log); anything else is.
 */
export function handleSocketErrors(ws: WebSocket, label: string): void {
  ws.on("error", (error: Error & { code?: unknown }) => {
    if (typeof error.code === "string" && error.code.startsWith("WS_ERR_")) return;
    console.error(`[${label}] socket error`, error);
  });
}
