import type { Db } from "../../db/client.ts";

/**
 * Spec 2 §4 "Billing flags": integrated_act becomes true after a successful transfer or export of
 * the act to the practice software. Called only once the export or transfer answered, with the
 * consult of a request the caller was allowed to bill (billing-data.ts checks that first).
 */
export async function markActIntegrated(db: Db, consultId: number): Promise<void> {
  await db.consult.update({ where: { id: consultId }, data: { integratedAct: true } });
}

/**
 * Spec 2 §4 "Billing flags": integrated_report becomes true once the report reached the
 * requester's record, here when the MSSanté relay accepted it (domain/documents/report-transfer-attempt.ts).
 */
export async function markReportIntegrated(db: Db, consultId: number): Promise<void> {
  await db.consult.update({ where: { id: consultId }, data: { integratedReport: true } });
}
