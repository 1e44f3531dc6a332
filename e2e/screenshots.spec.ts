import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { DEMO_PASSWORD, FR_LOGIN, STATE, submitPassword } from "./demo-accounts.ts";

// Not assertions about pixels: pictures for a human to review after a UI change.
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} screenshots`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const path = (name: string) => `test-results/screenshots/${viewport.name}-${name}.png`;
    // Phones: what fits on the screen, fixed bottom bar included (a full-page capture would
    // paint the fixed bar in the middle of the page).
    const fullPage = viewport.name === "desktop";

    test("login and code steps", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
      await page.screenshot({ path: path("login"), fullPage });
      await expectAccessibleScreen(page, "login");

      // dr.bernard, so that dr.martin's login budget (10 per 15 min) goes to the journeys.
      await submitPassword(page, "dr.bernard@demo.consilium.test", DEMO_PASSWORD);
      await expect(page.getByLabel(FR_LOGIN.code)).toBeVisible();
      await page.screenshot({ path: path("login-code"), fullPage });
      await expectAccessibleScreen(page, "login code");
    });

    test.describe("logged in", () => {
      test.use({ storageState: STATE.martinSession });

      test("list, detail, empty list and not found", async ({ page }) => {
        await page.goto("/request/");
        const rows = page.getByRole("list", { name: "Mes demandes" }).getByRole("listitem");
        await expect(rows).toHaveCount(20);
        await page.screenshot({ path: path("list"), fullPage });
        await expectAccessibleScreen(page, "request list");

        // Not a draft: other journeys (deep-links) leave dr.martin a new one without a patient at the top.
        await rows.filter({ hasNotText: "Brouillon" }).first().getByRole("link").click();
        await expect(page.getByRole("heading", { name: /Messages/ })).toBeVisible();
        await page.screenshot({ path: path("detail"), fullPage });
        await expectAccessibleScreen(page, "request");

        await page.goto("/consult/");
        await expect(page.getByRole("heading", { level: 1, name: "Mes avis" })).toBeVisible();
        await page.screenshot({ path: path("consults"), fullPage });
        await expectAccessibleScreen(page, "consult list");

        await page.goto("/request/1");
        await expect(page.getByRole("heading", { level: 1, name: "Demande introuvable" })).toBeVisible();
        await page.screenshot({ path: path("not-found"), fullPage });
        await expectAccessibleScreen(page, "request not found");

        if (viewport.name === "mobile") {
          await page.getByRole("button", { name: "Compte" }).click();
          await expect(page.getByRole("dialog", { name: "Mon compte" })).toBeVisible();
          await page.screenshot({ path: path("account"), fullPage });
          await expectAccessibleScreen(page, "account sheet");
        }
      });
    });
  });
}
