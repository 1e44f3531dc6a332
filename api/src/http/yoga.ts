import { randomUUID } from "node:crypto";
import { createYoga, processRegularResult, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { fieldBeyondScopes } from "../graphql/interop/partner-scopes.ts";
import { PothosValidationError } from "@pothos/core";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { DomainError } from "../domain/errors.ts";
import { isErrorCode } from "../domain/error-registry.ts";
import type { CallContext } from "../call/call-context.ts";
import { DEFAULT_LOCALE, type Locale } from "../domain/i18n/locales.ts";
import { schema } from "../graphql/schema.ts";
import { inputFieldOfMessage } from "./input-error-field.ts";
import { inputTextPlugin } from "./input-text-plugin.ts";
import { sharedEventExecutionPlugin } from "./shared-event-execution.ts";
import { MAX_DOCUMENT_LENGTH, MAX_LIST_ARGUMENT, MAX_NESTING, nestingDepth, hasOversizedList, maxAliasesRule, maxDepthRule, maxListLiteralRule } from "../graphql/limits.ts";

export type YogaServerContext = { appContext: CallContext };

/**
 * Subscriptions run over the WebSocket only, where every operation re-checks the session and
 * logout closes the socket (README, "Security"). Over HTTP they would be a server-sent event
 * stream living on the session it started with.
 */
const socketOnlySubscriptionsPlugin: Plugin<CallContext> = {
  onSubscribe({ args, setResultAndStopExecution }) {
    if (!("request" in args.contextValue)) return;
    const detail = "Subscriptions are served over the WebSocket at /graphql (graphql-ws protocol)";
    const error = new GraphQLError(errorMessage("validation_failed", args.contextValue.locale), { extensions: { code: "validation_failed", detail } });
    setResultAndStopExecution({ errors: [error] });
  },
};

/** Mutations need the CSRF header, whatever the transport; queries and subscriptions do not. */
const csrfPlugin: Plugin<CallContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    const context = args.contextValue;
    if (operation?.operation === "mutation" && !context.csrfOk) {
      setResultAndStopExecution({
        errors: [new GraphQLError(errorMessage("csrf_invalid", context.locale), { extensions: { code: "csrf_invalid" } })],
      });
    }
  },
};

/**
 * A partner's token reaches only the fields its scopes open (graphql/interop/partner-scopes.ts),
 * checked on the whole document before anything runs, over HTTP and the WebSocket alike.
 */
function refuseBeyondScopes({ args, setResultAndStopExecution }: { args: { document: DocumentNode; operationName?: string | null; contextValue: CallContext; schema: GraphQLSchema }; setResultAndStopExecution(result: { errors: GraphQLError[] }): void }): void {
  const partner = args.contextValue.partner;
  if (!partner) return;
  const field = fieldBeyondScopes(args.schema, args.document, args.operationName, partner.scopes);
  if (!field) return;
  const error = new GraphQLError(errorMessage("insufficient_scope", args.contextValue.locale), { extensions: { code: "insufficient_scope", field } });
  setResultAndStopExecution({ errors: [error] });
}

const partnerScopesPlugin: Plugin<CallContext> = { onExecute: refuseBeyondScopes, onSubscribe: refuseBeyondScopes };

/**
 * Batches (issue 18): the web app sends the queries a navigation starts together (its layout's and
 * its screen's) as one HTTP request, which reads the session once. A batch holds at most
 * MAX_BATCH queries and nothing else, from a web session: mutations and subscriptions would run
 * side by side (a batch of logins would pass the per-account limit, which counts attempts one
 * after another), and a partner's calls are admitted and audited one operation per request.
 * Everything else (CSRF, scopes, limits, the caller's language) stays per operation.
 */
export const MAX_BATCH = 3;

/** Whether a batched operation is a query, read within the limits the parse step applies later. */
function isBatchableQuery(params: { query?: unknown; operationName?: unknown } | null): boolean {
  if (typeof params !== "object" || params === null || typeof params.query !== "string" || params.query.length > MAX_DOCUMENT_LENGTH || nestingDepth(params.query) > MAX_NESTING) return false;
  try {
    const operation = getOperationAST(parse(params.query, { noLocation: true }), typeof params.operationName === "string" ? params.operationName : undefined);
    return operation?.operation === "query";
  } catch {
    return false;
  }
}

