import { csvLine } from "../rules/csv.ts";
import type { StatementFigures, StatementSide } from "./statement.ts";

// The statement as a spreadsheet (issue 21 item 7). Our users open it in Excel or LibreOffice set
// to French, German or Dutch (Belgium): those read a semicolon as the separator and a comma as the
// decimal mark, so the amounts are euros written "23,00" and the file starts with a UTF-8 BOM.
// The header names stay stable (snake_case) for those who read the file with a program.

export const STATEMENT_CSV_SEPARATOR = ";";

export const STATEMENT_CSV_COLUMNS = [
  "month",
  "expert_acts",
  "expert_billed_acts",
  "expert_billed_eur",
  "expert_not_billed_eur",
  "requester_acts",
  "requester_billed_acts",
  "requester_billed_eur",
  "requester_not_billed_eur",
  "total_eur",
] as const;

/** Euro cents as "1234,50": two decimals, a decimal comma, no thousands separator. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

function sideCells(side: StatementSide): (string | number)[] {
  return [side.acts, side.billedActs, csvEuros(side.billedCents), csvEuros(side.unbilledCents)];
}

function line(label: string, expert: StatementSide, requester: StatementSide): string {
  const total = expert.billedCents + expert.unbilledCents + requester.billedCents + requester.unbilledCents;
  return csvLine([label, ...sideCells(expert), ...sideCells(requester), csvEuros(total)], STATEMENT_CSV_SEPARATOR);
}

/** The header, one line per month ("YYYY-MM"), and the year's "total" line. */
export function statementCsv(figures: StatementFigures): string {
  const lines = [`\uFEFF${csvLine([...STATEMENT_CSV_COLUMNS], STATEMENT_CSV_SEPARATOR)}`];
  for (const month of figures.months) lines.push(line(month.month, month.expert, month.requester));
  lines.push(line("total", figures.total.expert, figures.total.requester));
  return lines.join("");
}
