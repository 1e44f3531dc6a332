import { randomUUID } from "node:crypto";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { GraphQLError, getOperationAST } from "graphql";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { GraphQLContext } from "../graphql/context.ts";
import { schema } from "../graphql/schema.ts";
import { MAX_DOCUMENT_LENGTH, maxAliasesRule, maxDepthRule } from "../graphql/limits.ts";

export type YogaServerContext = { appContext: GraphQLContext };

/** Mutations need the CSRF header, whatever the transport; queries and subscriptions do not. */
const csrfPlugin: Plugin<GraphQLContext> = {
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

const limitsPlugin: Plugin<GraphQLContext> = {
  onParse({ params }) {
    if (params.source.length > MAX_DOCUMENT_LENGTH) {
      throw new GraphQLError(`Query is too long (more than ${MAX_DOCUMENT_LENGTH} characters)`, { extensions: { code: "validation_failed" } });
    }
  },
  onValidate({ addValidationRule }) {
    addValidationRule(maxDepthRule);
    addValidationRule(maxAliasesRule);
  },
};

export function createYogaServer(production: boolean): YogaServerInstance<YogaServerContext, GraphQLContext> {
  return createYoga<YogaServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !production,
    landingPage: false,
    batching: false,
    context: ({ appContext }) => appContext,
    plugins: [limitsPlugin, csrfPlugin],
    maskedErrors: {
      maskError(error, message) {
        // Errors raised on purpose carry a code (unauthenticated, not_found...): pass them on.
        for (let candidate: unknown = error; candidate instanceof Error; candidate = candidate.cause ?? (candidate instanceof GraphQLError ? candidate.originalError : undefined)) {
          if (candidate instanceof GraphQLError && typeof candidate.extensions["code"] === "string") return candidate;
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
