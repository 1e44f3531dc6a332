import { z } from "zod";
import type { ActCode } from "../../db/generated/prisma/enums.ts";
import { dbIdSchema } from "../rules/id.ts";
import { actDay } from "./acts.ts";
import { billableExpertAct, billableRequesterAct, type ProfessionalOfAct } from "./consult-act.ts";

// Issue 21 item 7, the statement (beyond the spec: what a doctor asks first): per month of a year,
// the acts a professional (or a group) bills as expert and as requester, split into billed
// (the consult's integrated_act, spec 2 §3) and not yet billed. Every amount comes from the
// dated act table at the consult's completion date (./acts.ts), through the same billability
// rule as the consult pages (./consult-act.ts): a non-eligible request, or an act the table
// does not give that profession and country, counts for nothing.

/** The act table starts on 10 February 2019 (avenant 6): no statement before. */
export const STATEMENT_FIRST_YEAR = 2019;
export const STATEMENT_LAST_YEAR = 2100;

export const statementInput = z.object({
  year: z.number().int().min(STATEMENT_FIRST_YEAR).max(STATEMENT_LAST_YEAR),
  groupId: dbIdSchema.optional(),
});
export type StatementInput = z.input<typeof statementInput>;

/** One side's acts in a month (or a year): how many, and their euros billed and not yet billed. */
export type StatementSide = { acts: number; billedActs: number; billedCents: number; unbilledCents: number };

export type StatementMonth = {
  /** "YYYY-MM", the month of the completion day in France, Belgium and Germany. */
  month: string;
  expert: StatementSide;
  requester: StatementSide;
};

export type StatementFigures = { months: StatementMonth[]; total: { expert: StatementSide; requester: StatementSide } };

/**
 * Completed consults that share everything the act table reads, counted together: the SQL
 * aggregation groups them by the hour of completion (French, Belgian and German days start on a
 * whole UTC hour), so one row stands for `count` consults of the same day.
 */
export type StatementRow = {
  completedAt: Date;
  actCode: ActCode;
  actAmountCents: number | null;
  integratedAct: boolean;
  eligibility: string | null;
  expert: ProfessionalOfAct | null;
  requester: ProfessionalOfAct | null;
  /** The statement's owner (the professional, or the group as recipient) is the expert side. */
  asExpert: boolean;
  /** The statement's owner (the professional, or the group as sender) is the requester side. */
  asRequester: boolean;
  count: number;
};

function emptySide(): StatementSide {
  return { acts: 0, billedActs: 0, billedCents: 0, unbilledCents: 0 };
}

function addTo(side: StatementSide, count: number, amountCents: number, billed: boolean): void {
  side.acts += count;
  if (billed) {
    side.billedActs += count;
    side.billedCents += count * amountCents;
  } else {
    side.unbilledCents += count * amountCents;
  }
}

function addSide(into: StatementSide, from: StatementSide): void {
  into.acts += from.acts;
  into.billedActs += from.billedActs;
  into.billedCents += from.billedCents;
  into.unbilledCents += from.unbilledCents;
}

/** The twelve months of a year, each side's acts and euros, and the year's totals. */
export function statementFigures(year: number, rows: readonly StatementRow[]): StatementFigures {
  const months: StatementMonth[] = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, "0")}`,
    expert: emptySide(),
    requester: emptySide(),
  }));
  for (const row of rows) {
    const day = actDay(row.completedAt);
    // The read covers a few hours either side of the year (UTC against Paris time): not this year's.
    if (!day.startsWith(`${year}-`)) continue;
    const month = months[Number(day.slice(5, 7)) - 1];
    if (!month) continue;
    const billability = { consult: { status: "COMPLETED", actCode: row.actCode, completedAt: row.completedAt }, eligibility: row.eligibility, expert: row.expert };
    if (row.asExpert) {
      const act = billableExpertAct(billability);
      // The amount stored at completion (01671 with its 01672 supplements), else the table's.
      if (act) addTo(month.expert, row.count, row.actAmountCents ?? act.amountCents, row.integratedAct);
    }
    if (row.asRequester) {
      const act = billableRequesterAct({ ...billability, requester: row.requester });
      if (act) addTo(month.requester, row.count, act.amountCents, row.integratedAct);
    }
  }
  const total = { expert: emptySide(), requester: emptySide() };
  for (const month of months) {
    addSide(total.expert, month.expert);
    addSide(total.requester, month.requester);
  }
  return { months, total };
}

/** The year a statement opens on: the current one in France, Belgium and Germany. */
export function currentStatementYear(now: Date): number {
  return Number(actDay(now).slice(0, 4));
}

/** A month's (or the year's) euros on both sides, billed and not. */
export function sideAmountCents(side: StatementSide): number {
  return side.billedCents + side.unbilledCents;
}
