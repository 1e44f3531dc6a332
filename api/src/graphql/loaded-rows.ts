import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { defaultFieldResolver, type GraphQLFieldResolver } from "graphql";

/**
 * The mark of an object a resolver read with everything the operation's selection asks of it.
 * A property rather than a WeakSet: a CPU profile showed the WeakSet's adds and their garbage
 * collection (ephemerons) costing more than the lookups they saved. Not enumerable, so that
 * neither a spread copy nor JSON carries it.
 */
const LOADED = Symbol("selection loaded");

const isLoadable = (value: unknown): value is object => typeof value === "object" && value !== null;
const isMarked = (value: unknown): boolean => isLoadable(value) && (value as { [LOADED]?: true })[LOADED] === true;

/**
 * Says that these objects hold all that the current selection asks of them: a resolver calls it
 * only after checking the selection against what it read (the feed's one statement,
 * requests/feed-rows.ts isFeedRowSelection). An object left unmarked still resolves, the
 * general way.
 */
export function markSelectionLoaded(objects: readonly (object | null | undefined)[]): void {
  for (const value of objects) if (value && !isMarked(value)) Object.defineProperty(value, LOADED, { value: true });
}

/**
 * Issue 18: the Prisma plugin wraps every field that selects (in select mode, every exposed
 * column too) to look up, per field and per row, which planned query loaded the row, and to load
 * what is missing. On a row marked by markSelectionLoaded nothing can be missing, and that lookup
 * was the largest cost of a feed page after the socket writes (a CPU profile of
 * bench/feed-server.ts: 20 rows, some 300 field resolutions). This plugin sits before the Prisma
 * plugin (it wraps it) and calls the field's own resolver on such a row. Authorization (scope
 * auth, outside both) and the access trail (a schema transform, outside every plugin) still run.
 */
export class LoadedRowsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (fieldConfig.kind !== "PrismaObject" || !fieldConfig.extensions?.["pothosPrismaSelect"]) return resolver;
    // The field's own resolver, before any plugin: the plugins after the Prisma plugin (Relay)
    // do not wrap these fields.
    const own: GraphQLFieldResolver<unknown, Types["Context"], object> = fieldConfig.resolve ?? defaultFieldResolver;
    return (parent, args, context, info) => (isMarked(parent) ? own(parent, args, context, info) : resolver(parent, args, context, info));
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos declares plugins in this namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      loadedRows: LoadedRowsPlugin<Types>;
    }
  }
}

export const loadedRowsPluginName = "loadedRows";
SchemaBuilder.registerPlugin(loadedRowsPluginName, LoadedRowsPlugin);
