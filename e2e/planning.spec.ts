import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 23 item 5: a group administrator opens the on-call planning (month view first), adds a
// duty period in the period editor (an end before the start refused first) and finds it in the
// month and week views. The period is deleted at the end, so the shared demo data stays as seeded.

const GERIATRICS = "Gériatrie Centre-Val de Loire";

/** A datetime-local value for today at this time, in the browser's zone (Europe/Paris). */
function todayAt(hours: number, minutes: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(hours)}:${pad(minutes)}`;
}

test("an administrator adds a duty period and sees it in the month and week views", async ({ browser, baseURL }, testInfo) => {
  // Two screenshots at two widths with their axe checks, and the calendar's chunk: over 60 s on a loaded machine.
  test.setTimeout(120_000);
  // A retry's period starts at another minute: a first attempt that stopped before deleting its
  // own period leaves it in the shared data, and the counts below must not see it.
  const startMinute = 17 + 2 * testInfo.retry;
  const startText = `13:${startMinute}`;
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.goto("/group");
  await page.getByRole("link", { name: new RegExp(GERIATRICS) }).first().click();
  await page.getByRole("link", { name: "Planning de garde" }).click();
  await expect(page).toHaveURL(/\/group\/\d+\/planning$/);
  await expect(page.getByRole("heading", { name: "Planning de garde" })).toBeVisible();
  // Month view first (spec 1 §9), with the seed's rota in it.
  await expect(page.locator(".fc-dayGridMonth-view")).toBeVisible();
  await expect(page.locator(".fc-daygrid-event").first()).toBeVisible();
  await snap(page, "planning-month");

  await page.getByRole("button", { name: "Ajouter une période" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle période de garde" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Début").fill(todayAt(13, startMinute));
  await dialog.getByLabel("Fin").fill(todayAt(11, 43));
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("La fin ne peut pas précéder le début.");
  await snap(page, "planning-period-editor");

  await dialog.getByLabel("Fin").fill(todayAt(15, 43));
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  const inMonth = page.locator(".fc-daygrid-event", { hasText: startText });
  await expect(inMonth).toHaveCount(1);

  await page.getByRole("button", { name: "Semaine" }).click();
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
  const inWeek = page.locator(".fc-timegrid-event", { hasText: startText });
  await expect(inWeek).toHaveCount(1);
  await expect(inWeek).toContainText("15:43");
  await snap(page, "planning-week");

  // Put the demo data back: the period editor deletes the period.
  await inWeek.click();
  const editor = page.getByRole("dialog", { name: "Modifier la période de garde" });
  await editor.getByRole("button", { name: "Supprimer" }).click();
  await expect(editor).toBeHidden();
  await expect(page.locator(".fc-timegrid-event", { hasText: startText })).toHaveCount(0);
  await page.context().close();
});
