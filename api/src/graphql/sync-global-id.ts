import { RootFieldBuilder, completeValue } from "@pothos/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";

type GlobalIdSource = { type: unknown; id: unknown } | string | null | undefined;

type GlobalIdFieldBuilder = {
  builder: { options: { relay?: { encodeGlobalID?: (typename: string, id: string, context: unknown) => string } }; configStore: { getTypeConfig(ref: unknown): { name: string } } };
  field(options: Record<string, unknown>): unknown;
};

type GlobalIdOptions = Record<string, unknown> & { resolve: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>, GlobalIdSource | Promise<GlobalIdSource>> };

/**
 * Issue 18: the Relay plugin's `globalID` field (every node's `id`) resolves through an async
 * function, so every node of a list waited on a promise of its own: graphql-js then completes
 * each row asynchronously (a promise per object and its microtasks), the largest per-row cost of
 * a feed page after the resolvers themselves. This is the plugin's own resolver (Pothos 4.8,
 * plugin-relay field-builder.js), synchronous when the id is: the same global id, the same
 * errors, an async id still awaited. Installed once, before the schema is built (builder.ts).
 */
export function installSynchronousGlobalIds(): void {
  const prototype = RootFieldBuilder.prototype as unknown as { globalID: (this: GlobalIdFieldBuilder, options: GlobalIdOptions) => unknown };
  prototype.globalID = function globalID({ resolve, ...options }) {
    const encode = (typename: string, id: string, context: unknown) => this.builder.options.relay?.encodeGlobalID?.(typename, id, context) ?? encodeGlobalID(typename, id);
    const resolveId: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> = (parent, args, context, info) =>
      completeValue(resolve(parent, args, context, info), (result: GlobalIdSource) =>
        !result || typeof result !== "object" ? result : encode(this.builder.configStore.getTypeConfig(result.type).name, String(result.id), context),
      );
    return this.field({ ...options, type: "ID", resolve: resolveId });
  };
}

