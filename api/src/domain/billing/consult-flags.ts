import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { findReadableRequest } from "../requests/gate.ts";
import type { Viewer } from "../viewer.ts";
import { billableSideOf, readBillabilityRow } from "./billing-data.ts";
import { checkIntegrationUpdate, type IntegrationWrite } from "./integrations.ts";

export type ConsultFlagsInput = { consultId: number; requestId: number; integratedAct?: boolean | undefined; integratedReport?: boolean | undefined };

/**
 * PUT consults/{id} integrated_act / integrated_report (spec 2 §4 "Billing flags", §7), checked
 * without writing. A group's integrators set them under the administrative data's rules (their
 * tasks, the IEP and IPP the group collects). Otherwise the professional who bills the act (the
 * expert who completed it, or the request's author) may tick their act billed, as the export
 * does; the report flag stays with the integrators until reports exist (issue 22). A reader
 * with nothing to bill is refused (forbidden), never silently ignored.
 */
export async function checkConsultFlags(db: Db, viewer: Viewer, input: ConsultFlagsInput): Promise<IntegrationWrite | null> {
  if (input.integratedAct === undefined && input.integratedReport === undefined) return null;
  const asIntegrator = await checkIntegrationUpdate(db, viewer, { consultId: input.consultId, integratedAct: input.integratedAct, integratedReport: input.integratedReport });
  if (asIntegrator) return asIntegrator;
  if (input.integratedReport !== undefined) throw new DomainError("forbidden", "integratedReport");
  const row = await readBillabilityRow(db, viewer, input.requestId);
  const billable = row ? billableSideOf(row, viewer) : { refused: "not_found" as const };
  if ("refused" in billable) throw new DomainError(billable.refused === "not_found" ? "forbidden" : billable.refused, "integratedAct");
  const integratedAct = input.integratedAct === true;
  return async (target) => {
    await target.consult.update({ where: { id: input.consultId }, data: { integratedAct } });
    return input.consultId;
  };
}

/** PUT requests/{id} integrated_act / integrated_report (spec 2 §7): the flags of the request's consult, by the same rules. */
export async function setRequestBillingFlags(db: Db, viewer: Viewer, requestId: number, flags: { integratedAct?: boolean | undefined; integratedReport?: boolean | undefined }): Promise<void> {
  const row = (await findReadableRequest(db, viewer, requestId, { select: { consult: { select: { id: true } } } })) as { consult: { id: number } | null } | null;
  if (!row) throw new DomainError("not_found");
  if (!row.consult) throw new DomainError("billing_not_billable");
  const write = await checkConsultFlags(db, viewer, { consultId: row.consult.id, requestId, ...flags });
  if (write) await write(db);
}
