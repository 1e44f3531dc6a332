import { z } from "zod";
import { completeProSanteConnect, type PscOutcome } from "../domain/identity/pro-sante-connect.ts";
import { DomainError } from "../domain/errors.ts";
import { safeRedirectPath } from "../domain/rules/redirect-path.ts";
import type { CallContext } from "./call-context.ts";
import type { PscAction, PscFlow } from "../domain/ports.ts";
import { applyLoginCookies, loginContext } from "./login-cookies.ts";

// The Pro Santé Connect round trip as both APIs run it: start stores the flow in a cookie and
// sends the browser to the provider; finish checks it against the callback and applies the outcome.

const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string(), action: z.enum(["login", "validate"]), redirectUrl: z.string() });

export async function startPscFlow(context: CallContext, action: PscAction, redirectUrl: string | undefined): Promise<string> {
  if (!context.psc) throw new DomainError("psc_unavailable");
  const { url, flow } = await context.psc.start(action, safeRedirectPath(redirectUrl) ?? "/");
  context.cookies.setPscFlow(Buffer.from(JSON.stringify(flow)).toString("base64url"));
  return url;
}

function readFlow(cookie: string | undefined): PscFlow | null {
  if (!cookie) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function finishPscFlow(context: CallContext, callbackQuery: string): Promise<{ outcome: PscOutcome; redirectUrl: string; action: PscAction }> {
  if (!context.psc) throw new DomainError("psc_unavailable");
  const flow = readFlow(context.pscFlowCookie);
  // Used once, whatever happens next.
  context.cookies.setPscFlow(null);
  if (!flow) throw new DomainError("psc_failed");
  let rpps: string | null;
  try {
    rpps = (await context.psc.finish(callbackQuery.slice(0, 4000), flow)).rpps;
  } catch (error) {
    console.warn("[psc] callback refused:", error instanceof Error ? error.message : error);
    throw new DomainError("psc_failed");
  }
  const outcome = await completeProSanteConnect(context.prisma, context.pubsub, { action: flow.action, rpps, viewer: context.viewer }, loginContext(context));
  if (outcome.kind === "logged_in") applyLoginCookies(context, outcome.session);
  return { outcome, redirectUrl: flow.redirectUrl, action: flow.action };
}
