import { createHmac, randomBytes } from "node:crypto";

/**
 * The internal video service (issue 23 item 3): Jitsi Meet, open source and self-hostable, whose
 * rooms are plain URLs (`{base}/{room}`) and which accepts an optional HS256 token (its
 * "token authentication": app id as issuer, the room, a short expiry). Unset baseUrl: internal
 * video is not offered.
 */
export type VideoConfig = {
  /** VIDEO_BASE_URL, e.g. https://meet.example.org (no trailing slash). */
  baseUrl: string | undefined;
  /** VIDEO_JWT_APP_ID and VIDEO_JWT_SECRET: sign a token per participant when both are set. */
  jwt: { appId: string; secret: string } | undefined;
  /**
   * VIDEO_ROOM_SECRET (else the JWT secret): derives the room of a request's own video call
   * (a has_video_call topic) without storing it; unset: only meetings have internal rooms.
   */
  roomSecret: string | undefined;
};

export const NO_VIDEO_CONFIG: VideoConfig = { baseUrl: undefined, jwt: undefined, roomSecret: undefined };

/** How long a participant's token lets them into the room (they join right away). */
export const VIDEO_TOKEN_SECONDS = 10 * 60;

/** An unguessable room name: 128 random bits, in URL-safe characters Jitsi accepts. */
export function newVideoRoom(): string {
  return `consilium-${randomBytes(16).toString("hex")}`;
}

/** The room of a request's own call, derived from a secret so it needs no column and cannot be guessed. */
export function requestVideoRoom(secret: string, requestId: number): string {
  return `consilium-r-${createHmac("sha256", secret).update(`request:${requestId}`).digest("hex").slice(0, 32)}`;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A Jitsi Meet token (HS256): who joins which room, valid VIDEO_TOKEN_SECONDS. */
export function jitsiToken(config: { appId: string; secret: string }, baseUrl: string, room: string, user: { id: number; name: string; email?: string | null }, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({
      aud: "jitsi",
      iss: config.appId,
      sub: new URL(baseUrl).hostname,
      room,
      iat,
      nbf: iat - 10,
      exp: iat + VIDEO_TOKEN_SECONDS,
      context: { user: { id: String(user.id), name: user.name, ...(user.email ? { email: user.email } : {}) } },
    }),
  );
  const signature = createHmac("sha256", config.secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

/** The address a participant is sent to for an internal room: the room, with their token when configured. */
export function internalRoomUrl(config: VideoConfig, room: string, user: { id: number; name: string; email?: string | null }, now: Date): string | null {
  if (!config.baseUrl) return null;
  const url = `${config.baseUrl}/${encodeURIComponent(room)}`;
  return config.jwt ? `${url}?jwt=${jitsiToken(config.jwt, config.baseUrl, room, user, now)}` : url;
}
