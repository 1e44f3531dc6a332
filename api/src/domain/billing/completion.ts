import type { ActCode } from "../../db/generated/prisma/enums.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { expertActChoices, priceExpertAct, type ExpertActChoice, type ProfessionalOfAct } from "./consult-act.ts";
import { ownBillingInfoWhere } from "./access.ts";
import { expertCapStanding, type YearlyCapStanding } from "./yearly-cap.ts";

/** The viewer's country and profession, as the act table reads them. */
export async function professionalOfViewer(db: Db, viewer: Viewer): Promise<ProfessionalOfAct & { professionalId: number | null }> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { country: true, professionalId: true, professional: { select: { country: true, specialty: { select: { professionCode: true } } } } },
  });
  return { country: user.professional?.country ?? user.country, professionCode: user.professional?.specialty.professionCode ?? null, professionalId: user.professionalId };
}

/** An act the completion dialog offers, with where the viewer stands against its yearly cap for the request's patient. */
export type CompletionOffer = ExpertActChoice & { yearlyCap: YearlyCapStanding | null };

/** What the completion dialog offers the viewer today (spec 2 §5 "Completion"), each act with its yearly cap for this patient. */
export async function completionActsOfViewer(db: Db, viewer: Viewer, requestId: number, now: Date): Promise<CompletionOffer[]> {
  const choices = expertActChoices(await professionalOfViewer(db, viewer), now);
  return Promise.all(
    choices.map(async (choice) => ({ ...choice, yearlyCap: await expertCapStanding(db, { expertUserId: viewer.userId, requestId, cap: choice.act.yearlyCapPerPatient, at: now }) })),
  );
}

export type CompletionFields = {
  actCode: ActCode;
  actSupplements: number;
  actAmountCents: number | null;
  billingNumber: string | null;
  billingProfessionalId: number | null;
};

/**
 * The act the expert chose, checked against the table on the completion date, and the billing
 * number it bills with: required when the act needs one, and one of the expert's own numbers
 * (nobody bills the insurer in another's name); an act already billed up to its yearly cap for
 * this patient by this expert is refused. Nothing is written here.
 */
export async function completionFields(db: Db, viewer: Viewer, now: Date, choice: { requestId: number; actCode: ActCode; supplements: number; billingNumber: string | null }): Promise<CompletionFields> {
  const expert = await professionalOfViewer(db, viewer);
  const priced = priceExpertAct(expert, now, { actCode: choice.actCode, supplements: choice.supplements });
  // RULES.md §8 "max 4/yr per patient per doctor" (2 for midwives): the act beyond the cap is not paid.
  const cap = await expertCapStanding(db, { expertUserId: viewer.userId, requestId: choice.requestId, cap: priced.yearlyCapPerPatient, at: now });
  if (cap && cap.count >= cap.cap) throw new DomainError("yearly_cap_reached", "actCode");
  if (!priced.needsBillingNumber) {
    return { actCode: priced.actCode, actSupplements: priced.supplements, actAmountCents: priced.amountCents, billingNumber: null, billingProfessionalId: priced.amountCents === null ? null : expert.professionalId };
  }
  if (!choice.billingNumber) throw new DomainError("billing_number_required", "billingNumber");
  const own = await db.billingInfo.findFirst({ where: { number: choice.billingNumber, AND: [ownBillingInfoWhere(viewer)] }, select: { id: true } });
  if (!own) throw new DomainError("billing_number_invalid", "billingNumber");
  return { actCode: priced.actCode, actSupplements: priced.supplements, actAmountCents: priced.amountCents, billingNumber: choice.billingNumber, billingProfessionalId: expert.professionalId };
}
