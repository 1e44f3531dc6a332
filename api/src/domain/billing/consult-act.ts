import type { ActCode } from "../../db/generated/prisma/enums.ts";
import { DomainError } from "../errors.ts";
import { actByCode, actsFor, eligibleFor, professionOfCode, type Act, type ActCountry, type Profession } from "./acts.ts";

// The consult's act (spec 2 §4 "Complete", §5 "Completion"): what the completion dialog offers
// an expert, what the server accepts, and whether the result bills, all read from the table.

/** Act codes a consult stores (the database enum), and the table's code for each. */
export const CONSULT_ACT_CODES = ["TE1", "TE2", "EBM_01671", "NONE"] as const satisfies readonly ActCode[];
const TABLE_CODE: Record<ActCode, string | null> = { TE1: "TE1", TE2: "TE2", EBM_01671: "01671", NONE: null };

export function tableCodeOf(code: ActCode): string | null {
  return TABLE_CODE[code];
}

export function consultActCodeOf(tableCode: string): ActCode | null {
  const entry = Object.entries(TABLE_CODE).find(([, value]) => value === tableCode);
  return entry ? (entry[0] as ActCode) : null;
}

export type ProfessionalOfAct = { country: ActCountry | string; professionCode: number | null | undefined };

/** An act offered to the expert today, with the supplement it may carry (01672 to 01671). */
export type ExpertActChoice = { code: ActCode; act: Act; supplement: Act | null };

export function expertActChoices(expert: ProfessionalOfAct, date: Date): ExpertActChoice[] {
  const acts = actsFor({ country: expert.country, side: "expert", profession: professionOfCode(expert.professionCode), date });
  return acts.flatMap((act) => {
    const code = act.supplementTo === null ? consultActCodeOf(act.code) : null;
    if (!code) return [];
    return [{ code, act, supplement: acts.find((other) => other.supplementTo === act.code) ?? null }];
  });
}

export type PricedAct = { actCode: ActCode; supplements: number; amountCents: number | null; needsBillingNumber: boolean; yearlyCapPerPatient: number | null };

/**
 * Checks the expert's chosen act against the table at the completion date: an act the table does
 * not give this expert today is refused (act_not_applicable), as are supplements beyond the
 * table's maximum. NONE (no act) is always allowed: not every answer is an act.
 */
export function priceExpertAct(expert: ProfessionalOfAct, date: Date, choice: { actCode: ActCode; supplements: number }): PricedAct {
  if (choice.actCode === "NONE") {
    if (choice.supplements !== 0) throw new DomainError("act_not_applicable", "supplements");
    return { actCode: "NONE", supplements: 0, amountCents: null, needsBillingNumber: false, yearlyCapPerPatient: null };
  }
  const offered = expertActChoices(expert, date).find((candidate) => candidate.code === choice.actCode);
  if (!offered) throw new DomainError("act_not_applicable", "actCode");
  const maxSupplements = offered.supplement?.maxUnits ?? 0;
  if (choice.supplements < 0 || choice.supplements > maxSupplements) throw new DomainError("act_not_applicable", "supplements");
  const amountCents = offered.act.amountCents + choice.supplements * (offered.supplement?.amountCents ?? 0);
  return { actCode: choice.actCode, supplements: choice.supplements, amountCents, needsBillingNumber: offered.act.needsBillingNumber, yearlyCapPerPatient: offered.act.yearlyCapPerPatient };
}

/** The act the requester's side bills for a consult completed on this date (RQD, 01670, TE1/TE2 before April 2022). */
export function requesterActOf(requester: ProfessionalOfAct, expertActCode: ActCode | null, date: Date): Act | null {
  const acts = actsFor({ country: requester.country, side: "requester", profession: professionOfCode(requester.professionCode), date });
  // Before April 2022 the requester's flat fee followed the expert's level (5 € per TE1, 10 € per TE2).
  const sameLevel = acts.find((act) => act.code === expertActCode);
  return sameLevel ?? acts.find((act) => act.code !== "TE1" && act.code !== "TE2") ?? null;
}

export type BillabilityInput = {
  consult: { status: string; actCode: ActCode | null; completedAt: Date | null } | null;
  eligibility: string | null;
  expert: ProfessionalOfAct | null;
};

