import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { isBillingSoftware, type BillingSoftware } from "../rules/billing-software.ts";
import type { Viewer } from "../viewer.ts";
import { readBillingData, type BillingData } from "./billing-data.ts";
import { markActIntegrated } from "./integration-flags.ts";

// Spec 2 §7 POST requests/{id}/billing_data/ and billing_transfer/: the billing data handed to
// the practice software, by export (the software's extension reads the JSON) or by a web address
// of the software. Either one, once answered, marks the act integrated (spec 2 §4 Billing flags).

/** The address template of each family reached by a web address (config BILLING_TRANSFER_URLS). */
export type BillingTransferUrls = Partial<Record<BillingSoftware, string>>;

/** The placeholders a template may hold. No patient identity: an address ends up in logs and browser history. */
export const BILLING_TRANSFER_PLACEHOLDERS = ["request_id", "act_code", "amount_cents", "act_date", "billing_data_url"] as const;

export async function exportBillingData(deps: Deps, viewer: Viewer, requestId: number): Promise<BillingData> {
  const data = await readBillingData(deps.db, viewer, requestId);
  await markActIntegrated(deps.db, data.consultId);
  return { ...data, integratedAct: true };
}

/** The viewer's billing software family, if they chose one of spec 2 §9's. */
async function billingSoftwareOf(db: Db, viewer: Viewer): Promise<BillingSoftware | null> {
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { billingSoftware: true } });
  const software = user?.billingSoftware ?? null;
  return software && isBillingSoftware(software) ? software : null;
}

export function transferUrlOf(template: string, data: BillingData, publicUrl: string): string {
  const values: Record<(typeof BILLING_TRANSFER_PLACEHOLDERS)[number], string> = {
    request_id: String(data.requestId),
    act_code: data.actCode,
    amount_cents: String(data.totalAmountCents),
    act_date: data.actDate,
    billing_data_url: `${publicUrl}/api/v1/requests/${data.requestId}/billing_data/`,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name as keyof typeof values]) : whole));
}

/**
 * The address the viewer's practice software takes the act at. Without a family chosen, or with
 * a family this installation has no address for, billing_transfer_not_configured: never a
 * made-up address. Access and billability are checked before anything else.
 */
export async function transferBilling(deps: Deps, viewer: Viewer, requestId: number, urls: BillingTransferUrls): Promise<{ redirectUrl: string; data: BillingData }> {
  const data = await readBillingData(deps.db, viewer, requestId);
  const software = await billingSoftwareOf(deps.db, viewer);
  const template = software ? urls[software] : undefined;
  if (!template) throw new DomainError("billing_transfer_not_configured");
  const redirectUrl = transferUrlOf(template, data, deps.publicUrl);
  await markActIntegrated(deps.db, data.consultId);
  return { redirectUrl, data: { ...data, integratedAct: true } };
}

/** Whether the viewer's family has an address here: the modal offers "send to my software" only then. */
export async function transferAvailable(db: Db, viewer: Viewer, urls: BillingTransferUrls): Promise<boolean> {
  const software = await billingSoftwareOf(db, viewer);
  return software !== null && urls[software] !== undefined;
}
