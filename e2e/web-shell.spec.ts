import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";

// The web shell (issue 8): compressed assets, a title before any script, lazily loaded screens,
// and a translated way out when a chunk or a language catalogue does not arrive.

test("assets and the page come precompressed, and the page is named before any script runs", async ({ page }) => {
  const html = await page.request.get("/login", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers()["vary"]).toBe("accept-encoding");
  const text = await html.text();
  expect(text.indexOf("<title>Consilium</title>")).toBeGreaterThan(-1);
  expect(text.indexOf("<title>")).toBeLessThan(text.indexOf("<script"));

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(text)?.[1] ?? "";
  expect(script).not.toBe("");
  const gzipped = await page.request.get(script, { headers: { "accept-encoding": "gzip" } });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  expect(gzipped.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  const plain = await page.request.get(script, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toBe(await gzipped.text());
});

test("the login page downloads none of the logged-in screens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  expect(scripts.some((path) => path.includes("/LoginPage-"))).toBe(true);
  for (const screen of ["AuthGuard", "RequestListPage", "RequestDetailPage", "AdminValidationsPage", "IdentificationPage", "RegisterPage", "TermsPage"]) {
    expect(scripts.filter((path) => path.includes(`/${screen}-`))).toEqual([]);
  }
});

test("a language catalogue that fails to load shows the translated error view, and reloading recovers", async ({ page }) => {
  await page.route(/\/assets\/messages-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/login?lang=de");
  await expect(page.getByRole("heading", { level: 1, name: "Diese Seite kann nicht angezeigt werden" })).toBeVisible();
  await expect(page.getByText("Ein Teil der Anwendung konnte nicht geladen werden.", { exact: false })).toBeVisible();

  await page.goto("/login?lang=fr");
  await expect(page.getByRole("heading", { level: 1, name: "Impossible d'afficher cette page" })).toBeVisible();
  await page.unroute(/\/assets\/messages-[^/]+\.js$/);
  await page.getByRole("button", { name: "Recharger la page" }).click();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
});

test("a language switch whose catalogue does not arrive shows the error view in the chosen language", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await page.route(/\/assets\/messages-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole("button", { name: /Langue/ }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be displayed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
});

test("a screen's chunk that fails to load shows the error view with a reload, not a blank page", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await page.route(/\/assets\/SearchStep-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Impossible d'afficher cette page" })).toBeVisible();
  await expect(page.getByText("Une partie de l'application n'a pas pu être chargée.", { exact: false })).toBeVisible();
  await expectAccessibleScreen(page, "error view");

  await page.unroute(/\/assets\/SearchStep-[^/]+\.js$/);
  await page.getByRole("button", { name: "Recharger la page" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
});
