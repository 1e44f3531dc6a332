import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { STATE } from "./demo-accounts.ts";
import { graphqlPosts } from "./graphql-posts.ts";

// Issue 10 item 1: the directory map. dr.martin (GP, Tours) looks for a cardiologist near Lyon.
test.use({ storageState: STATE.martinSession });

test("dr.martin finds dr.bernard, cardiologist in Lyon, on the directory map and opens his profile", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/discover");
  await expect(page).toHaveURL(/\/discover\/map$/);
  await expect(page.getByRole("heading", { level: 1, name: "Annuaire" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Carte des résultats" })).toBeVisible();
  await expectAccessibleScreen(page, "directory map");

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
  // Its "Voir le profil" link in the app's link colour, not the browser's blue (issue 19).
  await expect(bernard.getByRole("link", { name: /Ouvrir le profil/ })).toHaveCSS("color", "rgb(11, 74, 89)");
  await expectAccessibleScreen(page, "directory results");
  // Wide screen: the row selects the pin; its link opens the profile.
  await bernard.getByRole("button").first().click();
  await expect(bernard).toHaveClass(/is-selected/);
  await bernard.getByRole("link", { name: /Ouvrir le profil de Antoine Bernard/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /Antoine Bernard/ })).toBeFocused();
  await expectAccessibleScreen(page, "profile");

  await page.getByRole("link", { name: "Annuaire" }).first().click();
  await page.getByRole("link", { name: "Réseaux nationaux" }).click();
  await expect(page).toHaveURL(/\/discover\/groups/);
  // A tab of the same page: the focus stays on the tab the user chose.
  await expect(page.getByRole("link", { name: "Réseaux nationaux" })).toBeFocused();
  await expectAccessibleScreen(page, "directory networks");
});

test("on a phone the list and the map take turns (URL hash), and a row opens the profile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // An unknown tab leads to the map tab's address, the search kept (spec 1 §2, issue 19).
  await page.goto("/discover/unknown-tab?specialty=SM04&bounds=4.6,45.6,5.1,45.95");
  await expect(page).toHaveURL(/\/discover\/map\?specialty=SM04&bounds=/);
  await expect(page.getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
  await expectAccessibleScreen(page, "directory on a phone");
  await page.getByRole("link", { name: "Carte" }).click();
  await expect(page).toHaveURL(/#map$/);
  await expect(page.getByRole("region", { name: "Carte des résultats" })).toBeVisible();
  await page.getByRole("link", { name: "Liste" }).click();
  await page.getByRole("listitem").filter({ hasText: "Antoine Bernard" }).getByRole("button").click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
});

// Issue 18: one request per screen. The map's first results need no start (without bounds the
// server searches the viewer's starting view), so they go out with the directory's start and the
// layout's query, whether the address names a view or not.
test("the directory opens in one GraphQL request: the layout, its start and the tab's first results", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const posts = graphqlPosts(page);
  await page.goto("/discover/map");
  await expect(page.getByRole("status").filter({ hasText: /^\d+–\d+ sur \d+$/ })).toBeVisible();
  expect(posts).toEqual([["AuthGuardQuery", "DiscoverPageQuery", "MapTabQuery"]]);

  posts.length = 0;
  await page.goto("/discover/map?specialty=SM04&bounds=4.6,45.6,5.1,45.95");
  await expect(page.getByRole("region", { name: "Résultats" }).getByRole("listitem").filter({ hasText: "Antoine Bernard" })).toBeVisible();
  expect(posts).toEqual([["AuthGuardQuery", "DiscoverPageQuery", "MapTabQuery"]]);

  // The national networks tab, whose default specialty is the viewer's (a general practitioner:
  // the specialists' networks), resolved by the server rather than read from the start first.
  posts.length = 0;
  await page.goto("/discover/groups");
  await expect(page.getByRole("link", { name: /Réseau cardiologie Auvergne-Rhône-Alpes/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Spécialité/ })).toContainText("Médecins spécialistes");
  expect(posts).toEqual([["AuthGuardQuery", "DiscoverPageQuery", "GroupsTabQuery"]]);
});
