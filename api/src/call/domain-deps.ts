import type { Deps } from "../domain/deps.ts";
import type { CallContext } from "./call-context.ts";

/** The domain's dependencies for this call: the one place adapters get them from. */
export function domainDeps(context: CallContext): Deps {
  return {
    db: context.prisma,
    now: context.now(),
    meta: context.meta,
    locale: context.locale,
    messenger: context.messenger,
    pubsub: context.pubsub,
    storage: context.storage,
    publicUrl: context.publicUrl,
  };
}
