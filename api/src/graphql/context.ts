import type { Db, Database } from "../db/client.ts";
import type { RequestMeta } from "../domain/audit.ts";
import type { SessionPolicy } from "../domain/auth/sessions.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import type { Viewer } from "../domain/viewer.ts";
import type { PubSub } from "../services/pubsub.ts";
import type { CookieWriter } from "../http/cookies.ts";
import type { Messenger } from "../domain/notify/messenger.ts";
import type { FileStorage } from "../services/storage.ts";
import type { ProSanteConnect } from "../services/pro-sante-connect.ts";

/** Everything a resolver may use; built once per HTTP call or WebSocket operation. */
export type GraphQLContext = {
  database: Database;
  prisma: Db;
  viewer: Viewer | null;
  /** "expired" lets resolvers answer session_expired rather than unauthenticated. */
  sessionState: "none" | "expired" | "active";
  sessionToken: string | undefined;
  /** The "remember this device" cookie, which lets a login skip the code step. */
  trustedDeviceToken: string | undefined;
  /** Outgoing mail and text messages (SMTP and SMS provider, or the development outbox). */
  messenger: Messenger;
  storage: FileStorage;
  /** Null when no Pro Santé Connect issuer is configured. */
  psc: ProSanteConnect | null;
  pscFlowCookie: string | undefined;
  sessionPolicy: SessionPolicy;
  locale: Locale;
  meta: RequestMeta;
  now: () => Date;
  pubsub: PubSub;
  cookies: CookieWriter;
  /** The X-CSRF-Token header matched the csrf cookie: required for every write. */
  csrfOk: boolean;
};
