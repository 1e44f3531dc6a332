import type { SessionsEndedListener } from "./accounts/sessions.ts";
import type { Locale } from "./i18n/locales.ts";
import type { Bounds, LatLng } from "./rules/map-bounds.ts";

// The interfaces the domain needs from the outside world, declared here and implemented in
// api/src/services/ (DESIGN.md "Layers"): the domain never imports a service.

/** Where the domain sends mail and text messages; the services layer provides the transport. */
export type Messenger = {
  sendEmail(message: { to: string; subject: string; text: string; locale: string }): Promise<void>;
  sendSms(message: { to: string; text: string; locale: string }): Promise<void>;
};

/** One message through the secure health messaging relay (MSSanté), with one attached file. */
export type SecureMail = {
  to: string;
  subject: string;
  text: string;
  locale: string;
  attachment: { fileName: string; contentType: string; bytes: Uint8Array };
};

/**
 * What became of a secure message. `temporary`: worth trying again later (an SMTP 4xx answer, the
 * relay unreachable or too slow); otherwise the relay refused it for good (5xx). `code` names the
 * failure for the record and the screen (smtp_451, smtp_550, connection), never the relay's text.
 */
export type SecureMailOutcome = { sent: true } | { sent: false; temporary: boolean; code: string };

/** The MSSanté relay (config MSS_SMTP_URL); absent from the deps when not configured. */
export type SecureMailer = { send(mail: SecureMail): Promise<SecureMailOutcome> };

/**
 * Something changed on a request. `newStatus` says when it was published ("opened": the sender's
 * own action, which the open page need not refetch, spec 2 §4 "Realtime events").
 */
export type RequestUpdatedEvent = { requestId: number; kind: RequestEventKind; newStatus?: "opened" | "completed" | "cancelled" };
export type RequestEventKind = "updated" | "published" | "deleted" | "message" | "files" | "participants" | "consult" | "read";
/** A user's notification counts (spec 2 §3 "Notification count") may have changed. */
export type CountsChangedEvent = { userId: number };
export type UserValidatedEvent = { userId: number; validated: boolean };
/** Sessions of a user ended early: every API instance closes the sockets riding on them. */
export type SessionsEndedEvent = { userId: number; sessionIds: number[] | "all" };
/** A membership changed (spec 1 §4); status null: the membership is gone. */
export type MembershipChangedEvent = { membershipId: number; groupId: number; status: "APPLYING" | "INVITED" | "ONGOING" | null };

/** The event map: every realtime event the domain publishes, keyed by topic and id. */
export type RealtimeEvents = {
  requestUpdated: [requestId: number, payload: RequestUpdatedEvent];
  /**
   * The same event, once for each user taking part in the request when it was published
   * (domain/requests/request-events.ts): a user's channel listens to one key whatever the
   * number of their requests.
   */
  userRequestUpdated: [userId: number, payload: RequestUpdatedEvent];
  userValidated: [userId: number, payload: UserValidatedEvent];
  sessionsEnded: [userId: number, payload: SessionsEndedEvent];
  countsChanged: [userId: number, payload: CountsChangedEvent];
  /** Keyed by the member's user: their group screens refresh (buttons, the welcome dialog). */
  membershipChanged: [userId: number, payload: MembershipChangedEvent];
};

type EventTopic = keyof RealtimeEvents;

/** One pubsub for every realtime event (in-process, or Redis so that instances fan out). */
export type PubSub = {
  publish<T extends EventTopic>(topic: T, ...args: RealtimeEvents[T]): void;
  subscribe<T extends EventTopic>(topic: T, id: RealtimeEvents[T][0]): AsyncGenerator<RealtimeEvents[T][1]>;
  close(): Promise<void>;
};

/** The listener the domain calls when sessions end, publishing for the socket layer. */
export function sessionsEndedPublisher(pubsub: PubSub): SessionsEndedListener {
  return (userId, sessionIds) => pubsub.publish("sessionsEnded", userId, { userId, sessionIds });
}

export type StoredObject = { key: string; sha256: string; size: number };

