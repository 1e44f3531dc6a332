import type { LoginContext } from "../domain/auth/login.ts";
import type { SessionStep } from "../domain/auth/open-session.ts";
import { newToken } from "../domain/auth/tokens.ts";
import type { GraphQLContext } from "../graphql/context.ts";
import { sessionsEndedPublisher } from "../services/pubsub.ts";

/** What the login command needs from a call, the same for GraphQL and REST. */
export function loginContext(context: GraphQLContext): LoginContext {
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

export function applyLoginCookies(context: GraphQLContext, step: SessionStep): void {
  context.cookies.setSession(step.token, step.expiresAt);
  // A fresh CSRF token too, so a token seen before login is worthless after it.
  context.cookies.setCsrf(newToken());
  if (step.trustedDevice) context.cookies.setTrustedDevice(step.trustedDevice.token, step.trustedDevice.expiresAt);
}
