import type { Db, Database } from "../db/client.ts";
import type { RequestMeta } from "../domain/audit.ts";
import type { AccessDoor } from "../domain/ports.ts";
import type { AccessRecorder } from "../domain/admin/access-trail.ts";
import type { SessionPolicy } from "../domain/accounts/sessions.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import type { Viewer } from "../domain/viewer.ts";
import type { FileStorage, LinkSealer, Messenger, PartnerAuthorizationServer, ProSanteConnect, PubSub, PushSender, SecureMailer } from "../domain/ports.ts";
import type { CookieWriter } from "./cookies.ts";
import type { PlacesProvider } from "../domain/directory/places.ts";
import type { BillingTransferUrls } from "../domain/billing/billing-transfer.ts";
import type { VideoConfig } from "../domain/meetings/video.ts";
import type { PartnerCaller } from "../domain/interop/partner-authorizations.ts";

/**
 * One call, whatever its transport (GraphQL over HTTP or WebSocket, REST): who asks, in which
 * language, at what time, from where, and the ports. Built once per HTTP call or socket operation.
 */
export type CallContext = {
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
  /** The web app's public address (config.publicUrl), for links in the messages commands send. */
  publicUrl: string;
  /** Seals and opens /authwall links (issue 24). */
  links: LinkSealer;
  /** The mobile app's push service (issue 24); null when not configured. */
  push: PushSender | null;
  /** The support team's address per country (config.supportEmails). */
  supportEmails: Record<"FR" | "BE" | "DE", string>;
  /** The billing software families reached by a web address, with their templates (config.billingTransferUrls). */
  billingTransferUrls: BillingTransferUrls;
  /** The internal video service of meetings (config.video). */
  video: VideoConfig;
  /** The MSSanté relay of report transfers (MSS_SMTP_URL); null when not configured. */
  secureMailer: SecureMailer | null;
  /** Null when no Pro Santé Connect issuer is configured. */
  psc: ProSanteConnect | null;
  /** Towns and postcodes for the directory map: the built-in gazetteer unless configured. */
  places: PlacesProvider;
  pscFlowCookie: string | undefined;
  sessionPolicy: SessionPolicy;
  locale: Locale;
  meta: RequestMeta;
  now: () => Date;
  pubsub: PubSub;
  cookies: CookieWriter;
  /** The X-CSRF-Token header matched the csrf cookie: required for every write. */
  csrfOk: boolean;
  /** The csrf cookie's value (GET /csrf hands it back; sockets compare it to their params). */
  csrfToken: string | undefined;
  /**
   * A partner application calling with the doctor's OAuth token (issue 24): its name and the
   * scopes granted, which narrow what `viewer` reaches. Null for the web session and visitors.
   */
  partner: PartnerCaller | null;
  /** The partner authorization server: the consent screen's pending authorization. */
  oauth: PartnerAuthorizationServer;
  /** The call carried a bearer token that is not (or no longer) valid: 401 invalid_token. */
  bearerRejected: boolean;
  /** Through which door this call came (web app, other GraphQL client, REST, partner). */
  door: AccessDoor;
  /** The access trail of this call: who (the viewer), from where (meta.ip), through `door`. */
  trail: AccessRecorder;
};
