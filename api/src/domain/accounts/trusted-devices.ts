import type { Db } from "../../db/client.ts";
import { hashToken, newToken } from "./tokens.ts";

/** How long "remember this device" skips the login code (README, "Sessions"). */
export const TRUSTED_DEVICE_DAYS = 30;

export async function trustDevice(db: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 24 * 3_600_000);
  await db.trustedDevice.create({ data: { tokenHash: hashToken(token), userId, createdAt: now, expiresAt } });
  return { token, expiresAt };
}

/** True when the device cookie was issued to this very user and is still valid. */
export async function isTrustedDevice(db: Db, userId: number, token: string | undefined, now: Date): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const device = await db.trustedDevice.findUnique({ where: { tokenHash: hashToken(token) } });
  return Boolean(device && device.userId === userId && !device.revokedAt && device.expiresAt > now);
}

/** A password change forgets every remembered device: the next login asks for a code again. */
export async function forgetDevices(db: Db, userId: number, now: Date): Promise<void> {
  await db.trustedDevice.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
