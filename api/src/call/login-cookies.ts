import type { LoginContext } from "../domain/accounts/login.ts";
import type { SessionStep } from "../domain/accounts/open-session.ts";
import { newToken } from "../domain/accounts/tokens.ts";
import type { CallContext } from "./call-context.ts";
import { sessionsEndedPublisher } from "../domain/ports.ts";

/** What the login command needs from a call, the same for GraphQL and REST. */
export function loginContext(context: CallContext): LoginContext {
  return {
    policy: context.sessionPolicy,
    meta: context.meta,
    now: context.now(),
    messenger: context.messenger,
    previousToken: context.sessionToken,
    trustedDeviceToken: context.trustedDeviceToken,
    // Every login path (password, signup, reset, card) closes the sockets of the session it replaces.
    onSessionsEnded: sessionsEndedPublisher(context.pubsub),
  };
}

export function applyLoginCookies(context: CallContext, step: SessionStep): void {
  context.cookies.setSession(step.token, step.expiresAt);
  // A fresh CSRF token too, so a token seen before login is worthless after it.
  context.cookies.setCsrf(newToken());
  if (step.trustedDevice) context.cookies.setTrustedDevice(step.trustedDevice.token, step.trustedDevice.expiresAt);
}
