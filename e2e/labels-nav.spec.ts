import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { DR_SCHMIDT, savedSessionPage, STATE } from "./demo-accounts.ts";

// Issue 10 items 8 and 9: the menu of spec 1 §2 in its order, the bottom bar with the first
// three items on small screens, and specialty labels in the viewer's language.

const MENU = ["Mes demandes", "Mes avis", "Groupes", "Contacts", "Annuaire", "Profil"];
// An item's accessible text may end with its unread count ("Mes avis2 (2 demandes non lues)").
const items = (labels: string[]) => labels.map((label) => new RegExp(`^${label}`));

test.describe("the main menu", () => {
  test.use({ storageState: STATE.martinSession });

  test("lists the spec's items in order, lands on the first, and links the viewer's own profile", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/request\/$/);
    const menu = page.locator(".sidebar").getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link")).toHaveText(items(MENU));
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.slice(0, 5)).toEqual(["/request/", "/consult/", "/group", "/contacts", "/discover"]);
    expect(hrefs[5]).toMatch(/^\/profile\/\d+$/);
    await expect(menu.getByRole("link", { name: "Mes demandes" })).toHaveAttribute("aria-current", "page");
    await expectAccessibleScreen(page, "request list");
  });

  test("shows the first three items in the bottom bar on a phone, the rest in the account sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/consult/");
    const bar = page.locator(".bottom-bar");
    await expect(bar.getByRole("link")).toHaveText(items(MENU.slice(0, 3)));
    await expect(bar.getByRole("link", { name: "Mes avis" })).toHaveAttribute("aria-current", "page");
    await bar.getByRole("button", { name: "Compte" }).click();
    const sheet = page.getByRole("dialog", { name: "Mon compte" });
    await expect(sheet.locator(".sheet-nav").getByRole("link")).toHaveText(items(MENU.slice(3)));
    await expectAccessibleScreen(page, "account sheet");
  });
});

test.describe("labels in German", () => {
  test("a German doctor reads German specialty labels", async ({ browser, baseURL }) => {
    const page = await savedSessionPage(browser, baseURL, DR_SCHMIDT);
    const context = page.context();
    await page.goto("/request/");
    // Her own specialty under her name in the sidebar.
    await expect(page.locator(".sidebar .account-specialty")).toHaveText("Allgemeinmedizin");
    await expect(page.getByText("Médecine générale")).toHaveCount(0);

    // The reference list the specialty pickers read, in the caller's language.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await page.request.get("/api/v1/specialties", { headers: { "accept-language": "de", "x-csrf-token": csrf } });
    expect(response.ok()).toBe(true);
    const specialties = (await response.json()) as { code: string; label: string }[];
    expect(specialties.find((s) => s.code === "SM15")?.label).toBe("Haut- und Geschlechtskrankheiten");
    expect(specialties[0]?.label).toBe("Allgemeinmedizin");
    await context.close();
  });

  test("switching the language fetches the labels again in the new one", async ({ browser }) => {
    const context = await browser.newContext({ storageState: STATE.martinSession });
    const page = await context.newPage();
    await page.goto("/request/");
    await expect(page.locator(".sidebar .account-specialty")).toHaveText("Médecine générale");
    await page.locator(".sidebar").getByRole("button", { name: /Langue/ }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await expect(page.locator(".sidebar .account-specialty")).toHaveText("Allgemeinmedizin");
    // The choice is stored on dr.martin's account (issue 20): back to French for the journeys that log in after this one.
    await page.locator(".sidebar").getByRole("button", { name: /Sprache/ }).click();
    await page.getByRole("option", { name: "Français", exact: true }).click();
    await expect(page.locator(".sidebar .account-specialty")).toHaveText("Médecine générale");
    await context.close();
  });
});
