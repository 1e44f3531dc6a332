import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 23 items 1 and 3: a group administrator schedules a meeting with an external link (an
// invalid link refused first), a member of the group joins it through /meeting/{id}/join and lands
// on the external address (intercepted: no network), and a seeded meeting with registered
// requests cannot be deleted (its tooltip says why). The meeting is deleted at the end, so the
// shared demo data stays as seeded.

const GERIATRICS = "Gériatrie Centre-Val de Loire";
const LINK = "https://visio.chu-exemple.fr/staff-ehpad-e2e";

/** A datetime-local value 10 days ahead at 17:30, in the browser's zone (Europe/Paris). */
function inTenDays(): string {
  const day = new Date(Date.now() + 10 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T17:30`;
}

test("an administrator schedules a meeting, a member joins it, a meeting with requests cannot be deleted", async ({ browser, baseURL }) => {
  // Three screenshots at two widths with their axe checks: well over two minutes on a loaded machine.
  test.setTimeout(300_000);
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.goto("/group");
  await page.getByRole("link", { name: new RegExp(GERIATRICS) }).first().click();
  await page.getByRole("link", { name: "Réunions" }).click();
  await expect(page).toHaveURL(/\/group\/\d+\/meetings$/);
  await expect(page.getByRole("heading", { name: "Réunions" })).toBeVisible();
  await expect(page.locator(".meeting-card").first()).toBeVisible();
  await snap(page, "meetings-tab");

  // Schedule: an invalid link is refused with the spec's text, then a valid one is saved.
  await page.getByRole("button", { name: "Programmer une réunion" }).click();
  const dialog = page.getByRole("dialog", { name: "Programmer une réunion" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Date et heure").fill(inTenDays());
  await dialog.getByLabel("Nom (facultatif)").fill("Staff EHPAD e2e");
  await dialog.getByRole("radio", { name: "Lien externe" }).check({ force: true });
  await dialog.getByLabel("Lien de la visioconférence").fill("visio chez nous");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Veuillez saisir un lien valide.");
  await snap(page, "meetings-schedule-modal");
  await dialog.getByLabel("Lien de la visioconférence").fill(LINK);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator(".meeting-card", { hasText: "Staff EHPAD e2e" });
  await expect(card).toBeVisible();

  // The quorum modal: the group's ongoing members.
  await card.getByRole("button", { name: "Quorum" }).click();
  const quorum = page.getByRole("dialog", { name: "Quorum de la réunion" });
  await expect(quorum.getByRole("checkbox").first()).toBeVisible();
  await quorum.getByRole("checkbox").first().check({ force: true });
  await snap(page, "meetings-quorum-modal");
  await quorum.getByRole("button", { name: "Enregistrer" }).click();
  await expect(quorum).toBeHidden();
  await expect(card.locator(".meeting-quorum")).toBeVisible();

  // A member joins through /meeting/{id}/join and lands on the external address.
  const joinHref = await card.getByRole("link", { name: "Rejoindre" }).getAttribute("href");
  expect(joinHref).toMatch(/^\/meeting\/\d+\/join$/);
  await page.route(`${LINK}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Visio</title><h1>Visio</h1>" }));
  await page.goto(joinHref ?? "");
  await page.waitForURL(LINK);
  expect(page.url()).toBe(LINK);

  // A seeded meeting with registered requests: delete is blocked, and the tooltip says why.
  await page.goto("/group");
  await page.getByRole("link", { name: new RegExp(GERIATRICS) }).first().click();
  await page.getByRole("link", { name: "Réunions" }).click();
  let blocked = page.locator(".meeting-delete-blocked").first();
  if ((await page.locator(".meeting-delete-blocked").count()) === 0) {
    await page.getByRole("link", { name: "Passées" }).click();
    await expect(page).toHaveURL(/feed=past/);
    blocked = page.locator(".meeting-delete-blocked").first();
  }
  await expect(blocked).toBeVisible();
  // The list may still re-render after the tab switch: hover again until the tooltip holds.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await blocked.hover();
    await expect(page.getByRole("tooltip")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("tooltip")).toHaveText("La réunion ne peut pas être supprimée tant que des demandes y sont inscrites.");
  await expect(blocked).toHaveAttribute("aria-disabled", "true");

  // Its registered requests: the card's count opens the requests tab filtered on that meeting.
  const registered = page.locator(".meeting-card", { has: page.locator(".meeting-delete-blocked") }).first();
  await registered.getByRole("link", { name: /demande\(s\) inscrite\(s\)/ }).click();
  await expect(page).toHaveURL(/[?&]meeting=\d+/);
  const meetingFilter = page.locator(".group-requests-search");
  await expect(meetingFilter).toBeVisible();
  await expect(meetingFilter.getByText("Pas de filtre")).toHaveCount(0);
  await expect(page.locator(".group-requests").getByRole("link").first()).toBeVisible();
  await page.goBack();

  // Put the demo data back: the new meeting has no request, so it can be deleted.
  await page.getByRole("link", { name: "À venir" }).click();
  const created = page.locator(".meeting-card", { hasText: "Staff EHPAD e2e" });
  await created.getByRole("button", { name: "Supprimer" }).click();
  await expect(created).toHaveCount(0);
  await page.context().close();
});
