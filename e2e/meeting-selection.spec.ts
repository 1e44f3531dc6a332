import { expect, test } from "@playwright/test";
import { groupTopic, loggedIn, nirFor, requestTo } from "./journey-api.ts";
import { snap } from "./snap.ts";

// Issue 23 item 2 (spec 2 §4): sending a request to a meeting topic in manual mode opens the
// meeting-selection step; the requester picks a later meeting than the next one, gives the mobile
// the network asks for, and the request page shows the chosen meeting. The demo's "RCP insuffisance cardiaque" is the manual topic
// (prisma/seed/group-catalog.ts) with three upcoming meetings; the requester, a general
// practitioner of Grenoble, is a professional no other journey logs in as.

const NETWORK = "Réseau cardiologie Auvergne-Rhône-Alpes";
const MEETING_TOPIC = "RCP insuffisance cardiaque";
const REQUESTER = "nicolas.roux.31@demo.consilium.test";

test("sending to a manual meeting topic asks which meeting, and registers the chosen one", async ({ browser, baseURL }) => {
  // One screenshot at two widths with its axe check, after a login.
  test.setTimeout(120_000);
  const page = await loggedIn(browser, baseURL, REQUESTER);
  const topic = await groupTopic(page, NETWORK, MEETING_TOPIC);
  expect(topic.meetingAssignmentMode).toBe("MANUAL");
  const request = await requestTo(
    page,
    { topicId: topic.databaseId },
    {
      patient: { firstName: "Gérard", birthName: "Vial", birthDate: "1949-02-11", gender: "M", nir: nirFor("1490238185042"), regime: "01", caisse: "381", phone: "06 23 45 67 89" },
      description: "Insuffisance cardiaque à FEVG altérée (30 %) malgré un traitement optimisé : discussion d'une resynchronisation en RCP.",
      publish: false,
    },
  );

  await page.goto(`/request/${request.databaseId}`);
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  const step = page.getByRole("dialog", { name: "Choisir la réunion" });
  await expect(step).toContainText("Choisissez la réunion où présenter votre demande.");
  const meetings = step.getByRole("radio");
  // The topic's upcoming meetings, then "no meeting for now".
  await expect(meetings).not.toHaveCount(0);
  expect(await meetings.count()).toBeGreaterThan(2);
  await expect(step.getByRole("radio", { name: /Pas de réunion pour l'instant/ })).toBeVisible();
  const later = meetings.nth(1);
  const chosen = (await later.locator("xpath=ancestor::label[1]").locator(".meeting-choice-title").textContent()) ?? "";
  expect(chosen).not.toBe("");
  await later.check({ force: true });
  await snap(page, "meeting-selection-step");
  await step.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(step).toBeHidden();

  // The network calls requesters back: without a mobile on file it is asked for (spec 2 §8), and
  // sending again keeps the meeting chosen in the step.
  const aside = page.getByRole("region", { name: "Réunion" });
  const phone = page.getByRole("dialog", { name: "Votre téléphone professionnel" });
  await expect(phone.or(aside.getByText(chosen))).toBeVisible();
  if (await phone.isVisible()) {
    await phone.getByLabel("Téléphone mobile").fill("0623456789");
    await phone.getByRole("button", { name: "Enregistrer et envoyer" }).click();
  }
  await expect(page.locator(".request-header .badge")).toHaveText("En cours");
  await expect(aside).toContainText(chosen);
  await page.context().close();
});
