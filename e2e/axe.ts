import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical accessibility violations axe finds on the page as it is now: rule id and the first offending node. */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; target: string }[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, target: String(violation.nodes[0]?.target ?? "") }));
}
