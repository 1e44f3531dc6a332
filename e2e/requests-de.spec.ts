import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { DE_LOGIN, DEMO_PASSWORD, DR_SCHMIDT, submitLogin, totalCountOf } from "./demo-accounts.ts";

test("a German doctor works in German, from the code step to the dates", async ({ page }) => {
  await page.goto("/login?lang=de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Anmeldung" })).toBeVisible();
  await expectAccessibleScreen(page, "login (de)");

  // A fresh browser: password, then the emailed code, all in German.
  await submitLogin(page, DR_SCHMIDT, DEMO_PASSWORD, DE_LOGIN);
  await expect(page).toHaveURL(/\/request\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Anfragen" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Meine Konsile" })).toBeVisible();
  const rows = page.getByRole("list", { name: "Meine Anfragen" }).getByRole("listitem");
  await expect(rows.nth(4)).toBeVisible();
  expect(await totalCountOf(page, /\d+ Anfragen/)).toBeGreaterThanOrEqual(5);
  await expect(rows.first().locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expectAccessibleScreen(page, "request list (de)");

  // A sent request (another journey may have left a draft on top, which opens on its patient step).
  await rows.filter({ hasNot: page.getByText("Entwurf", { exact: true }) }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/request\/\d+$/);
  await expect(page.locator(".request-header .badge")).toHaveText(/Gesendet|Storniert|In Bearbeitung|Abgeschlossen|Abgelehnt/);
  await expect(page.getByText(/Zuletzt geändert: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Beschreibung" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Nachrichten/ })).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Geburtsdatum")).toBeVisible();
  await expectAccessibleScreen(page, "request (de)");
});
