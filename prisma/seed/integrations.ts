import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";

// Administrative data of the demo (issue 21 item 6, spec 2 §2 /integration): the CHU's
// administrator integrates its acts, a colleague its reports; the CHU collects the IEP (its
// admissions file each tele-expertise under the patient's stay) besides the IPP that hierarchy
// groups collect (prisma/seed/groups.ts). The oldest completed consults
// are archived already, the others wait, so the list and the archived filter both show items.

/** The demo group whose administrative data is kept (prisma/seed/group-catalog.ts). */
export const INTEGRATION_GROUP = "CHU de Tours — avis spécialisés";
/** Its administrator, who integrates the acts (e2e/demo-accounts.ts CHU_ADMIN). */
export const ACT_INTEGRATOR = "ines.boyer.43@demo.consilium.test";
/** Share of the group's completed consults already archived. */
const ARCHIVED_SHARE = 0.4;

export async function seedIntegrations(db: Prisma.TransactionClient): Promise<void> {
  const group = await db.group.findFirst({ where: { name: INTEGRATION_GROUP }, select: { id: true } });
  const admin = await db.user.findUnique({ where: { email: ACT_INTEGRATOR }, select: { professionalId: true } });
  if (!group || admin?.professionalId == null) return;
  await db.group.update({ where: { id: group.id }, data: { collectIep: true } });
  await db.membership.updateMany({ where: { groupId: group.id, professionalId: admin.professionalId }, data: { canIntegrateAct: true } });
  // A colleague of the team (the first insider after the administrator) integrates the reports.
  const colleague = await db.membership.findFirst({
    where: { groupId: group.id, status: "ONGOING", isInsider: true, professionalId: { not: admin.professionalId } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  if (colleague) await db.membership.update({ where: { id: colleague.id }, data: { canIntegrateReport: true } });

  const consults = await db.consult.findMany({
    where: { status: "COMPLETED", completedAt: { not: null }, request: { recipientGroupId: group.id, status: "PUBLISHED" } },
    select: { id: true, requestId: true },
    orderBy: [{ completedAt: "asc" }, { id: "asc" }],
  });
  const archived = consults.slice(0, Math.floor(consults.length * ARCHIVED_SHARE));
  for (const [index, consult] of archived.entries()) {
    await db.consult.update({ where: { id: consult.id }, data: { integratedAct: true, integratedReport: true } });
    // Admissions' numbers: the stay (year, running number) and the hospital's patient number.
    await db.request.update({ where: { id: consult.requestId }, data: { iep: `SEJ-2026-${String(4100 + index * 7).padStart(6, "0")}`, ipp: String(37_100_200 + index * 13) } });
  }
}
