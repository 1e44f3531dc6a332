import type { Deps } from "../domain/deps.ts";
import type { CallContext } from "./call-context.ts";
import { pubSubRecordingWrites } from "../domain/admin/trail-pubsub.ts";

/** The domain's dependencies for this call: the one place adapters get them from. */
export function domainDeps(context: CallContext): Deps {
  return {
    db: context.prisma,
    now: context.now(),
    meta: context.meta,
    locale: context.locale,
    messenger: context.messenger,
    // Every command that changes a request announces it on the pubsub: recording there covers
    // them all (messages, files, participants, consult, publication) with no line per command.
    pubsub: pubSubRecordingWrites(context.pubsub, context.trail),
    trail: context.trail,
    storage: context.storage,
    publicUrl: context.publicUrl,
    links: context.links,
    push: context.push,
  };
}
