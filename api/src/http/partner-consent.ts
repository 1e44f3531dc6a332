import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { readBodyLimited } from "../call/read-body.ts";
import { domainDeps } from "../call/domain-deps.ts";
import { accessErrorCode } from "../domain/access.ts";
import { httpStatusOf, type ErrorCode } from "../domain/error-registry.ts";
import { DomainError } from "../domain/errors.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import { consentFor, recordConsent } from "../domain/interop/partner-authorizations.ts";
import { CONSENT_PATH, type OAuthServer } from "../services/oauth-server.ts";
import type { App } from "./app.ts";

const decision = z.object({ approve: z.boolean() });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });
}

function refusal(code: ErrorCode, locale: Locale): Response {
  return json(httpStatusOf(code), { code, message: errorMessage(code, locale) });
}

/** `POST /partners/consent/{uid}`: the consent screen's answer (the interaction's uid in the path). */
export function consentUidOf(method: string | undefined, path: string): string | null {
  if (method !== "POST" || !path.startsWith(`${CONSENT_PATH}/`)) return null;
  const uid = path.slice(CONSENT_PATH.length + 1);
  return /^[A-Za-z0-9_-]{1,64}$/.test(uid) ? uid : null;
}

/**
 * The doctor's answer on the consent screen, `{ "approve": true | false }`, with the web
 * session's cookie and CSRF header. It must come from the browser that started the
 * authorization (the interaction cookie, path-bound to this address): an authorization link
 * sent to someone else cannot be approved by them on the sender's behalf. The answer names
 * where the browser goes next: `{ "redirect_to": "/oauth/auth/{uid}" }`, which ends at the
 * application's redirect URI with a code (or access_denied).
 */
export async function answerConsent(app: App, oauth: OAuthServer, req: IncomingMessage, res: ServerResponse, request: Request, clientIp: string | null, uid: string): Promise<Response> {
  const context = await app.buildContext(request, clientIp);
  const { locale } = context;
  if (context.partner) return refusal("forbidden", locale);
  if (!context.csrfOk) return refusal("csrf_invalid", locale);
  if (!context.viewer?.validated) return refusal(accessErrorCode(context), locale);
  let approve: boolean;
  try {
    const body = await readBodyLimited(request, 1024);
    const parsed = decision.safeParse(JSON.parse(Buffer.from(body).toString("utf8") || "null"));
    if (!parsed.success) return refusal("validation_failed", locale);
    approve = parsed.data.approve;
  } catch (error) {
    if (error instanceof DomainError) return refusal(error.code, locale);
    if (error instanceof SyntaxError) return refusal("validation_failed", locale);
    throw error;
  }
  const interaction = await oauth.interactionOf(req, res);
  if (!interaction || interaction.uid !== uid) return refusal("oauth_interaction_expired", locale);
  if (!approve) return json(200, { redirect_to: await oauth.finish(req, res, { approved: false }) });
  try {
    const viewer = context.viewer;
    const consent = await consentFor(context.prisma, viewer, interaction.clientId, interaction.scope);
    const grantId = await oauth.grant(String(viewer.userId), interaction.clientId, consent.scopes);
    await recordConsent(domainDeps(context), viewer, consent, grantId);
    return json(200, { redirect_to: await oauth.finish(req, res, { approved: true, accountId: String(viewer.userId), grantId }) });
  } catch (error) {
    if (error instanceof DomainError) return refusal(error.code, locale);
    throw error;
  }
}
