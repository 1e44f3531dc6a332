import { sqlReaderOf, type Db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { AccessAction, MembershipStatus } from "../../db/generated/prisma/enums.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Why someone outside the participants could open the request: a super user, or the recipient
 * group's observer, support or administrator (shadow view, spec 2 §2). `former`: nothing of the
 * kind today (a participant since removed, a membership since ended).
 */
export type OutsideReaderRole = "super_user" | "administrator" | "support" | "observer" | "former";

export type OutsideReader = { userId: number; firstName: string; lastName: string; role: OutsideReaderRole; lastReadAt: Date };

type ReaderRow = {
  requestId: number;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  isSuper: boolean | null;
  canAdmin: boolean | null;
  canSupport: boolean | null;
  canShadow: boolean | null;
  lastReadAt: string | null;
};

/**
 * Who outside the participants opened each request, from the access trail, last reader first
 * (issue 17: participants are told). A request the viewer takes no part in is absent from the
 * answer: an observer does not learn who else looked on. One statement whatever the number of
 * requests (issue 18: the request page's), so a list of requests asking for it costs no query per
 * row: the viewer's requests, their readers' last reads that are not a participant's, and each
 * reader's membership of the recipient group. Reads still in the trail's buffer (at most
 * ACCESS_TRAIL_FLUSH_MS old) appear at its next flush.
 */
export async function listOutsideReaders(db: Db, viewer: Viewer | null, requestIds: readonly number[]): Promise<Map<number, OutsideReader[]>> {
  const answer = new Map<number, OutsideReader[]>();
  if (!isValidatedViewer(viewer) || requestIds.length === 0) return answer;
  // A loose index scan (access_events' (requestId, action, userId, at) index): each reader found
  // by one probe past the previous one, and each one's last read by one more, so the cost follows
  // the number of readers, not of reads (issue 18: a request read 15,000 times took 124 ms when
  // every read was grouped).
  const statement = Prisma.sql`
    WITH RECURSIVE mine AS (
      SELECT r."id", r."recipientGroupId" FROM "requests" r
      WHERE r."id" = ANY(${[...new Set(requestIds)]}::int[])
        AND EXISTS (SELECT 1 FROM "participants" vp WHERE vp."requestId" = r."id" AND vp."userId" = ${viewer.userId}::int)
    ),
    readers AS (
      SELECT mine."id" AS "requestId", first."userId", first."at"
      FROM mine CROSS JOIN LATERAL (
        SELECT e."userId", e."at" FROM "access_events" e WHERE e."requestId" = mine."id" AND e."action" = ${"read" satisfies AccessAction}::"AccessAction"
        ORDER BY e."userId" DESC, e."at" DESC LIMIT 1
      ) first
      UNION ALL
      SELECT readers."requestId", next."userId", next."at"
      FROM readers CROSS JOIN LATERAL (
        SELECT e."userId", e."at" FROM "access_events" e WHERE e."requestId" = readers."requestId" AND e."action" = ${"read" satisfies AccessAction}::"AccessAction" AND e."userId" < readers."userId"
        ORDER BY e."userId" DESC, e."at" DESC LIMIT 1
      ) next
    ),
    -- Participants are told of the others' reads, not of their own.
    reads AS (
      SELECT readers.* FROM readers
      WHERE NOT EXISTS (SELECT 1 FROM "participants" p WHERE p."requestId" = readers."requestId" AND p."userId" = readers."userId")
    )
    SELECT mine."id" AS "requestId", u."id" AS "userId", u."firstName", u."lastName", u."isSuper",
      m."canAdmin", m."canSupport", m."canShadow",
      to_char(reads."at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastReadAt"
    FROM mine
    LEFT JOIN reads ON reads."requestId" = mine."id"
    LEFT JOIN "users" u ON u."id" = reads."userId"
    LEFT JOIN "memberships" m ON m."professionalId" = u."professionalId" AND m."groupId" = mine."recipientGroupId"
      AND m."status" = ${"ONGOING" satisfies MembershipStatus}::"MembershipStatus"`;
  const read = sqlReaderOf(db);
  const rows = read ? await read<ReaderRow>(statement.text, statement.values) : await db.$queryRaw<ReaderRow[]>(statement);
  for (const row of rows) {
    const readers = answer.get(row.requestId) ?? [];
    answer.set(row.requestId, readers);
    if (row.userId === null || row.lastReadAt === null) continue;
    const role: OutsideReaderRole = row.isSuper
      ? "super_user"
      : row.canAdmin
        ? "administrator"
        : row.canSupport
          ? "support"
          : row.canShadow
            ? "observer"
            : "former";
    readers.push({ userId: row.userId, firstName: row.firstName ?? "", lastName: row.lastName ?? "", role, lastReadAt: new Date(row.lastReadAt) });
  }
  for (const readers of answer.values()) readers.sort((a, b) => b.lastReadAt.getTime() - a.lastReadAt.getTime() || a.userId - b.userId);
  return answer;
}
