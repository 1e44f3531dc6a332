import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { groupTopic, loggedIn, nirFor, requestTo } from "./journey-api.ts";
import { snap } from "./snap.ts";

// Issue 23, the meetings journey of its Done-when, in one run: the Gériatrie administrator
// schedules a meeting of the "Staff EHPAD" topic with an external link (an invalid link refused
// first) and sets its quorum; a general practitioner outside the group sends a request to that
// topic and, the topic being in automatic mode, it is registered to the next meeting (the one
// just scheduled) with the automatic-assignment dialog; a member of the group (not an
// administrator) joins the meeting through /meeting/{id}/join and lands on the external address
// (intercepted: no network); the administrator cannot delete the meeting while the request is
// registered; completing the consult asks whether the patient goes to the next meeting, and
// "prepare" opens a new draft to the topic with the patient and the question.
// Professionals no other journey logs in as: the requester and the member below.

const GERIATRICS = "Gériatrie Centre-Val de Loire";
const MEETING_TOPIC = "Staff EHPAD";
const REQUESTER = "ines.gauthier.11@demo.consilium.test";
/** Geriatrician, insider of the group without administration rights (prisma/seed/groups.ts draws the members). */
const MEMBER = "hugo.lopez.77@demo.consilium.test";
const LINK = "https://visio.chu-exemple.fr/staff-ehpad-e2e";
const QUESTION = "Chutes répétées en EHPAD chez une patiente de 88 ans sous neuroleptique : faut-il adapter le traitement ?";

const PARIS = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });

/**
 * A datetime-local value (Paris time, the browsers' zone) that makes the new meeting the topic's
 * next one: two hours from now, or half an hour before the seeded next meeting when that comes sooner.
 */
function soonerThan(next: string | null): string {
  const inTwoHours = Date.now() + 2 * 3_600_000;
  const at = next && Date.parse(next) - 30 * 60_000 < inTwoHours ? Date.parse(next) - 30 * 60_000 : inTwoHours;
  // The form takes minutes in steps of five.
  const rounded = Math.floor(at / 300_000) * 300_000;
  return PARIS.format(new Date(rounded)).replace(" ", "T");
}


