import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { GraphQLContext } from "./context.ts";
import { accessErrorCode } from "../domain/access.ts";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; loggedIn: boolean; validated: boolean; superUser: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
  };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
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
    // Rows the viewer may not see are filtered in each type's findUnique, so node(id)
    // answers null for them exactly as for a missing id.
    nodeQueryOptions: { authScopes: { public: true } },
    // A malformed id is answered like an unknown one, with the not_found code.
    decodeGlobalID: (globalID, context) => {
      const [typename, id] = Buffer.from(globalID, "base64").toString("utf8").split(":");
      if (!typename || !id) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return { typename, id };
    },
    nodesQueryOptions: { authScopes: { public: true } },
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

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new GraphQLError("Date must be YYYY-MM-DD");
    return new Date(`${value}T00:00:00Z`);
  },
});
