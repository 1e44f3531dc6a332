import type { Db } from "../db/client.ts";

export type RateRule = { limit: number; windowMs: number };

/**
 * Attempts per account and per IP address (issue 3). Login codes are checked inside login
 * calls, so the login limits cover code guessing too; each code also dies after 5 wrong tries.
 */
export const RATE_RULES = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerIp: { limit: 50, windowMs: 15 * 60_000 },
  codePerIp: { limit: 50, windowMs: 15 * 60_000 },
  codeSendPerTarget: { limit: 5, windowMs: 60 * 60_000 },
  resetPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 30, windowMs: 60 * 60_000 },
  identityUploadPerUser: { limit: 10, windowMs: 60 * 60_000 },
  // Correspondent invitations go to addresses nobody verified: a day's worth keeps spam out.
  invitePerUser: { limit: 20, windowMs: 24 * 60 * 60_000 },
  // Secure-messaging sends leave under the platform's MSSanté identity: a busy expert sends a
  // few reports an hour, the same report rarely more than twice; more is a loop or abuse.
  reportTransferPerUser: { limit: 60, windowMs: 60 * 60_000 },
  reportTransferPerRequest: { limit: 10, windowMs: 60 * 60_000 },
  // Calendar feeds (issue 23): unknown addresses per IP address, like login codes; a known feed
  // per hour, generous for clients that poll every few minutes, yet bounded.
  calendarFeedMissPerIp: { limit: 50, windowMs: 15 * 60_000 },
  calendarFeedPerFeed: { limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * The per-address limits as the operator set them (config ipRateLimits), once at start: the
 * same for every call of the process, as the other rules' constants are.
 */
export function configureIpRateLimits(limits: { loginPerIp: number; codePerIp: number }): void {
  RATE_RULES.loginPerIp.limit = limits.loginPerIp;
  RATE_RULES.codePerIp.limit = limits.codePerIp;
}

/**
 * Records one attempt in `bucket` and says whether it stays within the rule. The hit is
 * written first and counted after, so parallel attempts (batching, aliases, several tabs)
 * all count: none can slip between a read and a write.
 */
export async function takeRateToken(db: Db, bucket: string, rule: RateRule, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  await db.rateLimitHit.create({ data: { bucket, createdAt: now } });
  const hits = await db.rateLimitHit.count({ where: { bucket, createdAt: { gt: since } } });
  return hits <= rule.limit;
}

/**
 * Whether `bucket` has already used up its rule, without recording an attempt: for limits on
 * failures only (the hit is recorded when the attempt fails), checked before the attempt.
 */
export async function rateExhausted(db: Db, bucket: string, rule: RateRule, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  return (await db.rateLimitHit.count({ where: { bucket, createdAt: { gt: since } } })) >= rule.limit;
}

/** Drops hits older than the longest window; called now and then, not on every attempt. */
export async function pruneRateHits(db: Db, now: Date): Promise<number> {
  const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
  const result = await db.rateLimitHit.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - longest) } } });
  return result.count;
}
