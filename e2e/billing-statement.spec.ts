import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { COLOGNE_DERMATOLOGIST, DR_BERNARD, GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 21 item 7: an expert opens the statement of their acts from the account menu, reads a
// month's amount for a past year and downloads the same figures as CSV; a group administrator
// opens the group's statement from the group page. The demo data gives dr.bernard acts
// completed in 2025 (cardiology answers billed TE2); a past year, so journeys that complete
// consults today do not change the figures this one reads.

const YEAR = 2025;

type Side = { acts: number; amountCents: number; billedCents: number; unbilledCents: number };
type Month = { month: string; expert: Side; requester: Side };

/** "2300" → "23,00" as the CSV writes euros. */
const csvEuros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
const euros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);

test("dr.bernard opens his statement, reads a month of 2025 and downloads it as CSV", async ({ browser, baseURL }) => {
  // Screenshots and axe at two widths, and a download: past a minute on a busy machine.
  test.slow();
  const page = await savedSessionPage(browser, baseURL, DR_BERNARD);
  await page.goto("/request/");
  await page.locator(".sidebar").getByRole("link", { name: "Relevé des actes" }).click();
  await expect(page).toHaveURL(/\/statement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Relevé des actes" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Actes et montants par mois/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Graphique des montants par mois/ })).toBeVisible();
  // The phone shows the fixed bottom bar: captured as the phone shows it, not in full.
  await snap(page, "statement", { mobileFullPage: false });

  await page.getByRole("button", { name: /Année/ }).click();
  await page.getByRole("option", { name: String(YEAR), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/statement\\?year=${YEAR}$`));
  const table = page.getByRole("table", { name: `Actes et montants par mois, ${YEAR}` });
  await expect(table).toBeVisible();

  // The month to read: the first of 2025 with acts as expert, as the API counts them.
  const answer = await page.request.post("/graphql", {
    data: { query: `query($year: Int) { statement(year: $year) { ... on Statement { months { month expert { acts amountCents billedCents unbilledCents } requester { acts amountCents billedCents unbilledCents } } } } }`, variables: { year: YEAR } },
  });
  const months = ((await answer.json()) as { data: { statement: { months: Month[] } } }).data.statement.months;
  const month = months.find((candidate) => candidate.expert.acts > 0);
  expect(month, "dr.bernard has acts as expert in 2025 (demo data)").toBeDefined();
  if (!month) return;
  const name = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }).format(new Date(`${month.month}-15T00:00:00Z`));
  const row = table.getByRole("row", { name: new RegExp(`^${name}`, "i") });
  // Acts as expert, then their amount (TE2: 20 € in 2025).
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(month.expert.acts));
  await expect(row.getByRole("cell").nth(1)).toHaveText(euros(month.expert.amountCents));
  expect(month.expert.amountCents % 2000, "TE2 was 20 € in 2025").toBe(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${YEAR}.csv`);
  const lines = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("month;expert_acts;expert_billed_acts;expert_billed_eur;expert_not_billed_eur;requester_acts;requester_billed_acts;requester_billed_eur;requester_not_billed_eur;total_eur");
  const line = lines.find((candidate) => candidate.startsWith(`${month.month};`));
  expect(line?.split(";").slice(0, 5)).toEqual([month.month, String(month.expert.acts), expect.any(String), csvEuros(month.expert.billedCents), csvEuros(month.expert.unbilledCents)]);
  expect(lines.at(-2)?.startsWith("total;")).toBe(true);
  await page.context().close();
});

test("a group administrator opens the group's statement from the group page", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const found = await page.request.post("/graphql", { data: { query: `query($q: String!) { recipientSearch(query: $q) { groups { databaseId name } } }`, variables: { q: "Gériatrie Centre-Val de Loire" } } });
  const groups = ((await found.json()) as { data: { recipientSearch: { groups: { databaseId: number; name: string }[] } } }).data.recipientSearch.groups;
  const group = groups.find((candidate) => candidate.name === "Gériatrie Centre-Val de Loire");
  expect(group).toBeDefined();
  await page.goto(`/group/${group?.databaseId ?? 0}`);
  await page.getByRole("link", { name: "Relevé des actes du groupe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Relevé des actes · Gériatrie Centre-Val de Loire" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Actes et montants par mois/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger (CSV)" })).toHaveAttribute("href", new RegExp(`group_id=${group?.databaseId ?? 0}`));
  await page.context().close();
});

test("a German consultant reads the statement in German, euros written the German way", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, COLOGNE_DERMATOLOGIST);
  await page.goto("/request/");
  await page.locator(".sidebar").getByRole("link", { name: "Leistungsübersicht" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leistungsübersicht" })).toBeVisible();
  const table = page.getByRole("table", { name: /Leistungen und Beträge nach Monat/ });
  await expect(table.getByRole("columnheader", { name: "Betrag als Konsiliarius" })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Januar/ }).getByRole("cell").nth(1)).toHaveText(/^\d+,\d\d\s€$/);
  await page.context().close();
});
