import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";

const newestFirst = [{ lastActivityDate: "desc" }, { id: "desc" }] satisfies Prisma.RequestOrderByWithRelationInput[];

/**
 * Issue 23 item 6 "shown first": one page of the group's not-attributed requests with those routed
 * to the viewer on duty first, each part newest activity first. The routed part is small (one
 * expert's shifts), so it is counted, and the page is cut across both parts by the offset.
 */
export async function idsRoutedFirst(db: Db, where: Prisma.RequestWhereInput, professionalId: number, offset: number, limit: number): Promise<number[]> {
  const routedWhere: Prisma.RequestWhereInput = { AND: [where, { dutyRoutes: { some: { professionalId } } }] };
  const restWhere: Prisma.RequestWhereInput = { AND: [where, { dutyRoutes: { none: { professionalId } } }] };
  const routedCount = await db.request.count({ where: routedWhere });
  const routed = offset < routedCount ? await db.request.findMany({ where: routedWhere, orderBy: newestFirst, skip: offset, take: limit, select: { id: true } }) : [];
  const take = limit - routed.length;
  const rest = take > 0 ? await db.request.findMany({ where: restWhere, orderBy: newestFirst, skip: Math.max(0, offset - routedCount), take, select: { id: true } }) : [];
  return [...routed, ...rest].map((row) => row.id);
}
