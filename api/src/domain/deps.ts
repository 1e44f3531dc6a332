import type { Db } from "../db/client.ts";
import type { RequestMeta } from "./audit.ts";
import type { Locale } from "./i18n/locales.ts";
import type { FileStorage, LinkSealer, Messenger, PubSub, PushSender } from "./ports.ts";
import type { AccessRecorder } from "./admin/access-trail.ts";

/**
 * What a command needs from the call that runs it, whatever the transport: the database, the
 * time of the call, where it came from, the caller's language and the ports. Built once per
 * call by `domainDeps` (api/src/call/), never assembled by hand in an adapter.
 */
export type Deps = {
  db: Db;
  now: Date;
  meta: RequestMeta;
  locale: Locale;
  messenger: Messenger;
  pubsub: PubSub;
  storage: FileStorage;
  /** The web app's public address (PUBLIC_URL, no trailing slash), for links in messages. */
  publicUrl: string;
  /** Seals the links to our pages that messages carry (/authwall/{sealed}). */
  links: LinkSealer;
  /** The mobile app's push service; null when none is configured (EXPO_PUSH_URL). */
  push: PushSender | null;
  /**
   * The caller's access trail. Writes on requests are recorded where they are announced (the
   * pubsub of domainDeps); a command records here what it changes without announcing it.
   * Optional only for deps built outside a call (tests, scripts), which record nothing.
   */
  trail?: AccessRecorder;
};
