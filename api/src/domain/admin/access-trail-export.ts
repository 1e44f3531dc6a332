import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { csvLine } from "../rules/csv.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";

/** The columns of the access trail export, in order (README "Access trail"). */
export const ACCESS_TRAIL_COLUMNS = ["at", "user_id", "user_last_name", "user_first_name", "action", "target_type", "target_id", "request_id", "door", "ip", "detail", "application"] as const;

/** One request's trail or one user's, never the whole table at once. */
export const accessTrailExportInput = z
  .object({ requestId: dbIdSchema.optional(), userId: dbIdSchema.optional() })
  .refine((input) => (input.requestId === undefined) !== (input.userId === undefined), { message: "Name one request or one user", path: ["requestId"] });

const BATCH = 1000;


/**
 * The access trail of one request or of one user, oldest first, as CSV lines (UTF-8 with a BOM for
 * spreadsheets), read in batches while they stream. Super users only (HDS: the host answers
 * the controller's and the patient's questions about who saw what). Exporting is itself a read of
 * the trail, kept in the security audit with who asked for what and from where.
 */
export async function exportAccessTrail(db: Db, viewer: Viewer, raw: z.input<typeof accessTrailExportInput>, meta: RequestMeta): Promise<{ name: string; lines: AsyncIterable<string> }> {
  if (!viewer.isSuper) throw new DomainError("forbidden");
  const input = parseInput(accessTrailExportInput, raw);
  await recordAudit(db, {
    kind: "access_trail_exported",
    actorUserId: viewer.userId,
    targetType: input.requestId !== undefined ? "request" : "user",
    targetId: input.requestId ?? input.userId,
    meta,
  });
  const where = input.requestId !== undefined ? { requestId: input.requestId } : { userId: input.userId };
  const name = input.requestId !== undefined ? `access-trail-request-${input.requestId}.csv` : `access-trail-user-${input.userId}.csv`;

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine([...ACCESS_TRAIL_COLUMNS])}`;
    let after = 0n;
    for (;;) {
      const rows = await db.accessEvent.findMany({ where: { ...where, id: { gt: after } }, orderBy: { id: "asc" }, take: BATCH });
      if (rows.length === 0) return;
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const users = new Map((await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, firstName: true, lastName: true } })).map((user) => [user.id, user]));
      for (const row of rows) {
        const user = users.get(row.userId);
        yield csvLine([row.at.toISOString(), row.userId, user?.lastName, user?.firstName, row.action, row.targetType, row.targetId, row.requestId, row.door, row.ip, row.detail, row.application]);
      }
      after = rows[rows.length - 1]?.id ?? after;
      if (rows.length < BATCH) return;
    }
  }
  return { name, lines: lines() };
}
