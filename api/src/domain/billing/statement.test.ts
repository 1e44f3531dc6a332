import { describe, expect, it } from "vitest";
import { statementCsv, csvEuros } from "./statement-csv.ts";
import { currentStatementYear, statementFigures, type StatementRow } from "./statement.ts";

const frenchDoctor = { country: "FR", professionCode: 10 };
const frenchNurse = { country: "FR", professionCode: 60 };
const belgianDoctor = { country: "BE", professionCode: 10 };

function row(completedAt: string, overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    completedAt: new Date(completedAt),
    actCode: "TE2",
    actAmountCents: null,
    integratedAct: false,
    eligibility: null,
    expert: frenchDoctor,
    requester: frenchDoctor,
    asExpert: true,
    asRequester: false,
    count: 1,
    ...overrides,
  };
}

describe("statement figures", () => {
  it("prices each act at its completion date: TE2 20 € on 31 December 2025, 23 € on 2 January 2026", () => {
    const rows = [row("2025-12-31T10:00:00Z"), row("2026-01-02T10:00:00Z")];
    expect(statementFigures(2025, rows).months[11]?.expert).toEqual({ acts: 1, billedActs: 0, billedCents: 0, unbilledCents: 2000 });
    const year2026 = statementFigures(2026, rows);
    expect(year2026.months[0]?.expert).toEqual({ acts: 1, billedActs: 0, billedCents: 0, unbilledCents: 2300 });
    expect(year2026.total.expert.acts).toBe(1);
  });

  it("puts an act in the month of its French day, not its UTC one", () => {
    // 31 Jan 23:30 UTC is 1 February 00:30 in Paris; 30 Jun 22:30 UTC is 1 July 00:30 (summer time).
    const figures = statementFigures(2026, [row("2026-01-31T23:30:00Z"), row("2026-06-30T22:30:00Z")]);
    expect(figures.months.map((month) => month.expert.acts)).toEqual([0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    // 31 December 2025 23:30 UTC is New Year's Day in Paris: in 2026, not in 2025.
    expect(statementFigures(2025, [row("2025-12-31T23:30:00Z")]).total.expert.acts).toBe(0);
    expect(statementFigures(2026, [row("2025-12-31T23:30:00Z")]).months[0]?.expert.unbilledCents).toBe(2300);
  });

  it("splits billed (integrated act) from not yet billed, and counts grouped rows", () => {
    const figures = statementFigures(2026, [row("2026-03-04T09:00:00Z", { count: 3, integratedAct: true }), row("2026-03-20T09:00:00Z", { count: 2 })]);
    expect(figures.months[2]?.expert).toEqual({ acts: 5, billedActs: 3, billedCents: 6900, unbilledCents: 4600 });
    expect(figures.total.expert).toEqual({ acts: 5, billedActs: 3, billedCents: 6900, unbilledCents: 4600 });
  });

  it("keeps the stored amount of 01671 with its 01672 supplements", () => {
    const german = { country: "DE", professionCode: 10 };
    const figures = statementFigures(2026, [row("2026-05-05T09:00:00Z", { actCode: "EBM_01671", actAmountCents: 4321, expert: german, requester: german })]);
    expect(figures.months[4]?.expert.unbilledCents).toBe(4321);
  });

  it("gives the requester side its RQD 10 € and nothing for a non-eligible request or an act nobody bills", () => {
    const asRequester = { asExpert: false, asRequester: true };
    const figures = statementFigures(2026, [
      row("2026-02-10T09:00:00Z", asRequester),
      row("2026-02-11T09:00:00Z", { ...asRequester, eligibility: "NONELIGIBLE" }),
      row("2026-02-12T09:00:00Z", { ...asRequester, expert: belgianDoctor }),
    ]);
    expect(figures.months[1]?.requester).toEqual({ acts: 1, billedActs: 0, billedCents: 0, unbilledCents: 1000 });
    expect(figures.months[1]?.expert.acts).toBe(0);
  });

  it("counts a nurse's RQD only from 23 March 2023", () => {
    const nurse = { asExpert: false, asRequester: true, requester: frenchNurse };
    expect(statementFigures(2023, [row("2023-03-22T09:00:00Z", nurse), row("2023-03-23T09:00:00Z", nurse)]).months[2]?.requester.acts).toBe(1);
  });

  it("opens on the current French year", () => {
    expect(currentStatementYear(new Date("2025-12-31T23:30:00Z"))).toBe(2026);
  });
});

describe("statement CSV", () => {
  it("writes euros with a decimal comma and two decimals", () => {
    expect([csvEuros(0), csvEuros(2300), csvEuros(123456), csvEuros(5)]).toEqual(["0,00", "23,00", "1234,56", "0,05"]);
  });

  it("has a header, twelve months and the total, separated by semicolons", () => {
    const csv = statementCsv(statementFigures(2026, [row("2026-01-02T10:00:00Z", { integratedAct: true }), row("2026-01-05T10:00:00Z", { asRequester: true })]));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("\uFEFFmonth;expert_acts;expert_billed_acts;expert_billed_eur;expert_not_billed_eur;requester_acts;requester_billed_acts;requester_billed_eur;requester_not_billed_eur;total_eur");
    expect(lines[1]).toBe("2026-01;2;1;23,00;23,00;1;0;0,00;10,00;56,00");
    expect(lines[13]).toBe("total;2;1;23,00;23,00;1;0;0,00;10,00;56,00");
    expect(lines).toHaveLength(15);
  });
});
