import type { Db } from "../../db/client.ts";
import { BILLING_INFO_ORDER, BILLING_INFO_SELECT } from "../billing/billing-infos.ts";

/**
 * The logged-in user with their professional identity and billing numbers: what the account's
 * own screens show. Only ever read for the caller's own account, so its own numbers come along.
 */
export function readCurrentUser(db: Db, userId: number) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    include: { professional: { include: { specialty: true } }, billingInfos: { select: BILLING_INFO_SELECT, orderBy: [...BILLING_INFO_ORDER] } },
  });
}
