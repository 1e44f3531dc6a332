import { expect, test } from "@playwright/test";
import { loggedIn } from "./journey-api.ts";
import { snap } from "./snap.ts";

// Issue 24 item 4: a new member's first screen after validation carries the signup flag and opens
// the onboarding tutorial, in the account's language; once seen it does not open by itself again,
// and the help entry of the account panel opens it whenever asked. German GPs no other journey
// logs in as: a retry takes the next one, since the first has seen the tutorial.
const NEWCOMERS = ["birgit.lehmann.174@demo.consilium.test", "anna.fischer.177@demo.consilium.test"];

test("de: a new member sees the tutorial once, in German, and finds it again in the help entry", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const page = await loggedIn(browser, baseURL, NEWCOMERS[testInfo.retry] ?? NEWCOMERS[0] ?? "", "de");
  await page.goto("/request/?inscription=1");
  const dialog = page.getByRole("dialog", { name: "Erste Schritte" });
  await expect(dialog.getByRole("heading", { name: "Willkommen bei Consilium" })).toBeVisible();
  await expect(dialog.getByText(/^Schritt 1 von \d$/)).toBeVisible();
  await snap(page, "tutorial-welcome");

  await dialog.getByRole("button", { name: "Weiter" }).click();
  await expect(dialog.getByRole("heading", { name: "Rat einholen" })).toBeVisible();
  // The live example is the demo consult, in German.
  await expect(dialog.getByText(/Hautveränderung am Rücken/)).toBeVisible();
  await snap(page, "tutorial-request");

  // The arrows move through the slides; a German account has no billing slide (France's acts).
  const headings: string[] = [];
  for (let step = 0; step < 8 && (await dialog.getByRole("button", { name: "Fertig" }).count()) === 0; step++) {
    await page.keyboard.press("ArrowRight");
    headings.push((await dialog.getByRole("heading", { level: 3 }).textContent()) ?? "");
  }
  expect(headings).not.toContain("Abrechnung");
  expect(headings).toContain("Ihre Einstellungen");
  await dialog.getByRole("button", { name: "Fertig" }).click();
  await expect(dialog).toBeHidden();
  // The flag has done its work.
  await expect(page).toHaveURL(/\/request\/$/);

  // Seen once: the flag no longer opens it.
  await page.goto("/request/?inscription=1");
  await expect(page).toHaveURL(/\/request\/$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The help entry opens it again; Escape closes it.
  await page.getByRole("button", { name: "Erste Schritte" }).first().click();
  await expect(dialog.getByRole("heading", { name: "Willkommen bei Consilium" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.context().close();
});