/** Uploaded files, outside the database; writes are atomic (DESIGN.md "Storage"). */
export type FileStorage = {
  put(bytes: Uint8Array): Promise<StoredObject>;
  get(key: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
  /**
   * Writes a stream, counting bytes as they arrive: past `maxBytes` it stops reading and keeps
   * nothing. A source that fails (a client gone mid-upload) leaves nothing either. `head` is the
   * first bytes (up to 256 KiB) and `tail` the last kilobyte, for checking the type by content.
   */
  putStream(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StreamedObject | { tooLarge: true }>;
  /** The object's bytes as a stream, for downloads and archives that must not sit in memory. */
  stream(key: string): ReadableStream<Uint8Array>;
  /** Every object and every temporary file a write left behind, with when it was last written: for the orphan sweep. */
  scan(): AsyncIterable<StoredEntry>;
  /** Removes a temporary file named by scan(). */
  removeTemporary(name: string): Promise<void>;
};

export type StoredEntry = { kind: "object"; key: string; modifiedAt: Date } | { kind: "temporary"; name: string; modifiedAt: Date };

export type StreamedObject = StoredObject & { tooLarge?: undefined; head: Uint8Array; tail: Uint8Array };

/**
 * Links to our own pages that only this server opens (issue 24, /authwall/{sealed}): the path is
 * encrypted and authenticated with a server key and expires, so a link in an e-mail neither
 * shows where it leads nor can be forged to lead elsewhere.
 */
export type LinkSealer = {
  /** The sealed form of one of our own paths ("/group/12"); throws on anything else. */
  seal(path: string, now: Date): string;
  /** The path a sealed link leads to, or null when it is forged, damaged, expired or not ours. */
  open(sealed: string, now: Date): string | null;
};

/**
 * A notification to the mobile app on one device (issue 24 item 5). It names no patient: push
 * services (Expo, Apple, Google) carry it, and health data does not travel through them.
 */
export type PushMessage = { to: string; title: string; body: string; data: { url: string } };

/** The push service of the mobile app (Expo push API); null in deps when none is configured. */
export type PushSender = { send(messages: PushMessage[]): Promise<void> };

/** The clock: tests move it; everything else reads the real time. */
export type Clock = () => Date;

export type PscAction = "login" | "validate";

/** What must survive the round trip to the identity provider; kept in an HttpOnly cookie. */
export type PscFlow = { state: string; nonce: string; verifier: string; action: PscAction; redirectUrl: string };

/** Pro Santé Connect, the French professionals' identity service (OpenID Connect). */
export type ProSanteConnect = {
  start(action: PscAction, redirectUrl: string): Promise<{ url: string; flow: PscFlow }>;
  /** Exchanges the callback's code; throws when anything does not check out. */
  finish(callbackQuery: string, flow: PscFlow): Promise<{ rpps: string | null; subject: string }>;
};

export type PlaceCountry = "FR" | "BE" | "DE";

/** A town or a postcode area found by the places provider. */
export type Place = {
  /** Stable for one provider: passed back to `details`. */
  id: string;
  /** "Lyon (69001), France": what the list shows and details' formatted_address. */
  label: string;
  name: string;
  postalCode: string | null;
  country: PlaceCountry;
  kind: "city" | "town" | "address";
  lat: number;
  lng: number;
  /** The view to show for it: small places padded to about 20 km (spec 1 §9). */
  bounds: Bounds;
};

export type PlaceSearch = { query: string; locale: Locale; limit: number; near?: LatLng };

/**
 * Where places come from (spec 2 §7 "places autocomplete" and "places details"). The default is
 * the built-in gazetteer (api/src/services/places/), which needs no network; a hosted geocoder
 * is another implementation of this port, chosen by configuration.
 */
export type PlacesProvider = {
  autocomplete(search: PlaceSearch): Promise<Place[]>;
  details(placeId: string, locale: Locale): Promise<Place | null>;
};

// The access trail (domain/admin/access-trail.ts): what an entry holds and where it goes.

/**
 * The door a call came through. `web`: the web app (its Relay network layer names itself, and its
 * sockets come from the site's own origin); `graphql`: any other GraphQL client; `rest`: /api/v1;
 * `partner`: a partner application with a doctor's OAuth token (issue 24), whatever its API,
 * named in the entry's `application`.
 */
export type AccessDoor = "web" | "graphql" | "rest" | "partner";

export type AccessAction = "read" | "write";

/** What was read or changed, and the request it belongs to (null for a patient read on its own). */
export type AccessTarget = { type: "request" | "patient" | "file"; id: number; requestId: number | null };

export type AccessEntry = {
  at: Date;
  userId: number;
  action: AccessAction;
  targetType: AccessTarget["type"];
  targetId: number;
  requestId: number | null;
  door: AccessDoor;
  ip: string | null;
  detail: string | null;
  /** The partner application's name, for door partner. */
  application?: string | null;
};

/** Where entries go: the process's batch writer (or a list, in unit tests). */
export type AccessSink = { add(entry: AccessEntry): void };

/** An access token the partner authorization server vouched for. */
export type VerifiedAccessToken = { accountId: string; clientId: string; grantId: string; scopes: readonly string[] };

/**
 * The partner authorization server (issue 24 item 1, services/oauth-server.ts) as the API's
 * adapters use it: the authorization a consent screen is about, and the tokens partners call with.
 */
export type PartnerAuthorizationServer = {
  /** The authorization request waiting on the consent screen `uid`; null once answered or expired. */
  pendingAuthorization(uid: string): Promise<{ clientId: string; scope: string } | null>;
  /** A live access token's owner, application, grant and scopes; null for anything else. */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
};
