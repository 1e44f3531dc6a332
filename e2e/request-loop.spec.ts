import { expect, test, type Locator, type Page } from "@playwright/test";
import { STATE, submitLogin } from "./demo-accounts.ts";

// Issue 9: the whole loop in two browsers, the requester and the expert, each seeing the other's
// actions arrive without reloading. dr.martin (GP, Tours) asks the cardiology network of
// Auvergne-Rhône-Alpes, whose expert dr.bernard answers (seed guarantees, README).
const DR_BERNARD = "dr.bernard@demo.consilium.test";

/** A valid NIR: 13 digits and their key (97 minus the number modulo 97). */
function nirFor(body: string): string {
  return `${body}${String(97n - (BigInt(body) % 97n)).padStart(2, "0")}`;
}

/** The unread count of a menu item, from its screen-reader text ("(3 demandes non lues)"), 0 without a badge. */
async function unreadOf(item: Locator): Promise<number> {
  const text = (await item.textContent()) ?? "";
  return Number(/\((\d+) demandes? non lues?\)/.exec(text)?.[1] ?? 0);
}

function menuItem(page: Page, name: RegExp): Locator {
  return page.getByRole("navigation", { name: "Menu principal" }).first().getByRole("link", { name });
}

test.describe("a request from draft to completed consult", () => {
  test.use({ storageState: STATE.martinSession });

  test("a GP asks a cardiology network, the expert answers and completes with TE2, both live", async ({ page: martin, browser, baseURL }) => {
    test.setTimeout(120_000);
    // Contexts made here inherit the test's options, dr.martin's session included: start empty.
    const expertContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, locale: "fr-FR", timezoneId: "Europe/Paris" });
    const bernard = await expertContext.newPage();
    await bernard.goto("/login");
    await submitLogin(bernard, DR_BERNARD);
    await bernard.goto("/consult/");
    await expect(bernard.getByRole("heading", { level: 1, name: "Mes avis" })).toBeVisible();
    const consultsItem = menuItem(bernard, /Mes avis/);
    const unreadBefore = await unreadOf(consultsItem);

    // New request: search the network, pick its topic, create the draft.
    await martin.goto("/request/");
    await martin.getByRole("link", { name: "Nouvelle demande" }).click();
    await expect(martin).toHaveURL(/\/request\/new/);
    await martin.getByLabel("Rechercher un destinataire").fill("cardiologie auvergne");
    await martin.getByText("Réseau cardiologie Auvergne-Rhône-Alpes").first().click();
    await martin.getByRole("radio", { name: /Avis cardiologique/ }).check({ force: true });
    await martin.getByRole("button", { name: /Créer la demande|Continuer/ }).first().click();
    await expect(martin).toHaveURL(/\/request\/\d+$/);

    // The patient step opens by itself: the traits, a NIR with its key, the group's extra field.
    const patient = martin.getByRole("dialog", { name: "Nouveau patient" });
    await patient.getByRole("radio", { name: "Femme" }).check({ force: true });
    await patient.getByLabel("Prénom").fill("Jeanne");
    await patient.getByLabel("Nom de naissance").fill("Morel");
    await patient.getByLabel("Jour").fill("14");
    await patient.getByLabel("Mois").fill("03");
    await patient.getByLabel("Année").fill("1956");
    await patient.getByLabel(/Numéro de sécurité sociale/).fill(nirFor("2560375056123"));
    await patient.getByLabel("Téléphone du patient").fill("0612345678");
    await patient.getByRole("button", { name: "Enregistrer le patient" }).click();
    await expect(patient).toBeHidden();
    await expect(martin.getByRole("heading", { level: 1 })).toHaveText("MOREL Jeanne");

    // Sending is blocked, with what is missing listed, until the consent and the form are given.
    const send = martin.getByRole("button", { name: "Envoyer la demande" });
    await expect(martin.getByText("Le consentement du patient à la télé-expertise")).toBeVisible();
    await expect(send).toBeDisabled();
    await martin.getByRole("checkbox", { name: /consent/ }).check({ force: true });
    await martin.getByRole("radio", { name: "Oui" }).check({ force: true });
    await martin.getByRole("button", { name: /Motif de la demande/ }).click();
    await martin.getByRole("option", { name: "Souffle" }).click();
    await martin.getByLabel("Traitement en cours").fill("Ramipril 5 mg");
    await martin.locator("input[type=file]").first().setInputFiles({ name: "ecg-repos.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") });
    await expect(martin.getByRole("list", { name: "Pièces jointes" }).getByText("ecg-repos.pdf")).toBeVisible();
    await expect(martin.getByText("Brouillon enregistré")).toBeVisible({ timeout: 10_000 });
    await expect(martin.getByText("La demande est complète.")).toBeVisible();

    // The network calls requesters back: the collect modal asks for a phone, then sends.
    await send.click();
    const phone = martin.getByRole("dialog", { name: "Votre téléphone professionnel" });
    await phone.getByLabel("Téléphone mobile").fill("0611223344");
    await phone.getByRole("button", { name: "Enregistrer et envoyer" }).click();
    await expect(martin.locator(".request-header .badge")).toHaveText(/En cours|Envoyée/);
    await expect(martin.getByRole("button", { name: "Envoyer la demande" })).toHaveCount(0);

    // The expert's menu count rises without a reload; the new consult opens on his side.
    await expect.poll(() => unreadOf(consultsItem), { timeout: 15_000 }).toBeGreaterThan(unreadBefore);
    // Opening the list again (in the app, no page load) fetches it with the new consult first.
    await menuItem(bernard, /Mes demandes/).click();
    await consultsItem.click();
    await bernard.getByRole("link", { name: /MOREL Jeanne/ }).first().click();
    await expect(bernard).toHaveURL(/\/consult\/\d+$/);
    await expect(bernard.getByText("Souffle").first()).toBeVisible();

    const reply = "Souffle systolique 2/6 d'allure fonctionnelle sur l'ECG joint. Pas d'échographie urgente ; contrôle à 6 mois.";
    await bernard.getByLabel("Votre message").fill(reply);
    await bernard.getByRole("button", { name: "Envoyer", exact: true }).click();
    await expect(bernard.getByText(reply)).toBeVisible();

    // The requester sees the reply arrive on the open page.
    await expect(martin.getByText(reply)).toBeVisible({ timeout: 15_000 });

    await bernard.getByRole("navigation", { name: "Actions sur l'avis" }).getByRole("button", { name: "Terminer l'avis" }).click();
    const complete = bernard.getByRole("dialog", { name: "Terminer l'avis" });
    await complete.getByRole("radio", { name: /TE2/ }).check({ force: true });
    await complete.getByRole("button", { name: "Terminer l'avis" }).click();
    await expect(complete).toBeHidden();
    await expect(bernard.locator(".request-header .badge, .badge").first()).toHaveText(/Terminée/);

    // And the completion, live, on the requester's page.
    await expect(martin.locator(".request-header .badge")).toHaveText("Terminée", { timeout: 15_000 });
    await expertContext.close();
  });
});
