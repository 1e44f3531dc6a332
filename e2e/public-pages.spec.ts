import { expect, test } from "@playwright/test";
import { STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

test("the login page offers the forgotten password, signup and, in France, Pro Santé Connect", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer un compte" })).toBeVisible();
  // Inputs carry the server's limits.
  await expect(page.getByLabel("Adresse e-mail")).toHaveAttribute("maxlength", "254");
  await expect(page.getByLabel("Mot de passe")).toHaveAttribute("maxlength", "256");
  // Spec 1 §5: the button waits for both the email and the password.
  const submit = page.getByRole("button", { name: "Se connecter", exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Adresse e-mail").fill("dr.martin@demo.consilium.test");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Mot de passe").fill("x");
  await expect(submit).toBeEnabled();
  // Where it leads is e2e/pro-sante-connect.spec.ts; the French card service is for France only.
  await expect(page.getByRole("button", { name: "Se connecter avec Pro Santé Connect" })).toBeVisible();
  await snap(page, "login-public");

  await page.goto("/login?country=DE");
  await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pro Santé Connect/ })).toHaveCount(0);

  await page.goto("/login?error=psc_credentials&country=FR");
  await expect(page.getByText("La connexion par carte n'est possible qu'avec un compte validé.", { exact: false })).toBeVisible();
});

test("the country selector switches country and language, and keeps a ?lang= override", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: /Pays/ }).click();
  await page.getByRole("option", { name: "Deutschland" }).click();
  await expect(page).toHaveURL(/\/login\?country=DE$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Anmeldung" })).toBeVisible();
  // The card-service login is French only.
  await expect(page.getByRole("button", { name: /Pro Santé Connect/ })).toBeHidden();

  await page.goto("/login?lang=nl-BE");
  await page.getByRole("button", { name: /Land/ }).click();
  await page.getByRole("option", { name: "Belgique" }).click();
  await expect(page).toHaveURL(/\/login\?country=BE&lang=nl-BE$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  await expect(page.getByRole("heading", { name: "Aanmelden" })).toBeVisible();

  await page.getByRole("button", { name: /Land/ }).click();
  await page.getByRole("option", { name: "France" }).click();
  // The override stays until the user picks another language.
  await expect(page).toHaveURL(/\/login\?country=FR&lang=nl-BE$/);
  await page.goto("/login?country=FR&lang=fr");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Se connecter avec Pro Santé Connect" })).toBeVisible();
});

test("signup prefilled with ?rpps= sends a registered professional to the login page", async ({ page }) => {
  const response = await page.request.post("/graphql", { data: { query: '{ signupDirectory(search: "Martin") { rpps hasAccount } }' } });
  const { data } = (await response.json()) as { data: { signupDirectory: { rpps: string; hasAccount: boolean }[] } };
  const registered = data.signupDirectory.find((entry) => entry.hasAccount);
  expect(registered).toBeDefined();
  await page.goto(`/register?rpps=${registered?.rpps ?? ""}`);
  await expect(page.getByLabel("Nom ou numéro d'identification (RPPS, INAMI, LANR)")).toHaveValue(registered?.rpps ?? "");
  const results = page.getByRole("list", { name: "Professionnels trouvés" });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results.getByText("Déjà inscrit")).toBeVisible();
  await results.getByRole("link", { name: /^Se connecter/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A reload of a later step without step 1's choice starts over.
  await page.goto("/register/code");
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("Nom ou numéro d'identification (RPPS, INAMI, LANR)").fill("zzzzqqq");
  await expect(page.getByText("Aucun professionnel ne correspond à « zzzzqqq ».")).toBeVisible();
});

test("the terms of use are a public page in every language", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();
  for (const section of ["Objet du service", "Qui peut utiliser Consilium", "Secret professionnel et consentement du patient", "Données personnelles et hébergement", "Vos engagements", "Responsabilité", "Contact"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/certification HDS en France/)).toBeVisible();
  await expect(page).toHaveTitle("Conditions générales d'utilisation · Consilium");
  await snap(page, "terms");

  // The document's catalogue follows a language change.
  await page.getByRole("button", { name: /Langue/ }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Nutzungsbedingungen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Schweigepflicht und Einwilligung des Patienten" })).toBeVisible();
});

test("a country chosen with ?country= is kept, language included, like the selector's choice", async ({ page }) => {
  await page.goto("/login?country=DE");
  await expect(page.getByRole("heading", { name: "Anmeldung" })).toBeVisible();
  await page.goto("/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: /Land/ })).toContainText("Deutschland");
  await page.goto("/login");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Anmeldung" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pro Santé Connect/ })).toHaveCount(0);
});

test("the password success page is only the end of a reset", async ({ page }) => {
  await page.goto("/request_password/success");
  await expect(page).toHaveURL(/\/request_password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await expect(page.getByText("vous êtes connecté", { exact: false })).toHaveCount(0);
});

test("the Pro Santé Connect buttons stay hidden when the service is not configured", async ({ page }) => {
  // This server has a test identity provider: the API's answer is rewritten as an unconfigured one's.
  await page.route("**/graphql", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.replace('"proSanteConnectAvailable":true', '"proSanteConnectAvailable":false') });
  });
  await page.goto("/login?country=FR");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer un compte" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pro Santé Connect/ })).toHaveCount(0);
  await expect(page.getByText("ou", { exact: true })).toHaveCount(0);
});

test.describe("logged in", () => {
  test.use({ storageState: STATE.martinSession });

  test("the password success page sends a logged-in user home", async ({ page }) => {
    await page.goto("/request_password/success");
    await expect(page).toHaveURL(/\/request\/$/);
  });
});

test.describe("browsers without cookies", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "cookieEnabled", { get: () => false }));
  });

  test("see the cookies page instead of the app", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Cookies désactivés" })).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toBeHidden();
    await snap(page, "cookies-disabled");
  });
});

test.describe("other browsers", () => {
  test.use({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15" });

  test("are told that Chrome or Firefox is needed, and may go on", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Navigateur non pris en charge" })).toBeVisible();
    await snap(page, "unsupported-browser");
    await page.getByRole("button", { name: "Continuer quand même" }).click();
    await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  });
});
