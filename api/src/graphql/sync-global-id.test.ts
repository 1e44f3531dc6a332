import SchemaBuilder from "@pothos/core";
import RelayPlugin from "@pothos/plugin-relay";
import { execute, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { installSynchronousGlobalIds } from "./sync-global-id.ts";

type Thing = { id: number };
type ThingTypes = { DefaultFieldNullability: false };

/** A schema of its own: a node whose id is read synchronously, another whose id comes from a promise. */
function thingsSchema() {
  installSynchronousGlobalIds();
  // The app's plugins declare their options for every builder (prisma, scopeAuth); this one has Relay's alone.
  const options = { plugins: [RelayPlugin], defaultFieldNullability: false } as ConstructorParameters<typeof SchemaBuilder<ThingTypes>>[0];
  const builder = new SchemaBuilder<ThingTypes>(options);
  const ThingRef = builder.objectRef<Thing>("Thing");
  builder.node(ThingRef, { id: { resolve: (thing) => thing.id }, loadOne: (id) => ({ id: Number(id) }), fields: (t) => ({ n: t.exposeInt("id") }) });
  const LateRef = builder.objectRef<Thing>("Late");
  builder.node(LateRef, { id: { resolve: (thing) => Promise.resolve(thing.id) }, loadOne: (id) => ({ id: Number(id) }), fields: (t) => ({ n: t.exposeInt("id") }) });
  builder.queryType({
    fields: (t) => ({
      things: t.field({ type: [ThingRef], resolve: () => [{ id: 7 }, { id: 42 }] }),
      late: t.field({ type: LateRef, resolve: () => ({ id: 9 }) }),
    }),
  });
  return builder.toSchema();
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

describe("installSynchronousGlobalIds", () => {
  it("answers a list of nodes without a promise when their ids are at hand, with the Relay plugin's global ids", () => {
    const result = execute({ schema: thingsSchema(), document: parse("{ things { id n } }") });
    // graphql-js returns a promise as soon as one field does: a plain result means no row waited.
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ data: { things: [{ id: globalId("Thing", 7), n: 7 }, { id: globalId("Thing", 42), n: 42 }] } });
  });

  it("still waits for an id that comes from a promise", async () => {
    const result = execute({ schema: thingsSchema(), document: parse("{ late { id } }") });
    expect(result).toBeInstanceOf(Promise);
    expect(await result).toEqual({ data: { late: { id: globalId("Late", 9) } } });
  });
});
