import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 23 item 4: a member creates their calendar subscription address in the settings, sees it
// once with its copy button, a calendar client (no cookie) fetches it as text/calendar, and the
// address answers 404 once revoked. The account ends with no feed, as seeded.

test("a member creates a calendar feed address, a calendar reads it, and revoking it ends it", async ({ browser, baseURL, playwright }) => {
  // Three screenshots at two widths with their axe checks: about 20 s each on a loaded machine.
  test.setTimeout(240_000);
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

  // The planning tab links to the subscription.
  await page.goto("/group");
  await page.getByRole("link", { name: /Gériatrie Centre-Val de Loire/ }).first().click();
  await page.getByRole("link", { name: "Planning de garde" }).click();
  await page.getByRole("link", { name: "Recevoir mes gardes et réunions dans mon agenda" }).click();
  await expect(page).toHaveURL(/\/profile_edit#calendar-feed$/);

  const section = page.getByRole("region", { name: "Abonnement au calendrier" });
  await expect(section).toBeVisible();
  // A previous run that stopped half-way may have left an address: start from none.
  if (await section.getByRole("button", { name: "Révoquer l'adresse" }).isVisible()) {
    await section.getByRole("button", { name: "Révoquer l'adresse" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Révoquer" }).click();
  }
  await expect(section.getByText("Aucune adresse d'abonnement active.")).toBeVisible();
  await snap(page, "calendar-feed-none");

  await section.getByRole("button", { name: "Créer mon adresse d'abonnement" }).click();
  const field = section.getByLabel("Votre adresse d'abonnement");
  await expect(field).toHaveValue(/\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(section.getByText(/Abonnement actif depuis le .*, pas encore synchronisé\./)).toBeVisible();
  await section.getByRole("button", { name: "Copier l'adresse" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Adresse copiée dans le presse-papiers" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await snap(page, "calendar-feed-created");

  // A calendar client: no cookie, only the address.
  const calendarClient = await playwright.request.newContext();
  const feed = await calendarClient.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  expect(text).toContain("X-WR-CALNAME:Consilium — réunions et gardes");

  // Once fetched, the page (reloaded) says when; the address is not shown again.
  await page.reload();
  await expect(section.getByText(/dernière synchronisation le/)).toBeVisible();
  await expect(section.getByLabel("Votre adresse d'abonnement")).toHaveCount(0);

  await section.getByRole("button", { name: "Révoquer l'adresse" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Révoquer l'adresse d'abonnement ?" });
  await snap(page, "calendar-feed-revoke");
  await confirm.getByRole("button", { name: "Révoquer" }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText("Aucune adresse d'abonnement active.")).toBeVisible();
  expect((await calendarClient.get(url)).status()).toBe(404);
  await calendarClient.dispose();
  await page.context().close();
});
