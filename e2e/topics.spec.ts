import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { GERIATRICS_ADMIN, savedSessionPage, STATE } from "./demo-accounts.ts";

// Issue 10 item 4: admin.durand, administrator of "Gériatrie Centre-Val de Loire", writes the
// medical instructions of its topic "Avis gériatrique" and sets a non-blocking away message;
// dr.martin, choosing that topic in the new-request flow, reads both.

const GROUP = "Gériatrie Centre-Val de Loire";
const TOPIC = "Avis gériatrique";
const INSTRUCTIONS = "Joindre la liste des traitements en cours et le dernier bilan biologique.";
const AWAY = "Équipe réduite pendant le congrès régional.";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("an admin edits a topic's instructions and away message; a requester sees both when choosing it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const adminContext = admin.context();

  const found = await admin.request.post("/graphql", { data: { query: `{ recipientSearch(query: "gériatrie centre val") { groups { databaseId name } } }` } });
  const groups = ((await found.json()) as { data: { recipientSearch: { groups: { databaseId: number; name: string }[] } } }).data.recipientSearch.groups;
  const groupId = groups.find((g) => g.name === GROUP)?.databaseId;
  expect(groupId).toBeDefined();

  await admin.goto(`/group/${groupId}/info`);
  const topic = admin.getByRole("region", { name: TOPIC });
  await expect(topic).toBeVisible();
  await expectAccessibleScreen(admin, "group information, administrator");

  // Medical instructions: the toggle opens the dialog; saved trimmed.
  await topic.getByRole("switch", { name: "Consignes médicales" }).click({ force: true });
  const instructionsDialog = admin.getByRole("dialog", { name: "Consignes médicales" });
  await instructionsDialog.getByLabel("Consignes").fill(`  ${INSTRUCTIONS}  `);
  await instructionsDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(instructionsDialog).toBeHidden();
  await expect(topic.getByText(INSTRUCTIONS)).toBeVisible();

  // Away message: both days required, the end not before the start; not blocking.
  await topic.getByRole("switch", { name: "Message d'absence" }).click({ force: true });
  const awayDialog = admin.getByRole("dialog", { name: "Message d'absence" });
  const save = awayDialog.getByRole("button", { name: "Enregistrer" });
  await expect(save).toBeDisabled();
  await awayDialog.getByLabel("Du").fill(day(0));
  await awayDialog.getByLabel("Au (inclus)").fill(day(-1));
  await expect(save).toBeDisabled();
  await awayDialog.getByLabel("Au (inclus)").fill(day(7));
  await awayDialog.getByLabel("Message (facultatif)").fill(AWAY);
  await save.click();
  await expect(awayDialog).toBeHidden();
  await expect(topic.getByText(/Les demandes ne seront traitées qu'après le/)).toBeVisible();
  await expect(topic.getByText(AWAY)).toBeVisible();
  await adminContext.close();

  // The requester chooses the topic in the new-request flow.
  const martinContext = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const martin = await martinContext.newPage();
  await martin.goto("/request/new");
  await martin.getByLabel("Rechercher un destinataire").fill("gériatrie centre val");
  await martin.getByText(GROUP).first().click();
  await martin.getByRole("radio", { name: new RegExp(TOPIC) }).check({ force: true });
  const details = martin.getByRole("region", { name: "Destinataire choisi" });
  await expect(details.getByText(INSTRUCTIONS)).toBeVisible();
  await expect(details.getByText(/Les demandes ne seront traitées qu'après le/)).toBeVisible();
  await expect(details.getByText(AWAY)).toBeVisible();
  await expectAccessibleScreen(martin, "new request, topic chosen");
  // Not blocking: the request can still be created.
  await expect(details.getByRole("button", { name: /Créer la demande|Continuer/ }).first()).toBeEnabled();
  await martinContext.close();
});
