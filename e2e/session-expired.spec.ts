import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, DR_MARTIN, STATE } from "./demo-accounts.ts";

test.use({ storageState: STATE.martinSession });

test("an ended session asks for the password in a dialog, then the page carries on", async ({ page, context }) => {
  await page.goto("/request/");
  const rows = page.getByRole("list", { name: "Mes demandes" }).getByRole("listitem");
  await expect(rows).toHaveCount(20);

  // Dropping the cookie is how this browser loses its session (an idle timeout looks the same).
  await context.clearCookies({ name: "consilium_session" });
  await page.getByRole("button", { name: "Charger plus" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Votre session a expiré" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Adresse e-mail")).toHaveValue(DR_MARTIN);

  // This browser is remembered, so the password is enough.
  await dialog.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(dialog).toBeHidden();
  // The "load more" that failed was retried: same page, 40 rows.
  await expect(rows).toHaveCount(40);
  await expect(page).toHaveURL(/\/request\/$/);
});
