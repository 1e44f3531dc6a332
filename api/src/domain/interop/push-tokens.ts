import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";

/** Spec 2 §7 POST push-tokens (platform expo, value): an Expo push token, as the app gets it. */
export const pushTokenInput = z.object({
  platform: z.literal("expo"),
  value: z
    .string()
    .max(256)
    .regex(/^Expo(?:nent)?PushToken\[[A-Za-z0-9_-]{8,200}\]$/),
});
export type PushTokenInput = z.input<typeof pushTokenInput>;

/**
 * Issue 24 item 5: the app on this device receives the viewer's notifications. One token per
 * device (a device that changes hands, or logs in again, moves its token to the new session) and
 * one per session (a new token replaces the session's old one); it dies with the session.
 */
export async function registerPushToken(deps: Pick<Deps, "db" | "now">, viewer: Viewer, raw: { platform: string; value: string }): Promise<{ platform: string; createdAt: Date }> {
  const input = parseInput(pushTokenInput, raw);
  if (!viewer.validated) throw new DomainError("unvalidated");
  const saved = await deps.db.$transaction(async (tx) => {
    await tx.pushToken.deleteMany({ where: { OR: [{ value: input.value }, { sessionId: viewer.sessionId }] } });
    return tx.pushToken.create({ data: { userId: viewer.userId, sessionId: viewer.sessionId, platform: input.platform, value: input.value, createdAt: deps.now }, select: { platform: true, createdAt: true } });
  });
  return saved;
}
