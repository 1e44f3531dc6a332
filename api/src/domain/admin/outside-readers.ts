import type { Db } from "../../db/client.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "../requests/access.ts";

/**
 * Why someone outside the participants could open the request: a super user, or the recipient
 * group's observer, support or administrator (shadow view, spec 2 §2). `former`: nothing of the
 * kind today (a participant since removed, a membership since ended).
 */
export type OutsideReaderRole = "super_user" | "administrator" | "support" | "observer" | "former";

export type OutsideReader = { userId: number; firstName: string; lastName: string; role: OutsideReaderRole; lastReadAt: Date };

/**
 * Who outside the participants opened the request, from the access trail, last reader first
 * (issue 17: participants are told). Null for a viewer who takes no part in it: an observer does
 * not learn who else looked on. Reads still in the trail's buffer (at most ACCESS_TRAIL_FLUSH_MS
 * old) appear at its next flush.
 */
export async function listOutsideReaders(db: Db, viewer: Viewer | null, requestId: number): Promise<OutsideReader[] | null> {
  if (!isValidatedViewer(viewer)) return null;
  const request = await db.request.findFirst({
    where: { id: requestId, AND: [participatingRequestWhere(viewer)] },
    select: { recipientGroupId: true, participants: { select: { userId: true } } },
  });
  if (!request) return null;
  const reads = await db.accessEvent.groupBy({
    by: ["userId"],
    where: { requestId, action: "read", userId: { notIn: request.participants.map((participant) => participant.userId) } },
    _max: { at: true },
  });
  if (reads.length === 0) return [];
  const users = await db.user.findMany({
    where: { id: { in: reads.map((read) => read.userId) } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      isSuper: true,
      professional: {
        select: {
          memberships: {
            where: { groupId: request.recipientGroupId ?? 0, status: "ONGOING" },
            select: { canAdmin: true, canSupport: true, canShadow: true },
            take: 1,
          },
        },
      },
    },
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  const readers: OutsideReader[] = [];
  for (const read of reads) {
    const user = byId.get(read.userId);
    if (!user || !read._max.at) continue;
    const membership = user.professional?.memberships[0];
    const role: OutsideReaderRole = user.isSuper
      ? "super_user"
      : membership?.canAdmin
        ? "administrator"
        : membership?.canSupport
          ? "support"
          : membership?.canShadow
            ? "observer"
            : "former";
    readers.push({ userId: user.id, firstName: user.firstName, lastName: user.lastName, role, lastReadAt: read._max.at });
  }
  return readers.sort((a, b) => b.lastReadAt.getTime() - a.lastReadAt.getTime() || a.userId - b.userId);
}
