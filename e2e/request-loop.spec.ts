import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { snap } from "./snap.ts";
import { COLOGNE_DERMATOLOGIST, DR_BERNARD, DR_MARTIN, DR_SCHMIDT, savedSessionPage, STATE, type SavedAccount } from "./demo-accounts.ts";

// Issue 9: the whole loop in two browsers, the requester and the expert, each seeing the other's
// actions arrive without reloading. In French, dr.martin (GP, Tours) asks the cardiology network
// of Auvergne-Rhône-Alpes, whose expert dr.bernard answers and bills TE2. In German, dr.schmidt
// (GP, Berlin) asks the dermatology network of Cologne, answered by its expert Stefan Bauer
// without a French act (seed guarantees, README "Demo accounts").

/** A valid NIR: 13 digits and their key (97 minus the number modulo 97). */
function nirFor(body: string): string {
  return `${body}${String(97n - (BigInt(body) % 97n)).padStart(2, "0")}`;
}

type Journey = {
  language: "fr" | "de";
  requester: SavedAccount | typeof DR_MARTIN;
  expert: SavedAccount;
  /** The expert's name as the requester's outcome panel shows it. */
  expertName: string;
  search: string;
  group: string;
  topic: string;
  labels: Record<
    | "requests" | "consults" | "menu" | "newRequest" | "searchRecipient" | "create" | "newPatient" | "female" | "firstName" | "birthName"
    | "day" | "month" | "year" | "savePatient" | "consentMissing" | "send" | "attachments" | "draftSaved" | "complete" | "ongoing"
    | "completed" | "yourMessage" | "sendMessage" | "actions" | "completeConsult" | "phoneDialog" | "mobile" | "saveAndSend" | "attach" | "messageFiles"
    | "outcome" | "completedOn" | "completedBy" | "act" | "editPatient",
    string
  >;
  unread: RegExp;
  consent: RegExp;
  /** The question: the topic's form in French, the description in German. */
  fillQuestion: (page: Page) => Promise<void>;
  questionShown: string;
  patient: { firstName: string; birthName: string; day: string; month: string; year: string; heading: string; nir?: string; phone?: string };
  file: { name: string; mimeType: string; buffer: Buffer };
  reply: string;
  replyFile: { name: string; mimeType: string; buffer: Buffer };
  act: RegExp;
  /** Issue 21: what the act table must not offer this expert, and the requester's own act. */
  notOffered: RegExp;
  requesterAct: RegExp;
};

// A 1x1 PNG: a photo of the lesion stands in.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8ffff3f0005fe02fea7d6a0a90000000049454e44ae426082", "hex");

