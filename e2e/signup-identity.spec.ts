import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { FR_LOGIN, latestMessage, newCodeFor, STATE, submitPassword } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

type DirectoryEntry = { firstName: string; lastName: string; rpps: string; country: string; hasAccount: boolean };

// Seed guarantee: about 40 % of the directory has no account; common French names find some.
async function unregisteredFrenchProfessional(request: APIRequestContext): Promise<DirectoryEntry> {
  for (const name of ["Martin", "Dubois", "Bernard", "Petit", "Moreau", "Laurent", "Simon", "Michel"]) {
    const response = await request.post("/graphql", {
      data: { query: "query ($search: String!) { signupDirectory(search: $search) { firstName lastName rpps country hasAccount } }", variables: { search: name } },
    });
    const { data } = (await response.json()) as { data: { signupDirectory: DirectoryEntry[] } };
    const entry = data.signupDirectory.find((candidate) => !candidate.hasAccount && candidate.country === "FR");
    if (entry) return entry;
  }
  throw new Error("no unregistered French professional in the demo directory");
}

const PASSWORD = "Un-mot-de-passe-2026!";

async function readMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => Reflect.get(window, "e2eMarker"));
}

async function newPage(browser: Browser, storageState?: string): Promise<Page> {
  const context = await browser.newContext({ storageState, locale: "fr-FR", timezoneId: "Europe/Paris", viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test("a professional signs up, sends a card, and is validated live by a super user", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e-${stamp}@example.org`;
  // A mobile number of this run only: its text messages are this test's.
  const phone = `06${String(stamp).slice(-8)}`;
  const professional = await unregisteredFrenchProfessional(page.request);
  const name = `${professional.firstName} ${professional.lastName}`;
  // The resend button waits 30 s: the page's clock is moved forward instead.
  await page.clock.install();

  await test.step("step 1: find oneself in the directory", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText("Étape 1 sur 3")).toBeVisible();
    const search = page.getByLabel("Nom ou numéro d'identification (RPPS, INAMI, LANR)");
    await search.fill(professional.lastName);
    const results = page.getByRole("list", { name: "Professionnels trouvés" });
    await expect(results.getByRole("listitem").first()).toBeVisible();
    await snap(page, "register-search");
    await search.fill(professional.rpps);
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(results.getByText(professional.rpps)).toBeVisible();
    await results.getByRole("button", { name: `C'est moi : ${name}` }).click();
  });

  await test.step("step 2: contacts, checked before they are sent", async () => {
    await expect(page).toHaveURL(/\/register\/identifier$/);
    await expect(page.getByText("Étape 2 sur 3")).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Téléphone mobile").fill("0123");
    await page.getByLabel("Mot de passe").fill("trop-court");
    await page.getByRole("button", { name: "Recevoir les codes de vérification" }).click();
    await expect(page.getByText("Numéro de téléphone mobile non valide.")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 12 caractères.")).toBeVisible();
    await snap(page, "register-identifier");

    const phoneField = page.getByLabel("Téléphone mobile");
    await phoneField.clear();
    await phoneField.pressSequentially(phone);
    await expect(phoneField).toHaveValue(phone.replace(/(\d{2})(?=\d)/g, "$1 "));
    await page.getByLabel("Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Recevoir les codes de vérification" }).click();
  });

  await test.step("step 3: a wrong code, the terms, a resend, then the right codes", async () => {
    await expect(page).toHaveURL(/\/register\/code$/);
    await expect(page.getByText("Étape 3 sur 3")).toBeVisible();
    await expect(page.getByText(`Nous avons envoyé un code à 6 chiffres à ${email} et un autre par SMS au ${phone.replace(/(\d{2})(?=\d)/g, "$1 ")}.`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Se souvenir de cet appareil/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Renvoyer les codes" })).toBeHidden();

    await page.getByLabel("Code reçu par e-mail").fill("000000");
    await page.getByLabel("Code reçu par SMS").fill("000000");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Vous devez accepter les conditions d'utilisation.")).toBeVisible();
    // The terms can be read without leaving the form: in a new tab.
    const termsLink = page.getByRole("link", { name: /Lire les conditions générales d'utilisation/ });
    await expect(termsLink).toHaveAttribute("target", "_blank");
    const [terms] = await Promise.all([page.context().waitForEvent("page"), termsLink.click()]);
    await expect(terms.getByRole("heading", { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();
    await terms.close();
    await expect(page.getByLabel("Code reçu par e-mail")).toHaveValue("000000");
    await page.getByText("J'accepte les conditions générales d'utilisation de Consilium.").click();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Code incorrect.")).toBeVisible();
    await snap(page, "register-code");

    const emailBefore = await latestMessage(page.request, email);
    const smsBefore = await latestMessage(page.request, phone);
    await page.clock.fastForward("00:31");
    await page.getByRole("button", { name: "Renvoyer les codes" }).click();
    await expect(page.getByText("De nouveaux codes vous ont été envoyés.")).toBeVisible();
    await page.getByLabel("Code reçu par e-mail").fill(await newCodeFor(page.request, email, emailBefore));
    await page.getByLabel("Code reçu par SMS").fill(await newCodeFor(page.request, phone, smsBefore));
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/identification$/);
  });

  await test.step("identification: a renamed text file is refused at once, a picture is sent", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Vérification de votre identité" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continuer" })).toBeDisabled();
    await snap(page, "identification");
    // Dragged from the desktop onto the drop zone: named and typed as a PDF, but text inside.
    const dataTransfer = await page.evaluateHandle(() => {
      // Chromium gives a file-system entry only to files dragged in from the desktop, not to
      // one built in the page; the drop zone (react-aria) reads files through that entry.
      Object.defineProperty(DataTransferItem.prototype, "webkitGetAsEntry", {
        configurable: true,
        value(this: DataTransferItem) {
          return this.kind === "file" ? { isFile: true, isDirectory: false } : null;
        },
      });
      const transfer = new DataTransfer();
      transfer.items.add(new File(["Not a PDF at all, just text."], "card.pdf", { type: "application/pdf" }));
      // What a file manager offers; a new DataTransfer allows nothing until told.
      transfer.effectAllowed = "copy";
      return transfer;
    });
    const dropZone = page.locator(".drop-zone");
    for (const type of ["dragenter", "dragover", "drop"]) await dropZone.dispatchEvent(type, { dataTransfer });
    // Read in the browser with the server's own check: refused before any upload, no preview.
    await expect(page.getByRole("alert")).toHaveText("Le fichier doit être une image ou un PDF.");
    await expect(page.getByText("card.pdf")).toBeHidden();
    await expect(page.getByRole("button", { name: "Continuer" })).toBeDisabled();
    // The same with the file chooser: a text file named like a picture.
    await page.locator('input[type="file"]').setInputFiles({ name: "card.png", mimeType: "image/png", buffer: Buffer.from("Not a picture, whatever the name says.\n") });
    await expect(page.getByRole("alert")).toHaveText("Le fichier doit être une image ou un PDF.");
    await expect(page.getByRole("img", { name: "Aperçu de card.png" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Continuer" })).toBeDisabled();
    await snap(page, "identification-refused");

    // Picked with the file chooser this time.
    await page.locator('input[type="file"]').setInputFiles("e2e/fixtures/card.png");
    await expect(page.getByRole("img", { name: "Aperçu de card.png" })).toBeVisible();
    await snap(page, "identification-preview");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Compte en cours de validation" })).toBeVisible();
    await expect(page.getByText(/vous recevrez un e-mail de confirmation/)).toBeVisible();
    await snap(page, "identification-pending");
    // Survives only if the page is never reloaded.
    await page.evaluate(() => Reflect.set(window, "e2eMarker", "kept"));
  });

  // A second browser of the same doctor: unvalidated accounts are kept out of the app.
  const other = await newPage(browser);
  await test.step("another browser logs in with the code by text message and is routed to /validation", async () => {
    await other.goto("/request/");
    await expect(other).toHaveURL(/\/login\?redirectUrl=%2Frequest%2F$/);
    await submitPassword(other, email, PASSWORD);
    await expect(other.getByLabel(FR_LOGIN.code)).toBeVisible();
    const smsBefore = await latestMessage(other.request, phone);
    const bySms = other.getByRole("button", { name: "Recevoir le code par SMS" });
    await bySms.click();
    await expect(other.getByText(`Un code à 6 chiffres vient de vous être envoyé par SMS au ••••••${phone.slice(-4)}.`)).toBeVisible();
    // Spec 1 §2: the option rests for 60 s.
    await expect(bySms).toBeDisabled();
    await expect(other.getByText(/Nouvel envoi par SMS possible dans \d+ s\./)).toBeVisible();
    await other.getByLabel(FR_LOGIN.code).fill(await newCodeFor(other.request, phone, smsBefore));
    await other.getByRole("button", { name: FR_LOGIN.confirm, exact: true }).click();
    await expect(other).toHaveURL(/\/validation$/);
    await expect(other.getByRole("heading", { level: 1, name: "Compte en cours de validation" })).toBeVisible();
    await snap(other, "validation");

    await other.goto("/consult/");
    await expect(other).toHaveURL(/\/validation$/);
  });

  await test.step("the super user validates the account from the queue", async () => {
    const admin = await newPage(browser, STATE.superSession);
    await admin.goto("/admin/validations");
    await expect(admin.getByRole("heading", { level: 1, name: "Validation des comptes" })).toBeVisible();
    const row = admin.getByRole("article", { name });
    await expect(row).toBeVisible();
    await expect(row.getByText(professional.rpps)).toBeVisible();
    await expect(row.getByRole("img", { name: `Justificatif de ${name}` })).toBeVisible();
    await snap(admin, "admin-validations", { mobileFullPage: false });
    await row.getByRole("button", { name: `Valider : ${name}` }).click();
    await expect(row).toBeHidden();
    await expect(admin.getByRole("status").filter({ hasText: `Le compte de ${name} est validé.` })).toBeAttached();
    await admin.context().close();
  });

  await test.step("both open pages leave the waiting screens without a reload, on the onboarding tutorial", async () => {
    // Spec 1 §1: the new member's first screen opens the tutorial (the "inscription" flag).
    for (const tab of [page, other]) {
      await expect(tab).toHaveURL(/\/request\/\?inscription=1$/);
      await expect(tab.getByRole("dialog", { name: "Guide de démarrage" }).getByRole("heading", { name: "Bienvenue sur Consilium" })).toBeVisible();
    }
    await page.getByRole("button", { name: "Passer le guide" }).click();
    await expect(page.getByRole("dialog", { name: "Guide de démarrage" })).toBeHidden();
    await expect(page).toHaveURL(/\/request\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
    expect(await readMarker(page)).toBe("kept");
    await other.context().close();
  });
});
