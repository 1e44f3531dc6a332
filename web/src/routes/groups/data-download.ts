/** A calendar day as YYYY-MM-DD in the user's time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec 1 §5 "Data download": by default from one month ago to today. */
export function defaultDownloadRange(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setMonth(from.getMonth() - 1);
  return { from: isoDay(from), to: isoDay(now) };
}

export type RangeProblem = "from_required" | "to_required" | "to_before_from" | null;

/** From and to required, to not before from (spec 1 §5). */
export function rangeProblem(from: string, to: string): RangeProblem {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return "from_required";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) return "to_required";
  return to < from ? "to_before_from" : null;
}

/** The CSV route of the API for a group and a range. */
export function groupExportPath(groupId: number, from: string, to: string): string {
  return `/api/v1/groups/${groupId}/export.csv?${new URLSearchParams({ from, to })}`;
}
