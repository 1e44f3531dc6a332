import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The axe rules every screen a journey visits must pass (issue 19): all content inside a
 * landmark (`region`, so a screen-reader user can jump past the menu and nothing is stranded
 * outside it) and text contrast (`color-contrast`, WCAG AA).
 */
const SCREEN_RULES = ["region", "color-contrast"];

/**
 * Runs axe on the screen as it is now and fails with each violation's rule, target and summary.
 * Call it once the screen's content is on the page (after asserting its heading), at the
 * viewport the journey uses; `snap` calls it at both desktop and phone sizes.
 */
export async function expectAccessibleScreen(page: Page, screen: string): Promise<void> {
  // The map's canvas and its tiles are not text: axe would guess contrast over a picture.
  const results = await new AxeBuilder({ page }).withRules(SCREEN_RULES).exclude(".maplibregl-canvas").analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? violation.help}`),
  );
  expect(found, `axe on ${screen} (${page.url()}, ${page.viewportSize()?.width ?? "?"} px)`).toEqual([]);
}

/** The serious and critical accessibility violations axe finds on the page as it is now: rule id and the first offending node. */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; target: string }[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, target: String(violation.nodes[0]?.target ?? "") }));
}
