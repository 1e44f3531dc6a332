import { expect, test } from "@playwright/test";
import { STATE } from "./demo-accounts.ts";

// Issue 10 item 1: the directory map. dr.martin (GP, Tours) looks for a cardiologist near Lyon.
test.use({ storageState: STATE.martinSession });

test("dr.martin finds dr.bernard, cardiologist in Lyon, on the directory map and opens his profile", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/discover");
  await expect(page).toHaveURL(/\/discover\/map$/);
  await expect(page.getByRole("heading", { level: 1, name: "Annuaire" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Carte des résultats" })).toBeVisible();

  // Place autocomplete (500 ms debounce), then the specialty.
  await page.getByLabel("Lieu, ville ou code postal").fill("Lyon");
  await page.getByRole("option", { name: "Lyon (69001), France" }).click();
  await expect(page).toHaveURL(/bounds=/);
  await page.getByRole("button", { name: /Spécialité/ }).click();
  await page.getByRole("option", { name: /^Cardiologie/ }).click();
  await expect(page).toHaveURL(/specialty=SM04/);
  await expect(page.getByRole("status").filter({ hasText: /^\d+–\d+ sur \d+$/ })).toBeVisible();

  const results = page.getByRole("region", { name: "Résultats" });
  const bernard = results.getByRole("listitem").filter({ hasText: "Antoine Bernard" });
  await expect(bernard).toBeVisible();
  // Wide screen: the row selects the pin; its link opens the profile.
  await bernard.getByRole("button").first().click();
  await expect(bernard).toHaveClass(/is-selected/);
  await bernard.getByRole("link", { name: /Ouvrir le profil de Antoine Bernard/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
});

test("on a phone the list and the map take turns (URL hash), and a row opens the profile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/discover/unknown-tab?specialty=SM04&bounds=4.6,45.6,5.1,45.95");
  await expect(page.getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Carte" }).click();
  await expect(page).toHaveURL(/#map$/);
  await expect(page.getByRole("region", { name: "Carte des résultats" })).toBeVisible();
  await page.getByRole("link", { name: "Liste" }).click();
  await page.getByRole("listitem").filter({ hasText: "Antoine Bernard" }).getByRole("button").click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
});
