import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { parseInput } from "../input.ts";
import { MAX_DB_ID } from "../rules/id.ts";
import type { Deps } from "../deps.ts";
import type { FileStorage } from "../ports.ts";
import { recordAudit } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import { identityDecisionEmail } from "./identity-messages.ts";
import type { Viewer } from "../viewer.ts";

/** A super user's decision, read by the same schema over GraphQL and REST. */
export const decideIdentityInput = z.object({ userId: z.number().int().min(0).max(MAX_DB_ID), decision: z.enum(["validate", "reject"]) });
export type DecideIdentityInput = z.input<typeof decideIdentityInput>;

/** The queue's longest page (REST lists one such page; GraphQL pages through the whole queue). */
export const PENDING_VALIDATIONS_PAGE = 100;

/** The accounts of the queue: their card waits for a super user. */
export const PENDING_VALIDATION_WHERE: Prisma.UserWhereInput = { validationStatus: "PENDING" };

/** Oldest first: the order of the queue in every page of either transport. */
export const PENDING_VALIDATION_ORDER: Prisma.UserOrderByWithRelationInput[] = [{ updatedAt: "asc" }, { id: "asc" }];

/** How many accounts wait for a super user: the total of the queue's pages. */
export function countPendingValidations(db: Db): Promise<number> {
  return db.user.count({ where: PENDING_VALIDATION_WHERE });
}

/** Accounts waiting for a super user, oldest first. */
export function pendingValidations(db: Db, limit = PENDING_VALIDATIONS_PAGE) {
  return db.user.findMany({
    where: PENDING_VALIDATION_WHERE,
    orderBy: PENDING_VALIDATION_ORDER,
    take: Math.min(Math.max(limit, 1), PENDING_VALIDATIONS_PAGE),
    include: { professional: { include: { specialty: true } } },
  });
}

/**
 * A super user's decision on a pending account. The update only applies while the account is
 * still pending, so two super users deciding at once cannot both win. Publishes userValidated,
 * which the user's open page listens to, and tells the user by email in their language.
 */
export async function decideIdentity(
  deps: Deps,
  decider: Viewer,
  raw: DecideIdentityInput,
): Promise<void> {
  const input = parseInput(decideIdentityInput, raw);
  const { db } = deps;
  if (!decider.isSuper) throw new DomainError("forbidden");
  const validated = input.decision === "validate";
  const changed = await db.user.updateMany({
    where: { id: input.userId, validationStatus: "PENDING" },
    data: validated ? { validationStatus: "VALIDATED", validatedAt: deps.now } : { validationStatus: "REJECTED", validatedAt: null },
  });
  if (changed.count === 0) throw new DomainError("not_found", "user_id");
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true, locale: true } });
  await recordAudit(db, {
    kind: validated ? "identity_validated" : "identity_rejected",
    actorUserId: decider.userId,
    targetType: "user",
    targetId: input.userId,
    meta: deps.meta,
  });
  deps.pubsub.publish("userValidated", input.userId, { userId: input.userId, validated });
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  await deps.messenger.sendEmail({ to: user.email, ...identityDecisionEmail(validated, locale), locale });
}

/**
 * The card a pending account uploaded, for the super users' queue. Null when there is none,
 * so that an unknown account and an account without a card answer alike.
 */
export async function readIdentityDocument(db: Db, storage: FileStorage, userId: number): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { cpsPictureId: true } });
  const file = user?.cpsPictureId ? await db.file.findUnique({ where: { id: user.cpsPictureId }, select: { storageKey: true, contentType: true } }) : null;
  if (!file) return null;
  return { bytes: await storage.get(file.storageKey), contentType: file.contentType };
}
