import { expect, test } from "@playwright/test";
import { STATE } from "./demo-accounts.ts";
import { routeTestMapStyle, TEST_TILES_ATTRIBUTION } from "./fixtures/test-map-style.ts";

// Issue 19 item 4: maps with places. dr.martin (GP, Tours) looks at the directory map.
test.use({ storageState: STATE.martinSession });

const TOURS = "/discover/map?bounds=0.56,47.33,0.8,47.45";

test("with no tiles server the directory map shows the region outlines and the towns by name", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const geography = page.waitForResponse((response) => /\/assets\/boundaries-[\w-]+\.json$/.test(response.url()));
  const config = page.waitForResponse((response) => response.url().endsWith("/config/map.json"));
  await page.goto(TOURS);
  expect(await (await config).json()).toEqual({ styleUrl: null });
  expect((await geography).status()).toBe(200);
  const map = page.getByRole("region", { name: "Carte des résultats" });
  const names = map.getByTestId("map-labels");
  // City zoom on Tours: the city and its neighbouring towns are written.
  await expect(names.getByText("Tours", { exact: true })).toBeVisible();
  await expect(names.getByText("Joué-lès-Tours")).toBeVisible();

  // Zoomed out to France: the big cities, not the small towns; the regions' names where there is room.
  await map.getByRole("button", { name: "Zoom arrière" }).click();
  for (let step = 0; step < 5; step++) await map.getByRole("button", { name: "Zoom arrière" }).click();
  await expect(names.getByText("Paris", { exact: true })).toBeVisible();
  await expect(names.getByText("Joué-lès-Tours")).toHaveCount(0);

  // The sources are credited (open on a wide map): Natural Earth.
  await expect(map.getByText("Natural Earth")).toBeVisible();
});

test("with MAP_STYLE_URL the map draws the configured style's tiles and credits them, without the built-in names", async ({ page }) => {
  await routeTestMapStyle(page);
  const tile = page.waitForResponse((response) => /\/e2e-map\/tiles\/\d+\/\d+\/\d+\.png$/.test(response.url()));
  await page.goto(TOURS);
  expect((await tile).status()).toBe(200);
  const map = page.getByRole("region", { name: "Carte des résultats" });
  await expect(map.getByText(TEST_TILES_ATTRIBUTION)).toBeVisible();
  await expect(map.getByTestId("map-labels")).toHaveCount(0);
  await expect(map.getByRole("button", { name: "Zoom avant" })).toBeVisible();
});
