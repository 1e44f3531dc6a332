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
import { parseCalendarDay, parseIsoDateTime } from "../domain/rules/dates.ts";
import { decodeGlobalId } from "./ids.ts";
import { loadNodes } from "./node-loaders.ts";
import { loadedRowsPluginName } from "./loaded-rows.ts";
import { installSynchronousGlobalIds } from "./sync-global-id.ts";

installSynchronousGlobalIds();

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
  // The loaded-rows plugin wraps the Prisma plugin: it must come right before it.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, loadedRowsPluginName, PrismaPlugin, RelayPlugin],
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
    // Descriptions of the generated Relay types and fields: partners' clients show them.
    nodeTypeOptions: { description: "An object with a global id, refetchable with `node(id)` (Relay object identification)." },
    idFieldOptions: { description: "Global id: opaque and stable; pass it to `node(id)` or to mutations. Do not parse it." },
    pageInfoTypeOptions: { description: "Where a page of a connection sits in the whole list (Relay cursor connections)." },
    hasNextPageFieldOptions: { description: "Whether more items follow this page (paging forward with `first`/`after`)." },
    hasPreviousPageFieldOptions: { description: "Whether items come before this page (paging backward with `last`/`before`)." },
    startCursorFieldOptions: { description: "Cursor of the first item of the page; null when the page is empty." },
    endCursorFieldOptions: { description: "Cursor of the last item of the page; pass it as `after` for the next page. Null when the page is empty." },
    defaultConnectionTypeOptions: { description: "One page of a list, with where it sits in the whole list." },
    defaultEdgeTypeOptions: { description: "One item of a page, with its cursor." },
    edgesFieldOptions: { description: "The items of this page, in order, each with its cursor." },
    pageInfoFieldOptions: { description: "Where this page sits in the whole list." },
    cursorFieldOptions: { description: "Opaque cursor of this item: pass it as `after` or `before`." },
    nodeFieldOptions: { description: "The item." },
    firstArgOptions: { description: "Page forward: at most this many items after `after`." },
    afterArgOptions: { description: "Page forward from this cursor (an `endCursor` or edge cursor); absent: from the start." },
    lastArgOptions: { description: "Page backward: at most this many items before `before`." },
    beforeArgOptions: { description: "Page backward from this cursor (a `startCursor` or edge cursor); absent: from the end." },
    // node and nodes go through one batched, access-filtered loader per type: a hidden, unknown
    // or malformed id answers null, exactly like a missing row.
    nodeQueryOptions: {
      description: "The object with this global id, or null when it does not exist or the viewer may not see it (both answer alike).",
      args: { id: { description: "A global id read from a previous answer." } },
      authScopes: { public: true },
      resolve: async (_root, args, context, info) => (await loadNodes(context, info, [args.id]))[0] ?? null,
    },
    nodesQueryOptions: {
      description: "The objects with these global ids, in the same order; null for each one missing or hidden from the viewer.",
      args: { ids: { description: "Global ids read from previous answers." } },
      authScopes: { public: true },
      resolve: (_root, args, context, info) => loadNodes(context, info, args.ids),
    },
    decodeGlobalID: (globalID) => decodeGlobalId(globalID),
  },
});

builder.scalarType("DateTime", {
  description: "An instant, as an ISO 8601 string in UTC with milliseconds (2026-11-23T09:30:00.000Z).",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? parseIsoDateTime(value) : null;
    if (!date) throw new GraphQLError("DateTime must be an ISO 8601 date and time with a zone, e.g. 2026-11-23T09:30:00.000Z");
    return date;
  },
});

builder.scalarType("JSON", {
  description: "A JSON value: a structured form's schema or answers (spec 2 §3 \"Form schema\"), or a survey; its shape is described by the field that carries it.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

builder.scalarType("Date", {
  description: "A calendar date without time zone, YYYY-MM-DD (a birth date, an away period's day).",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    // A real calendar day only: 2026-13-01 used to pass as an Invalid Date and fail in the resolver.
    const date = typeof value === "string" ? parseCalendarDay(value) : null;
    if (!date) throw new GraphQLError("Date must be a calendar day, YYYY-MM-DD");
    return date;
  },
});
