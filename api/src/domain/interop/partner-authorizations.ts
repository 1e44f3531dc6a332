import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";
import type { Viewer } from "../viewer.ts";
import type { VerifiedAccessToken } from "../ports.ts";
import { grantableScopes, parseScopes, type PartnerScope } from "./partner-scopes.ts";

/** What the consent screen shows: the software, and what it would be allowed to do. */
export type PartnerConsent = { applicationId: number; application: string; scopes: PartnerScope[] };

/**
 * The consent a doctor is asked for: the application named by the OAuth request, enabled, and
 * the scopes it asked within those it was registered for. A disabled or unknown application,
 * or one asking nothing we know, cannot be authorized.
 */
export async function consentFor(db: Db, viewer: Viewer, clientId: string, requestedScope: string): Promise<PartnerConsent> {
  if (!viewer.validated) throw new DomainError("unvalidated");
  const application = await db.partnerApplication.findUnique({ where: { clientId }, select: { id: true, name: true, scopes: true, disabledAt: true } });
  if (!application || application.disabledAt) throw new DomainError("partner_application_unknown");
  const scopes = grantableScopes(requestedScope.split(" "), application.scopes);
  if (!scopes.length) throw new DomainError("partner_scope_invalid");
  return { applicationId: application.id, application: application.name, scopes };
}

/**
 * The doctor said yes: one authorization per doctor and application, now covering `grantId`.
 * Tokens of an earlier grant of the same pair die, so "revoke" on the settings page always
 * means every token the application holds for this doctor.
 */
export async function recordConsent(deps: Pick<Deps, "db" | "now">, viewer: Viewer, consent: PartnerConsent, grantId: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const previous = await tx.interopAuthorization.findUnique({ where: { userId_applicationId: { userId: viewer.userId, applicationId: consent.applicationId } }, select: { grantId: true } });
    if (previous?.grantId && previous.grantId !== grantId) await tx.oAuthRecord.deleteMany({ where: { grantId: previous.grantId } });
    await tx.interopAuthorization.upsert({
      where: { userId_applicationId: { userId: viewer.userId, applicationId: consent.applicationId } },
      create: { userId: viewer.userId, applicationId: consent.applicationId, grantId, scopes: consent.scopes, createdAt: deps.now },
      update: { grantId, scopes: consent.scopes, createdAt: deps.now, revokedAt: null, lastUsedAt: null },
    });
  });
}

export type AuthorizedApplication = { id: number; application: string; scopes: PartnerScope[]; authorizedAt: Date; lastUsedAt: Date | null; disabled: boolean };

/** The settings page "Applications": what the viewer authorized and has not revoked. */
export async function authorizedApplications(db: Db, viewer: Viewer): Promise<AuthorizedApplication[]> {
  const rows = await db.interopAuthorization.findMany({
    where: { userId: viewer.userId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: { id: true, scopes: true, createdAt: true, lastUsedAt: true, application: { select: { name: true, disabledAt: true } } },
  });
  return rows.map((row) => ({ id: row.id, application: row.application.name, scopes: parseScopes(row.scopes), authorizedAt: row.createdAt, lastUsedAt: row.lastUsedAt, disabled: row.application.disabledAt !== null }));
}

/** The doctor takes an authorization back: its tokens stop working at once. Someone else's answers not_found. */
export async function revokeAuthorization(deps: Pick<Deps, "db" | "now">, viewer: Viewer, authorizationId: number): Promise<{ id: number }> {
  const row = await deps.db.interopAuthorization.findFirst({ where: { id: authorizationId, userId: viewer.userId, revokedAt: null }, select: { id: true, grantId: true } });
  if (!row) throw new DomainError("not_found");
  await deps.db.$transaction([
    deps.db.interopAuthorization.update({ where: { id: row.id }, data: { revokedAt: deps.now, grantId: null } }),
    deps.db.oAuthRecord.deleteMany({ where: { grantId: row.grantId ?? "" } }),
  ]);
  return { id: row.id };
}

/** A grant the OAuth server itself revoked (a refresh token used twice): the authorization ends with it. */
export async function endAuthorizationOfGrant(db: Db, grantId: string, now: Date): Promise<void> {
  await db.interopAuthorization.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: now, grantId: null } });
}

/** Who calls with a partner's token: the doctor, through which application, within which scopes. */
export type PartnerCaller = { viewer: Viewer; grantId: string; applicationId: number; application: string; scopes: ReadonlySet<PartnerScope>; rateLimitPerMinute: number };

/**
 * The caller behind a valid access token, or null when its authorization was revoked, its
 * application disabled, or anything does not match. Super-user powers never pass to an
 * application: scopes only narrow what the doctor may do.
 */
export async function partnerCaller(db: Db, token: VerifiedAccessToken): Promise<PartnerCaller | null> {
  const row = await db.interopAuthorization.findUnique({
    where: { grantId: token.grantId },
    relationLoadStrategy: "join",
    select: {
      userId: true,
      revokedAt: true,
      scopes: true,
      application: { select: { id: true, clientId: true, name: true, disabledAt: true, rateLimitPerMinute: true } },
      user: { select: { id: true, locale: true, validationStatus: true, professionalId: true } },
    },
  });
  if (!row || row.revokedAt || row.application.disabledAt || row.application.clientId !== token.clientId || String(row.userId) !== token.accountId) return null;
  const granted = new Set(row.scopes);
  const scopes = new Set(parseScopes(token.scopes).filter((scope) => granted.has(scope)));
  const { user, application } = row;
  return {
    viewer: { userId: user.id, sessionId: 0, professionalId: user.professionalId, locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE, isSuper: false, validated: user.validationStatus === "VALIDATED", partnerGrantId: token.grantId },
    grantId: token.grantId,
    applicationId: application.id,
    application: application.name,
    scopes,
    rateLimitPerMinute: application.rateLimitPerMinute,
  };
}

/**
 * Records the call (the audit of partner calls) and says whether the application stays within
 * its calls per minute, counted over every doctor. Written first and counted after, so parallel
 * calls all count.
 */
export async function admitPartnerCall(db: Db, caller: PartnerCaller, call: { door: "graphql" | "rest" | "socket"; operation: string }, now: Date): Promise<boolean> {
  await db.partnerCall.create({ data: { at: now, applicationId: caller.applicationId, userId: caller.viewer.userId, door: call.door, operation: call.operation.slice(0, 100) } });
  // "Last used" on the settings page, to the nearest few minutes (not one more write per call).
  await db.interopAuthorization.updateMany({ where: { grantId: caller.grantId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 5 * 60_000) } }] }, data: { lastUsedAt: now } });
  const since = new Date(now.getTime() - 60_000);
  const calls = await db.partnerCall.count({ where: { applicationId: caller.applicationId, at: { gt: since } } });
  return calls <= caller.rateLimitPerMinute;
}

/** The grants among `grantIds` still in force: not revoked, their application enabled. */
export async function liveGrantIds(db: Db, grantIds: string[]): Promise<Set<string>> {
  if (grantIds.length === 0) return new Set();
  const rows = await db.interopAuthorization.findMany({ where: { grantId: { in: grantIds }, revokedAt: null, application: { disabledAt: null } }, select: { grantId: true } });
  return new Set(rows.flatMap((row) => (row.grantId ? [row.grantId] : [])));
}
