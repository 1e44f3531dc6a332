import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { GraphQLError } from "graphql";
import type { App } from "./app.ts";
import type { CallContext } from "./context.ts";
import { sameToken } from "../domain/auth/tokens.ts";

type Enveloped = ReturnType<App["yoga"]["getEnveloped"]>;
type EnvelopedRoot = { enveloped: Enveloped };

// The recipe from yoga's docs: onSubscribe runs yoga's envelop (plugins, context, masking),
// and hands its execute/subscribe to graphql-ws through rootValue.
function envelopedOf(rootValue: unknown): Enveloped {
  return (rootValue as EnvelopedRoot).enveloped;
}

type WsExtra = { request: IncomingMessage; context?: CallContext };

function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return new Request(`http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`, { headers });
}

/** A browser on another site must not open a socket riding on our cookies. */
function originAllowed(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser (integrators, tests)
  try {
    return new URL(origin).host === request.headers.host || allowed.includes(origin);
  } catch {
    return false;
  }
}

/** graphql-ws on /graphql, sharing yoga's schema, plugins and per-call context. */
export function attachGraphQLWebSocket(server: Server, app: App): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  server.on("upgrade", (request, socket, head) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/graphql" || !originAllowed(request, app.deps.config.allowedOrigins)) {
      socket.write("HTTP/1.1 403 Forbidden\r\n\r\n");
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });

  const dispose = useServer<Record<string, unknown> | undefined, WsExtra>(
    {
      onConnect: async (ctx) => {
        const context = await app.buildContext(toFetchRequest(ctx.extra.request), ctx.extra.request.socket.remoteAddress ?? null);
        const csrf = ctx.connectionParams?.["csrfToken"];
        context.csrfOk = typeof csrf === "string" && sameToken(csrf, context.csrfToken);
        ctx.extra.context = context;
        return true;
      },
      execute: (args) => envelopedOf(args.rootValue).execute(args),
      subscribe: (args) => envelopedOf(args.rootValue).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const enveloped = app.yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.request.socket,
          params,
          appContext: ctx.extra.context,
        });
        const args = {
          schema: enveloped.schema,
          operationName: params.operationName,
          document: enveloped.parse(params.query),
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { enveloped } satisfies EnvelopedRoot,
        };
        const errors = enveloped.validate(args.schema, args.document);
        if (errors.length) return errors;
        if (!ctx.extra.context) return [new GraphQLError("not connected")];
        return args;
      },
    },
    wss,
  );

  return async () => {
    await dispose.dispose();
    wss.close();
  };
}
