import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { DR_BERNARD, GERIATRICS_ADMIN, savedSessionPage, STATE } from "./demo-accounts.ts";

// Issue 10 items 2 and 7: a group's tabs by role (spec 1 §2, §6) and the administrators' data
// download. Locators are what a user reads: roles and their names, labels, addresses.

const CARDIO = "Réseau cardiologie Auvergne-Rhône-Alpes";
const GERIATRICS = "Gériatrie Centre-Val de Loire";

async function groupIdOf(page: Page, query: string, name: string): Promise<number> {
  const found = await page.request.post("/graphql", { data: { query: `query($q: String!) { recipientSearch(query: $q) { groups { databaseId name } } }`, variables: { q: query } } });
  const body: unknown = await found.json();
  expect(body, JSON.stringify(body)).toHaveProperty("data.recipientSearch.groups");
  const groups = (body as { data: { recipientSearch: { groups: { databaseId: number; name: string }[] } } }).data.recipientSearch.groups;
  const id = groups.find((group) => group.name === name)?.databaseId;
  expect(id, `${name} in the recipient search`).toBeDefined();
  return id ?? 0;
}

test("an insider lands on the group's requests with their sub-tabs", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, DR_BERNARD);
  await page.goto("/group");
  await page.getByRole("link", { name: new RegExp(CARDIO) }).click();
  // Spec 1 §2: the index leads insiders to the requests tab.
  await expect(page).toHaveURL(/\/group\/\d+\/requests$/);
  const base = new URL(page.url()).pathname.replace(/\/requests$/, "");
  await expect(page.getByRole("heading", { level: 1, name: CARDIO })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Onglets du groupe" });
  for (const [name, segment] of [["Demandes", "requests"], ["Membres", "members"], ["Informations", "info"], ["Paramètres", "params"]] as const) {
    await expect(tabs.getByRole("link", { name, exact: true })).toHaveAttribute("href", `${base}/${segment}`);
  }
  await expect(tabs.getByRole("link", { name: "Demandes", exact: true })).toHaveAttribute("aria-current", "page");

  // Recipient group: not attributed, ongoing, all; a chip changes the sub-tab in the URL.
  const chips = page.getByRole("group", { name: "Filtrer par état" }).getByRole("button");
  await expect(chips).toHaveText(["Non attribuées", "En cours", "Toutes"]);
  await expect(page.getByRole("button", { name: "Non attribuées", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "En cours", exact: true }).click();
  await expect(page).toHaveURL(/status=ongoing/);
  await expect(page.getByRole("button", { name: "En cours", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("list", { name: "Demandes du groupe" }).getByRole("listitem").first()).toBeVisible();
  await expectAccessibleScreen(page, "group requests");

  // An unknown segment goes back to the index.
  await page.goto(`${base}/nonsense`);
  await expect(page).toHaveURL(new RegExp(`${base}/requests$`));
  await page.context().close();
});

test("a non-member sees only the information tab", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/request/");
  const id = await groupIdOf(page, "cardiologie auvergne", CARDIO);
  await page.goto(`/group/${id}`);
  await expect(page).toHaveURL(new RegExp(`/group/${id}/info$`));
  await expect(page.getByRole("heading", { level: 1, name: CARDIO })).toBeVisible();
  // One tab: no tab bar, no requests.
  await expect(page.getByRole("navigation", { name: "Onglets du groupe" })).toHaveCount(0);
  await expectAccessibleScreen(page, "group information");
  await page.goto(`/group/${id}/requests`);
  await expect(page).toHaveURL(new RegExp(`/group/${id}/info$`));
  await expect(page.getByRole("region", { name: "Demandes du groupe" })).toHaveCount(0);
  await context.close();
});

test("a group administrator downloads the group's data as CSV", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const id = await groupIdOf(page, "gériatrie centre val", GERIATRICS);
  await page.goto(`/group/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: GERIATRICS })).toBeVisible();
  await page.getByRole("button", { name: "Télécharger les données" }).click();
  const dialog = page.getByRole("dialog", { name: "Télécharger les données du groupe" });
  await expect(dialog).toBeVisible();
  const [from, to] = [dialog.getByLabel("Du", { exact: true }), dialog.getByLabel("Au (inclus)", { exact: true })];
  const submit = dialog.getByRole("button", { name: "Télécharger", exact: true });
  // By default the last month; a range ending before it starts cannot be sent.
  await expect(from).not.toHaveValue("");
  const defaultFrom = await from.inputValue();
  await to.fill("2020-01-01");
  await expect(submit).toBeDisabled();
  await from.fill("2026-01-01");
  await to.fill(new Date().toISOString().slice(0, 10));
  expect(defaultFrom < (await to.inputValue())).toBe(true);
  const download = page.waitForEvent("download");
  await submit.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await file.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  expect(text.split("\r\n")[0]).toBe(
    "request_id,direction,created_at,published_at,last_activity_at,request_status,consult_status,completed_at,topic,requester_last_name,requester_first_name,requester_rpps,sender_group,recipient_type,recipient,act_code,tags",
  );
  expect(text.split("\r\n").filter(Boolean).length).toBeGreaterThan(1);
  await expect(dialog).toBeHidden();
  await page.context().close();
});

// Issue 17 H1: a sender group's insider sees colleagues' requests in the tab as summaries (patient,
// parties, status), not links into requests they take no part in.
test("a sender group's administrator sees colleagues' requests as summaries, not the requests", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.goto("/group");
  await page.getByRole("link", { name: /CPTS Tours Nord/ }).click();
  await expect(page).toHaveURL(/\/group\/\d+\/requests$/);
  await page.getByRole("button", { name: "Toutes", exact: true }).click();
  const summary = page.getByRole("list", { name: "Demandes du groupe" }).getByRole("listitem").filter({ hasText: "Vous ne participez pas à cette demande." }).first();
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("De :");
  await expect(summary.getByRole("link")).toHaveCount(0);
  await page.context().close();
});