const JOURNEYS: Journey[] = [
  {
    language: "fr",
    requester: DR_MARTIN,
    expert: DR_BERNARD,
    expertName: "Antoine Bernard",
    search: "cardiologie auvergne",
    group: "Réseau cardiologie Auvergne-Rhône-Alpes",
    topic: "Avis cardiologique",
    labels: {
      requests: "Mes demandes", consults: "Mes avis", menu: "Menu principal", newRequest: "Nouvelle demande", searchRecipient: "Rechercher un destinataire",
      create: "Créer la demande|Continuer", newPatient: "Nouveau patient", female: "Femme", firstName: "Prénom", birthName: "Nom de naissance", day: "Jour", month: "Mois",
      year: "Année", savePatient: "Enregistrer le patient", consentMissing: "Le consentement du patient à la télé-expertise", send: "Envoyer la demande",
      attachments: "Pièces jointes", draftSaved: "Brouillon enregistré", complete: "La demande est complète.", ongoing: "En cours", completed: "Terminée", outcome: "Avis rendu", completedOn: "Terminée le", completedBy: "Par", act: "Acte", editPatient: "Modifier le patient",
      yourMessage: "Votre message", sendMessage: "Envoyer", actions: "Actions sur l'avis", completeConsult: "Terminer l'avis",
      phoneDialog: "Votre téléphone professionnel", mobile: "Téléphone mobile", saveAndSend: "Enregistrer et envoyer",
      attach: "Joindre des fichiers", messageFiles: "Pièces jointes du message",
    },
    unread: /\((\d+) demandes? non lues?\)/,
    consent: /consent/,
    fillQuestion: async (page) => {
      await page.getByRole("radio", { name: "Oui" }).check({ force: true });
      // The list box may close again if the page re-renders under the click (the consent's save).
      await expect(async () => {
        await page.getByRole("button", { name: /Motif de la demande/ }).click();
        await page.getByRole("option", { name: "Souffle" }).click({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole("button", { name: /Motif de la demande/ })).toContainText("Souffle");
      await page.getByLabel("Traitement en cours").fill("Ramipril 5 mg");
    },
    questionShown: "Souffle",
    patient: { firstName: "Jeanne", birthName: "Morel", day: "14", month: "03", year: "1956", heading: "MOREL Jeanne", nir: nirFor("2560375056123"), phone: "0612345678" },
    file: { name: "ecg-repos.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") },
    reply: "Souffle systolique 2/6 d'allure fonctionnelle sur l'ECG joint. Pas d'échographie urgente ; contrôle à 6 mois.",
    replyFile: { name: "compte-rendu-avis.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") },
    act: /TE2 · 23,00\s€/,
    notOffered: /TE1/,
    requesterAct: /RQD · 10,00\s€/,
  },
  {
    language: "de",
    requester: DR_SCHMIDT,
    expert: COLOGNE_DERMATOLOGIST,
    expertName: "Stefan Bauer",
    search: "Dermatologie Köln",
    group: "Dermatologie-Netz Köln",
    topic: "Hautbefund",
    labels: {
      requests: "Meine Anfragen", consults: "Meine Konsile", menu: "Hauptmenü", newRequest: "Neue Anfrage", searchRecipient: "Empfänger suchen",
      create: "Anfrage erstellen|Weiter", newPatient: "Neuer Patient", female: "Weiblich", firstName: "Vorname", birthName: "Geburtsname", day: "Tag", month: "Monat",
      year: "Jahr", savePatient: "Patient speichern", consentMissing: "Einwilligung des Patienten in das Telekonsil", send: "Anfrage senden",
      attachments: "Anhänge", draftSaved: "Entwurf gespeichert", complete: "Die Anfrage ist vollständig.", ongoing: "In Bearbeitung", completed: "Abgeschlossen", outcome: "Stellungnahme abgegeben", completedOn: "Abgeschlossen am", completedBy: "Von", act: "Leistung", editPatient: "Patient bearbeiten",
      yourMessage: "Ihre Nachricht", sendMessage: "Senden", actions: "Aktionen zum Konsil", completeConsult: "Konsil abschließen",
      phoneDialog: "Ihre berufliche Telefonnummer", mobile: "Mobiltelefon", saveAndSend: "Speichern und senden",
      attach: "Dateien anhängen", messageFiles: "Anhänge der Nachricht",
    },
    unread: /\((\d+) ungelesene Anfragen?\)/,
    consent: /willigt/,
    fillQuestion: async (page) => {
      await page.getByLabel("Beschreibung der Anfrage").fill("Pigmentierte Läsion am Rücken, seit drei Monaten größer werdend, unregelmäßiger Rand. Bitte um Einschätzung: Exzision oder Verlaufskontrolle?");
    },
    questionShown: "Pigmentierte Läsion am Rücken",
    patient: { firstName: "Greta", birthName: "Vogel", day: "02", month: "11", year: "1972", heading: "VOGEL Greta" },
    file: { name: "laesion-ruecken.png", mimeType: "image/png", buffer: PNG },
    reply: "Asymmetrische Läsion mit unregelmäßigem Pigmentnetz: bitte Exzision mit 2 mm Sicherheitsabstand und histologische Untersuchung.",
    replyFile: { name: "dermatoskopie-befund.png", mimeType: "image/png", buffer: PNG },
    act: /01671 · 16,31\s€/,
    notOffered: /TE2/,
    requesterAct: /01670 · 14,01\s€/,
  },
];

async function unreadOf(item: Locator, pattern: RegExp): Promise<number> {
  return Number(pattern.exec((await item.textContent()) ?? "")?.[1] ?? 0);
}

async function loggedInPage(browser: Browser, baseURL: string | undefined, email: SavedAccount | typeof DR_MARTIN): Promise<Page> {
  // Saved sessions (auth.setup.ts): another journey logging the same account in at the same
  // time would void this one's code.
  if (email === DR_MARTIN) {
    const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
    return context.newPage();
  }
  return savedSessionPage(browser, baseURL, email);
}

for (const journey of JOURNEYS) {
  test(`${journey.language}: a request from draft to completed consult, both sides live`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const { labels } = journey;
    const requester = await loggedInPage(browser, baseURL, journey.requester);
    const expert = await loggedInPage(browser, baseURL, journey.expert);
    const menu = (page: Page, name: string) => page.getByRole("navigation", { name: labels.menu }).first().getByRole("link", { name: new RegExp(name) });
    await expert.goto("/consult/");
    await expect(expert.getByRole("heading", { level: 1, name: labels.consults })).toBeVisible();
    await expectAccessibleScreen(expert, "consult list");
    const consultsItem = menu(expert, labels.consults);
    const unreadBefore = await unreadOf(consultsItem, journey.unread);

    // New request: search the network, pick its topic, create the draft.
    await requester.goto("/request/");
    await expect(requester.getByRole("heading", { level: 1, name: labels.requests })).toBeVisible();
    await expectAccessibleScreen(requester, "request list");
    await requester.getByRole("link", { name: labels.newRequest }).click();
    // Focus follows the navigation to the new page's heading (issue 19).
    await expect(requester.getByRole("heading", { level: 1, name: labels.newRequest })).toBeFocused();
    await requester.getByLabel(labels.searchRecipient).fill(journey.search);
    await requester.getByText(journey.group).first().click();
    await requester.getByRole("radio", { name: new RegExp(journey.topic) }).check({ force: true });
    await expectAccessibleScreen(requester, "new request");
    await requester.getByRole("button", { name: new RegExp(labels.create) }).first().click();
    await expect(requester).toHaveURL(/\/request\/\d+$/);

    // The patient step opens by itself.
    const patient = requester.getByRole("dialog", { name: labels.newPatient });
    await patient.getByRole("radio", { name: labels.female }).check({ force: true });
    await patient.getByLabel(labels.firstName).fill(journey.patient.firstName);
    await patient.getByLabel(labels.birthName).fill(journey.patient.birthName);
    await patient.getByLabel(labels.day).fill(journey.patient.day);
    await patient.getByLabel(labels.month).fill(journey.patient.month);
    await patient.getByLabel(labels.year).fill(journey.patient.year);
    if (journey.patient.nir) await patient.getByLabel(/Numéro de sécurité sociale/).fill(journey.patient.nir);
    if (journey.patient.phone) await patient.getByLabel("Téléphone du patient").fill(journey.patient.phone);
    await patient.getByRole("button", { name: labels.savePatient }).click();
    await expect(patient).toBeHidden();
    await expect(requester.getByRole("heading", { level: 1 })).toHaveText(journey.patient.heading);
    // The step opened by itself: its close brings the focus back beside it, and the consent is the next stop.
    await expect(requester.getByRole("button", { name: labels.editPatient })).toBeFocused();
    await requester.keyboard.press("Tab");
    await expect(requester.getByRole("checkbox", { name: journey.consent })).toBeFocused();
    await expectAccessibleScreen(requester, "draft");

    // Sending stays blocked, with what is missing listed, until the consent and the question are given.
    const send = requester.getByRole("button", { name: labels.send });
    await expect(requester.getByText(labels.consentMissing)).toBeVisible();
    await expect(send).toBeDisabled();
    await requester.getByRole("checkbox", { name: journey.consent }).check({ force: true });
    await journey.fillQuestion(requester);
    // The upload is held at the network until its progress bar has been seen: a small file on a
    // local server would otherwise finish before any assertion could look.
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    const uploadUrl = /\/api\/v1\/requests\/\d+\/files\/$/;
    await requester.route(uploadUrl, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await uploadHeld;
      await route.continue();
    });
    await requester.locator("input[type=file]").first().setInputFiles(journey.file);
    const progress = requester.getByRole("progressbar", { name: new RegExp(journey.file.name.replace(/[.]/g, "\\.")) });
    await expect(progress).toBeVisible();
    releaseUpload();
    await expect(requester.getByRole("list", { name: labels.attachments }).getByText(journey.file.name)).toBeVisible();
    await expect(progress).toBeHidden();
    await requester.unroute(uploadUrl);
    await expect(requester.getByText(labels.draftSaved)).toBeVisible({ timeout: 10_000 });
    await expect(requester.getByText(labels.complete)).toBeVisible();

    await send.click();
    // A network that calls requesters back asks for a phone first (spec 2 §8 contact_phone_missing).
    const phone = requester.getByRole("dialog", { name: labels.phoneDialog });
    const badge = requester.locator(".request-header .badge");
    await expect(phone.or(badge.filter({ hasText: labels.ongoing }))).toBeVisible();
    if (await phone.isVisible()) {
      await phone.getByLabel(labels.mobile).fill(journey.language === "fr" ? "0611223344" : "01511234567");
      await phone.getByRole("button", { name: labels.saveAndSend }).click();
    }
    await expect(badge).toHaveText(labels.ongoing);
    await expect(requester.getByRole("button", { name: labels.send })).toHaveCount(0);
    await expectAccessibleScreen(requester, "sent request");

    // The expert's menu count rises without a reload; the consult opens on his side.
    await expect.poll(() => unreadOf(consultsItem, journey.unread), { timeout: 15_000 }).toBeGreaterThan(unreadBefore);
    // The open list follows the counts: the new consult appears at the top.
    await expert.getByRole("link", { name: new RegExp(journey.patient.heading) }).first().click();
    await expect(expert).toHaveURL(/\/consult\/\d+$/);
    await expect(expert.getByText(journey.questionShown).first()).toBeVisible();
    await expect(expert.getByRole("heading", { level: 1 })).toBeFocused();
    await expectAccessibleScreen(expert, "consult");
    // On a phone the question and the messages come first, the patient and the parties after (issue 19).
    await expert.setViewportSize({ width: 390, height: 844 });
    const top = async (selector: string) => (await expert.locator(selector).boundingBox())?.y ?? Number.NaN;
    expect(await top("#consult-description")).toBeLessThan(await top("#aside-patient"));
    expect(await top("[aria-labelledby=thread-title]")).toBeLessThan(await top("#aside-patient"));
    await expectAccessibleScreen(expert, "consult");
    await expert.setViewportSize({ width: 1280, height: 800 });

    await expert.getByLabel(labels.yourMessage).fill(journey.reply);
    // The reply carries a file: the draft message holds it until Send.
    await expert.getByRole("button", { name: labels.attach }).click();
    const replyFiles = expert.getByRole("group", { name: labels.messageFiles });
    await replyFiles.locator("input[type=file]").first().setInputFiles(journey.replyFile);
    await expect(replyFiles.getByText(journey.replyFile.name)).toBeVisible();
    await expert.getByRole("button", { name: labels.sendMessage, exact: true }).click();
    await expect(expert.getByRole("region", { name: /Messages|Nachrichten/ }).getByText(journey.reply).first()).toBeVisible();
    // The requester sees the reply arrive on the open page.
    await expect(requester.getByText(journey.reply).first()).toBeVisible({ timeout: 15_000 });
    await expect(requester.getByRole("region", { name: /Messages|Nachrichten/ }).getByText(journey.replyFile.name)).toBeVisible();

    await expert.getByRole("navigation", { name: labels.actions }).getByRole("button", { name: labels.completeConsult }).click();
    const complete = expert.getByRole("dialog", { name: labels.completeConsult });
    // Issue 21: the act table's act of today for the expert's country and profession, nothing else.
    await expect(complete.getByRole("radio", { name: journey.notOffered })).toHaveCount(0);
    await complete.getByRole("radio", { name: journey.act }).check({ force: true });
    if (journey.language === "fr") {
      // The default billing number is preselected.
      await expect(complete.getByRole("radiogroup", { name: "Numéro de facturation" }).getByRole("radio", { checked: true })).toHaveCount(1);
      await snap(expert, "complete-consult-fr");
    } else {
      await complete.getByRole("radio", { name: "1 × 01672" }).check({ force: true });
      await expect(complete).toContainText("24,59");
      await snap(expert, "complete-consult-de");
    }
    await expert.setViewportSize({ width: 1280, height: 720 });
    await complete.getByRole("button", { name: labels.completeConsult }).click();
    await expect(complete).toBeHidden();
    // And the completion, live, on the requester's page.
    await expect(badge).toHaveText(labels.completed, { timeout: 15_000 });
    // The requester reads how the case was closed: the act, and when (issue 19).
    const outcome = requester.getByRole("region", { name: labels.outcome });
    await expect(outcome).toContainText(journey.language === "fr" ? "TE2" : "01671 + 1 × 01672");
    await expect(outcome).toContainText(labels.completedOn);
    await expect(outcome.getByRole("definition").filter({ hasText: journey.expertName })).toBeVisible();
    await expect(outcome.getByRole("term").filter({ hasText: labels.completedBy })).toBeVisible();
    await expect(outcome.getByRole("term").filter({ hasText: new RegExp(`^${labels.act}$`) })).toBeVisible();
    // Issue 21: and their own act and amount, from the act table at the completion date.
    await expect(outcome).toContainText(journey.requesterAct);
    await expectAccessibleScreen(requester, "completed request");
    await requester.context().close();
    await expert.context().close();
  });
}