test("a meeting is scheduled, a request to its topic is registered to it, a member joins it, it cannot be deleted, and completion offers the next meeting", async ({ browser, baseURL }) => {
  // Three sessions and six screenshots at two widths with their axe checks.
  test.setTimeout(360_000);
  // A retry schedules a meeting of its own, named apart from the first attempt's.
  const NAME = `Staff EHPAD — journée ${test.info().retry + 1}`;
  const admin = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const topic = await groupTopic(admin, GERIATRICS, MEETING_TOPIC);
  expect(topic.meetingAssignmentMode).toBe("AUTOMATIC");

  // The administrator schedules the meeting from the group's meetings tab.
  await admin.goto("/group");
  await admin.getByRole("link", { name: new RegExp(GERIATRICS) }).first().click();
  await admin.getByRole("link", { name: "Réunions" }).click();
  await expect(admin).toHaveURL(/\/group\/\d+\/meetings$/);
  await expect(admin.getByRole("heading", { name: "Réunions" })).toBeVisible();
  await expect(admin.locator(".meeting-card").first()).toBeVisible();
  await snap(admin, "meetings-tab");

  await admin.getByRole("button", { name: "Programmer une réunion" }).click();
  const dialog = admin.getByRole("dialog", { name: "Programmer une réunion" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Date et heure").fill(soonerThan(topic.nextMeetingScheduledAt));
  await dialog.getByLabel("Nom (facultatif)").fill(NAME);
  await dialog.getByRole("radio", { name: "Lien externe" }).check({ force: true });
  await dialog.getByLabel("Lien de la visioconférence").fill("visio chez nous");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Veuillez saisir un lien valide.");
  await snap(admin, "meetings-schedule-modal");
  await dialog.getByLabel("Lien de la visioconférence").fill(LINK);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  const card = admin.locator(".meeting-card", { hasText: NAME });
  await expect(card).toBeVisible();
  const joinHref = await card.getByRole("link", { name: "Rejoindre" }).getAttribute("href");
  expect(joinHref).toMatch(/^\/meeting\/\d+\/join$/);

  // The quorum modal: the group's ongoing members.
  await card.getByRole("button", { name: "Quorum" }).click();
  const quorum = admin.getByRole("dialog", { name: "Quorum de la réunion" });
  await expect(quorum.getByRole("checkbox").first()).toBeVisible();
  await quorum.getByRole("checkbox").first().check({ force: true });
  await snap(admin, "meetings-quorum-modal");
  await quorum.getByRole("button", { name: "Enregistrer" }).click();
  await expect(quorum).toBeHidden();
  await expect(card.locator(".meeting-quorum")).toBeVisible();

  // A general practitioner sends a request to the meeting topic: automatic mode registers it to
  // the next meeting, the one just scheduled, and the dialog says so.
  const requester = await loggedIn(browser, baseURL, REQUESTER);
  const request = await requestTo(
    requester,
    { topicId: topic.databaseId },
    { patient: { firstName: "Odette", birthName: "Lemoine", birthDate: "1938-05-02", gender: "F", nir: nirFor("2380537261045"), regime: "01", caisse: "371", phone: "06 12 34 56 78" }, description: QUESTION, publish: false },
  );
  await requester.goto(`/request/${request.databaseId}`);
  await requester.getByRole("button", { name: "Envoyer la demande" }).click();
  const assigned = requester.getByRole("dialog", { name: "Réunion attribuée automatiquement" });
  await expect(assigned).toBeVisible();
  await expect(assigned).toContainText("inscrite automatiquement à la prochaine réunion");
  await expect(assigned).toContainText(NAME);
  await snap(requester, "meeting-automatic-dialog");
  await assigned.getByRole("button", { name: "J'ai compris" }).click();
  await expect(assigned).toBeHidden();
  const aside = requester.getByRole("region", { name: "Réunion" });
  await expect(aside).toContainText(NAME);
  await expect(aside.getByText("Visioconférence (lien externe)", { exact: true })).toBeVisible();
  await requester.context().close();

  // A member of the group joins through /meeting/{id}/join and lands on the external address.
  const member = await loggedIn(browser, baseURL, MEMBER);
  await member.route(`${LINK}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Visio</title><h1>Visio</h1>" }));
  await member.goto(joinHref ?? "");
  await member.waitForURL(LINK);
  expect(member.url()).toBe(LINK);
  await member.context().close();

  // The administrator cannot delete it now: the button is disabled and its tooltip says why.
  await admin.reload();
  const registered = admin.locator(".meeting-card", { hasText: NAME });
  await expect(registered.getByRole("link", { name: /1 demande\(s\) inscrite\(s\)/ })).toBeVisible();
  const blocked = registered.locator(".meeting-delete-blocked");
  await expect(blocked).toHaveAttribute("aria-disabled", "true");
  await expect(async () => {
    await admin.mouse.move(0, 0);
    await blocked.hover();
    await expect(admin.getByRole("tooltip")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByRole("tooltip")).toHaveText("La réunion ne peut pas être supprimée tant que des demandes y sont inscrites.");

  // The meeting's count opens the group's requests filtered on it: the request is there.
  await registered.getByRole("link", { name: /demande\(s\) inscrite\(s\)/ }).click();
  await expect(admin).toHaveURL(/[?&]meeting=\d+/);
  await expect(admin.getByRole("list", { name: "Demandes du groupe" }).getByRole("link", { name: /LEMOINE Odette/ })).toBeVisible();

  // The administrator may move the request to another meeting: the picker lists the topic's upcoming ones.
  await admin.goto(`/request/${request.databaseId}`);
  const adminAside = admin.getByRole("region", { name: "Réunion" });
  await adminAside.getByRole("button", { name: "Changer de réunion" }).click();
  const picker = admin.getByRole("dialog", { name: "Changer de réunion" });
  await expect(picker.getByRole("radio", { name: new RegExp(NAME) })).toBeChecked();
  await snap(admin, "meeting-picker");
  await picker.getByRole("button", { name: "Annuler" }).click();

  // Completing the consult discussed in the meeting asks whether the patient goes to the next one.
  await admin.getByRole("navigation", { name: "Actions sur l'avis" }).getByRole("button", { name: "Terminer l'avis" }).click();
  const completion = admin.getByRole("dialog", { name: "Terminer l'avis" });
  await completion.getByRole("radio", { name: /Sans acte/ }).check({ force: true });
  await completion.getByRole("button", { name: "Terminer l'avis" }).click();
  const next = admin.getByRole("dialog", { name: "Présenter à nouveau en réunion ?" });
  await expect(next).toContainText(`Prochaine réunion « ${MEETING_TOPIC} »`);
  await snap(admin, "meeting-next-request-modal");
  await next.getByRole("button", { name: "Préparer la demande" }).click();
  await expect(admin).not.toHaveURL(new RegExp(`/request/${request.databaseId}$`));
  await expect(admin).toHaveURL(/\/request\/\d+/);
  await expect(admin.getByRole("textbox", { name: "Description de la demande" })).toHaveValue(QUESTION);
  await expect(admin.getByText(/LEMOINE Odette/).first()).toBeVisible();
  await admin.context().close();
});
