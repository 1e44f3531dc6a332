import type { Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";

// Pictures for a human to review after a UI change (not pixel assertions): every new screen at
// desktop and phone size, taken in the middle of the journeys that reach it.
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/**
 * Saves test-results/screenshots/{desktop,mobile}-<name>.png, then restores the desktop size;
 * at each size the screen must also pass the axe checks every visited screen passes (e2e/axe.ts).
 * Screens with the app's fixed bottom bar are captured as the phone shows them (a full-page
 * capture would paint the bar in the middle); the others in full.
 */
export async function snap(page: Page, name: string, options: { mobileFullPage?: boolean } = {}): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `test-results/screenshots/desktop-${name}.png`, fullPage: true });
  await expectAccessibleScreen(page, name);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: `test-results/screenshots/mobile-${name}.png`, fullPage: options.mobileFullPage ?? true });
  await expectAccessibleScreen(page, name);
  await page.setViewportSize(DESKTOP);
}
