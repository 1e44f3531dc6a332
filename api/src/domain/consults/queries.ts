import type { Db } from "../../db/client.ts";
import { CONSULT_ACTS_SELECT } from "../billing/consult-act.ts";
import { DomainError } from "../errors.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

const consultSelect = {
  ...CONSULT_ACTS_SELECT,
  id: true,
  requestId: true,
  billingNumber: true,
  billingProfessionalId: true,
  completedAt: true,
  completedById: true,
  integratedAct: true,
  integratedReport: true,
  meetingId: true,
  surveyContent: true,
  surveyEditedAt: true,
  surveyEditedById: true,
  tags: { select: { tag: { select: { id: true, label: true } } }, orderBy: { tagId: "asc" as const } },
} as const;

export type ConsultRow = Awaited<ReturnType<typeof consultOfRequest>>;

/** The request a readable consult belongs to (REST names consults by their own id). */
export async function requestIdOfConsult(db: Db, viewer: Viewer, consultId: number): Promise<number> {
  const consult = await db.consult.findFirst({ where: { id: consultId, request: readableRequestWhere(viewer) }, select: { requestId: true } });
  if (!consult) throw new DomainError("not_found");
  return consult.requestId;
}

/** The consult of a readable request, once the commands ran (REST answers it). */
export async function consultOfRequest(db: Db, viewer: Viewer, requestId: number) {
  const consult = await db.consult.findFirst({ where: { requestId, request: readableRequestWhere(viewer) }, select: consultSelect });
  if (!consult) throw new DomainError("not_found");
  return consult;
}
