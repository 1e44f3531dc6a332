import type { WebSocket } from "ws";

/**
 * ws reports a frame the client got wrong (over the size limit: 1009, invalid UTF-8: 1007, any
 * other protocol violation: 1002) by closing the socket with that code, then emitting 'error' on
 * it. An 'error' event nobody listens to is thrown: one oversized frame on the legacy realtime
 * socket ended the whole server process. The client's mistake is its own and is not logged
 * (a flood of bad frames would flood the log); anything else is.
 */
export function handleSocketErrors(ws: WebSocket, label: string): void {
  ws.on("error", (error: Error) => {
    if (isClientProtocolError(error)) return;
    console.error(`[${label}] socket error`, error);
  });
}

/** A frame the client got wrong, which ws has already answered by closing with its code. */
function isClientProtocolError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === "string" && code.startsWith("WS_ERR_");
}

/**
 * The GraphQL socket's version: graphql-ws listens for 'error' itself, and logged an oversized
 * frame as "Internal error emitted on a WebSocket socket. Please check your implementation.",
 * then tried to close with 1011 a socket ws was already closing with 1009. A client's protocol
 * error does not reach its listeners; any other error still does (and is logged by it).
 */
export function withoutClientProtocolErrors(ws: WebSocket): WebSocket {
  const emit = ws.emit.bind(ws);
  ws.emit = ((event: string | symbol, ...args: unknown[]) => (event === "error" && isClientProtocolError(args[0]) ? true : emit(event, ...args))) as WebSocket["emit"];
  return ws;
}
