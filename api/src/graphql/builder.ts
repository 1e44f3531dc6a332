import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import { GraphQLError, valueFromASTUntyped } from "graphql";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { CallContext } from "../call/call-context.ts";
import { accessErrorCode } from "../domain/access.ts";
import { decodeGlobalId } from "./ids.ts";
import { loadNodes } from "./node-loaders.ts";

export const builder = new SchemaBuilder<{
  Context: CallContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; loggedIn: boolean; validated: boolean; superUser: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Refuse a subscription when it opens, not at its first event: an unvalidated or logged-out
    // socket must not even learn whether the id exists.
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      public: true,
      loggedIn: context.viewer !== null,
      // Spec 1 §6: an account whose identity is not validated yet only reaches its own settings.
      validated: context.viewer?.validated === true,
      superUser: context.viewer?.isSuper === true,
    }),
    unauthorizedError: (_parent, context) => {
      const code = accessErrorCode(context);
      return new GraphQLError(errorMessage(code, context.locale), { extensions: { code } });
    },
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // node and nodes go through one batched, access-filtered loader per type: a hidden, unknown
    // or malformed id answers null, exactly like a missing row.
    nodeQueryOptions: {
      authScopes: { public: true },
      resolve: async (_root, args, context, info) => (await loadNodes(context, info, [args.id]))[0] ?? null,
    },
    nodesQueryOptions: {
      authScopes: { public: true },
      resolve: (_root, args, context, info) => loadNodes(context, info, args.ids),
    },
    decodeGlobalID: (globalID) => decodeGlobalId(globalID),
  },
});

builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
});

builder.scalarType("JSON", {
  description: "A JSON value: a structured form's schema or value (spec 2 §3 \"Form schema\").",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new GraphQLError("Date must be YYYY-MM-DD");
    return new Date(`${value}T00:00:00Z`);
  },
});
