/** The statement query's variables from the address: ?year=2025 (the current year when absent or odd) and the group's global id. */
export function statementVariables(yearParam: string | null, groupId: string | null): { year: number | null; groupId: string | null } {
  return { year: yearParam && /^\d{4}$/.test(yearParam) ? Number(yearParam) : null, groupId };
}
