import type { Db } from "../db/client.ts";
import { pruneRateHits } from "./rate-limit.ts";
import { pruneDataExports } from "./settings/data-export.ts";

const DAY = 24 * 3_600_000;

/**
 * Drops rows that can no longer matter: rate-limit hits past every window, codes expired a
 * day ago, sessions and remembered devices a week after they ended (kept that long for audits
 * of "who was logged in when"), and downloads of one's data past their week.
 */
export async function pruneExpired(db: Db, now: Date): Promise<{ rateHits: number; codes: number; sessions: number; devices: number; dataExports: number; oauthRecords: number; partnerCalls: number }> {
  const rateHits = await pruneRateHits(db, now);
  const codes = (await db.verificationCode.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - DAY) } } })).count;
  const ended = new Date(now.getTime() - 7 * DAY);
  const sessions = (await db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: ended } }, { revokedAt: { lt: ended } }] } })).count;
  const devices = (await db.trustedDevice.deleteMany({ where: { OR: [{ expiresAt: { lt: ended } }, { revokedAt: { lt: ended } }] } })).count;
  const dataExports = await pruneDataExports(db, now);
  // The OAuth server's codes, tokens and interactions past their expiry (it no longer reads
  // them), and partner calls after a year (issue 24: their audit).
  const oauthRecords = (await db.oAuthRecord.deleteMany({ where: { expiresAt: { lt: now } } })).count;
  const partnerCalls = (await db.partnerCall.deleteMany({ where: { at: { lt: new Date(now.getTime() - 365 * DAY) } } })).count;
  return { rateHits, codes, sessions, devices, dataExports, oauthRecords, partnerCalls };
}
