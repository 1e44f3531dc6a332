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
 * Who outside the participants opened each request, from the access trail, last reader first
 * (issue 17: participants are told). A request the viewer takes no part in is absent from the
 * answer: an observer does not learn who else looked on. Three statements whatever the number of
 * requests, so a list of requests asking for it costs no query per row. Reads still in the
 * trail's buffer (at most ACCESS_TRAIL_FLUSH_MS old) appear at its next flush.
 */
export async function listOutsideReaders(db: Db, viewer: Viewer | null, requestIds: readonly number[]): Promise<Map<number, OutsideReader[]>> {
  const answer = new Map<number, OutsideReader[]>();
  if (!isValidatedViewer(viewer) || requestIds.length === 0) return answer;
  const requests = await db.request.findMany({
    where: { id: { in: [...new Set(requestIds)] }, AND: [participatingRequestWhere(viewer)] },
    select: { id: true, recipientGroupId: true, participants: { select: { userId: true } } },
  });
  if (requests.length === 0) return answer;
  const reads = await db.accessEvent.groupBy({
    by: ["requestId", "userId"],
    where: { requestId: { in: requests.map((request) => request.id) }, action: "read" },
    _max: { at: true },
  });
  const groupIds = [...new Set(requests.flatMap((request) => (request.recipientGroupId === null ? [] : [request.recipientGroupId])))];
  const users = reads.length === 0 ? [] : await db.user.findMany({
    where: { id: { in: [...new Set(reads.map((read) => read.userId))] } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      isSuper: true,
      professional: {
        select: {
          memberships: {
            where: { groupId: { in: groupIds }, status: "ONGOING" },
            select: { groupId: true, canAdmin: true, canSupport: true, canShadow: true },
          },
        },
      },
    },
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  for (const request of requests) {
    const participantIds = new Set(request.participants.map((participant) => participant.userId));
    const readers: OutsideReader[] = [];
    for (const read of reads) {
      if (read.requestId !== request.id || participantIds.has(read.userId)) continue;
      const user = byId.get(read.userId);
      if (!user || !read._max.at) continue;
      const membership = user.professional?.memberships.find((candidate) => candidate.groupId === request.recipientGroupId);
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
    answer.set(request.id, readers.sort((a, b) => b.lastReadAt.getTime() - a.lastReadAt.getTime() || a.userId - b.userId));
  }
  return answer;
}