/** The expert's act of a consult, if it bills: completed, eligible, and the table gives it for that country, profession and date. */
export function billableExpertAct(input: BillabilityInput): Act | null {
  const consult = input.consult;
  if (!consult || consult.status !== "COMPLETED" || !consult.actCode || !consult.completedAt || !input.expert) return null;
  const code = tableCodeOf(consult.actCode);
  if (!code) return null;
  const profession: Profession = professionOfCode(input.expert.professionCode);
  const act = actByCode(code, consult.completedAt, { side: "expert", country: input.expert.country });
  if (!act || !act.professions.includes(profession)) return null;
  return eligibleFor(act, input.eligibility) ? act : null;
}

/** The requester's act of a consult, if it bills (the same rule on the sender side). */
export function billableRequesterAct(input: BillabilityInput & { requester: ProfessionalOfAct | null }): Act | null {
  const consult = input.consult;
  if (!consult || consult.status !== "COMPLETED" || !consult.completedAt || !input.requester) return null;
  // The requester's act goes with a billed expert act (no act, or one the table refuses: nothing to follow).
  if (!consult.actCode || billableExpertAct(input) === null) return null;
  const act = requesterActOf(input.requester, consult.actCode, consult.completedAt);
  return act && eligibleFor(act, input.eligibility) ? act : null;
}

/** What a Prisma select gives for a user whose acts the table reads. */
export const USER_OF_ACT_SELECT = { country: true, professional: { select: { country: true, specialty: { select: { professionCode: true } } } } } as const;
export type UserOfAct = { country: string; professional: { country: string; specialty: { professionCode: number } } | null } | null;

export function professionalOfUser(user: UserOfAct): ProfessionalOfAct | null {
  if (!user) return null;
  return { country: user.professional?.country ?? user.country, professionCode: user.professional?.specialty.professionCode ?? null };
}

/** The select a consult's two acts are read from. */
export const CONSULT_ACTS_SELECT = {
  status: true,
  actCode: true,
  actSupplements: true,
  actAmountCents: true,
  completedAt: true,
  completedBy: { select: USER_OF_ACT_SELECT },
  request: { select: { eligibility: true, author: { select: USER_OF_ACT_SELECT } } },
} as const;

export type ConsultActsRow = {
  status: string;
  actCode: ActCode | null;
  actSupplements: number;
  actAmountCents: number | null;
  completedAt: Date | null;
  completedBy: UserOfAct;
  request: { eligibility: string | null; author: UserOfAct };
};

export type ConsultActView = { code: string; amountCents: number; billable: boolean; yearlyCapPerPatient: number | null };

/**
 * Each side's act of a completed consult, as the request and consult pages show it (issue 21):
 * the expert's stored act and amount (01671 with its 01672 supplements), and the requester's act
 * from the table at the completion date; null for a side that bills nothing.
 */
export function consultActsOf(row: ConsultActsRow): { expert: ConsultActView | null; requester: ConsultActView | null } {
  if (row.status !== "COMPLETED" || !row.actCode || row.actCode === "NONE") return { expert: null, requester: null };
  const input = { consult: { status: row.status, actCode: row.actCode, completedAt: row.completedAt }, eligibility: row.request.eligibility, expert: professionalOfUser(row.completedBy) };
  const expertAct = billableExpertAct(input);
  const code = tableCodeOf(row.actCode) ?? row.actCode;
  const expertCode = row.actSupplements > 0 ? `${code} + ${row.actSupplements} × 01672` : code;
  const expert = row.actAmountCents === null ? null : { code: expertCode, amountCents: row.actAmountCents, billable: expertAct !== null, yearlyCapPerPatient: expertAct?.yearlyCapPerPatient ?? null };
  const requesterAct = row.completedAt ? requesterActOf(professionalOfUser(row.request.author) ?? { country: "", professionCode: null }, row.actCode, row.completedAt) : null;
  const requesterBillable = billableRequesterAct({ ...input, requester: professionalOfUser(row.request.author) }) !== null;
  const requester = requesterAct ? { code: requesterAct.code, amountCents: requesterAct.amountCents, billable: requesterBillable, yearlyCapPerPatient: requesterAct.yearlyCapPerPatient } : null;
  return { expert, requester };
}
