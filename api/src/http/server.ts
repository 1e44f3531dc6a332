import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { App } from "./app.ts";
import { attachGraphQLWebSocket } from "./websocket.ts";

function toRequest(req: IncomingMessage, controller: AbortController): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] ?? "", req.rawHeaders[i + 1] ?? "");
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: controller.signal,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}

export type RunningServer = { server: Server; url: string; close(): Promise<void> };

/** One Node HTTP server: the fetch handler for HTTP, graphql-ws for upgrades. */
export async function listen(app: App, port: number, host = "0.0.0.0"): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    app
      .fetch(toRequest(req, controller), req.socket.remoteAddress ?? null)
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error("[http] failed to answer", error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.keepAliveTimeout = 65_000;
  const closeWebSocket = attachGraphQLWebSocket(server, app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    server,
    url: `http://localhost:${actualPort}`,
    async close() {
      await closeWebSocket();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