const batchPlugin: Plugin<CallContext> = {
  onRequestParse({ serverContext }) {
    const appContext = (serverContext as Partial<YogaServerContext>).appContext;
    return {
      onRequestParseDone({ requestParserResult }) {
        if (!Array.isArray(requestParserResult)) return;
        const refuse = (detail: string, status = 400) =>
          new GraphQLError(errorMessage("validation_failed", appContext?.locale ?? DEFAULT_LOCALE), { extensions: { code: "validation_failed", detail, http: { status } } });
        if (requestParserResult.length > MAX_BATCH) throw refuse(`A batch holds at most ${MAX_BATCH} operations`, 413);
        if (!appContext || appContext.partner) throw refuse("A partner's request holds one operation");
        if (requestParserResult.length === 0 || !requestParserResult.every(isBatchableQuery)) throw refuse("A batch holds queries only");
      },
    };
  },
};

/** Pothos raises this for arguments it cannot read (a global id of another type, say): bad input, not a bug. */
function isInputError(error: unknown): boolean {
  for (let candidate: unknown = error; candidate instanceof Error; candidate = candidate.cause ?? (candidate instanceof GraphQLError ? candidate.originalError : undefined)) {
    if (candidate instanceof PothosValidationError) return true;
  }
  return false;
}

/**
 * Gives coded errors the caller's wording, and codes to input errors, before the masking step
 * sees them (masking has no locale, and would log the caller's own mistakes as our bugs).
 */
const localizedErrorsPlugin: Plugin<CallContext> = {
  onExecute({ args }) {
    const locale = args.contextValue.locale;
    return {
      onExecuteDone({ result, setResult }) {
        if (!("errors" in result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map((error) => localizedError(error, locale)) });
      },
    };
  },
  // The same for subscriptions (the fuzzer found a global id of another type answered with the
  // bare code as its message): the refusal at subscribe time, and each event's errors.
  onSubscribe({ args }) {
    const locale = args.contextValue.locale;
    const localize = (result: ExecutionResult, setResult: (result: ExecutionResult) => void) => {
      if (result.errors?.length) setResult({ ...result, errors: result.errors.map((error) => localizedError(error, locale)) });
    };
    return {
      onSubscribeResult({ result, setResult }) {
        if (!isAsyncIterable(result)) return localize(result, setResult);
        return { onNext: ({ result: event, setResult: setEvent }) => localize(event, setEvent) };
      },
    };
  },
};

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** The DomainError behind an error, when a command refused in a field without an error union. */
function domainErrorOf(error: unknown): DomainError | undefined {
  for (let candidate: unknown = error; candidate instanceof Error; candidate = candidate.cause ?? (candidate instanceof GraphQLError ? candidate.originalError : undefined)) {
    if (candidate instanceof DomainError) return candidate;
  }
  return undefined;
}

/**
 * yoga reads Accept only after running the operation: a mutation sent with `Accept: image/png`
 * wrote, then answered 406 (found by npm run fuzz as a write by a refused call). The result goes
 * out as JSON instead, so a caller is never told "refused" about a call that ran.
 */
const jsonWhenNothingAcceptablePlugin: Plugin<CallContext> = {
  onResultProcess({ resultProcessor, setResultProcessor }) {
    if (!resultProcessor) setResultProcessor(processRegularResult, "application/json");
  },
};

function localizedError(error: GraphQLError, locale: Locale): GraphQLError {
  const code = error.extensions?.["code"];
  const at = { nodes: error.nodes, path: error.path };
  // An expected refusal (a search too short, say) in a field with no DomainError member is still
  // the caller's input, not our bug: its code and field, never internal_error.
  const refusal = typeof code === "string" ? undefined : domainErrorOf(error);
  if (refusal) return new GraphQLError(errorMessage(refusal.code, locale), { ...at, extensions: { code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}) } });
  if (typeof code === "string") {
    return error.message === code && isErrorCode(code) ? new GraphQLError(errorMessage(code, locale), { ...at, extensions: error.extensions }) : error;
  }
  if (isInputError(error)) return new GraphQLError(errorMessage("validation_failed", locale), { ...at, extensions: { code: "validation_failed" } });
  // A request error (variables of the wrong type...) has no path; its message helps an integrator.
  if (!error.path) {
    const field = inputFieldOfMessage(error.message);
    return new GraphQLError(error.message, { ...at, extensions: { ...error.extensions, code: "validation_failed", ...(field ? { field } : {}) } });
  }
  return error;
}

/** Before execution the context is yoga's, with ours under `appContext` (HTTP and WebSocket alike). */
function callerLocale(context: unknown): Locale {
  const appContext = typeof context === "object" && context !== null && "appContext" in context ? (context as { appContext?: { locale?: Locale } }).appContext : undefined;
  return appContext?.locale ?? DEFAULT_LOCALE;
}

type LimitHook = { args: { variableValues?: unknown; contextValue: CallContext }; setResultAndStopExecution(result: { errors: GraphQLError[] }): void };

function refuseOversizedLists({ args, setResultAndStopExecution }: LimitHook): void {
  if (!hasOversizedList(args.variableValues)) return;
  const error = new GraphQLError(errorMessage("validation_failed", args.contextValue.locale), { extensions: { code: "validation_failed", max: MAX_LIST_ARGUMENT } });
  setResultAndStopExecution({ errors: [error] });
}

function limitsPlugin(production: boolean): Plugin<CallContext> {
  return {
    // Variables are not in the document, so the list cap is checked on them here too.
    onExecute: refuseOversizedLists,
    onSubscribe: refuseOversizedLists,
    onParse({ context, params }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      const refuse = (detail: string) => new GraphQLError(errorMessage("validation_failed", callerLocale(context)), { extensions: { code: "validation_failed", detail } });
      if (source.length > MAX_DOCUMENT_LENGTH) throw refuse(`Query is too long (more than ${MAX_DOCUMENT_LENGTH} characters)`);
      if (nestingDepth(source) > MAX_NESTING) throw refuse(`Query is nested too deeply (more than ${MAX_NESTING} levels)`);
    },
    onValidate({ context, addValidationRule }) {
      addValidationRule(maxDepthRule);
      addValidationRule(maxAliasesRule);
      addValidationRule(maxListLiteralRule);
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
      // Our limits' errors carry their English detail; the message is the caller's language.
      return ({ result, setResult }) => {
        if (!result.some((error) => error.extensions["code"] === "validation_failed")) return;
        const locale = callerLocale(context);
        setResult(
          result.map((error) =>
            error.extensions["code"] === "validation_failed" ? new GraphQLError(errorMessage("validation_failed", locale), { nodes: error.nodes, extensions: { ...error.extensions, detail: error.message } }) : error,
          ),
        );
      };
    },
  };
}

export function createYogaServer(production: boolean): YogaServerInstance<YogaServerContext, CallContext> {
  return createYoga<YogaServerContext, CallContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !production,
    landingPage: false,
    batching: { limit: MAX_BATCH },
    // The body is already read within MAX_GRAPHQL_BODY_BYTES before yoga sees it (app.ts
    // boundedGraphQLRequest); yoga's own limit streamed every body again through a TransformStream,
    // with an abort and a DOMException per call: the largest Node-internal cost of a feed page in
    // a CPU profile of bench/feed-server.ts (issue 18).
    maxRequestBodySize: false,
    context: ({ appContext }) => appContext,
    plugins: [batchPlugin, limitsPlugin(production), csrfPlugin, partnerScopesPlugin, socketOnlySubscriptionsPlugin, inputTextPlugin, localizedErrorsPlugin, jsonWhenNothingAcceptablePlugin, sharedEventExecutionPlugin()],
    maskedErrors: {
      maskError(error, message) {
        // Errors raised on purpose carry a code (unauthenticated, not_found...): pass them on.
        for (let candidate: unknown = error; candidate instanceof Error; candidate = candidate.cause ?? (candidate instanceof GraphQLError ? candidate.originalError : undefined)) {
          if (candidate instanceof GraphQLError && typeof candidate.extensions["code"] === "string") return candidate;
        }
        // Input that Pothos refused while reading arguments (a global id of the wrong type...).
        // The message is put in the caller's language by localizedErrorsPlugin.
        if (isInputError(error)) return new GraphQLError("validation_failed", { extensions: { code: "validation_failed" } });
        // A request error (syntax, validation, variables of the wrong type) has no path: the
        // caller's input, whose message helps an integrator fix it.
        if (error instanceof GraphQLError && !error.path) {
          return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code: "validation_failed" } });
        }
        if (error instanceof GraphQLError && !error.originalError) return error;
        // Unexpected: log it with an id the user can quote, answer without internals.
        const errorId = randomUUID();
        console.error(`[graphql] error ${errorId}`, error);
        return new GraphQLError(message, { extensions: { code: "internal_error", errorId } });
      },
    },
    logging: production ? "warn" : "error",
  });
}
