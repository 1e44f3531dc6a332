import { expect, test, type Page } from "@playwright/test";
import { CHU_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 21 item 6 (spec 2 §2 /integration, §4 "Billing flags", §5 "Archiving"): the CHU de Tours'
// administrator integrates its acts (can_integrate_act, prisma/seed/integrations.ts), and the
// CHU collects the IEP. She opens the administrative data from the old /billing address, opens
// the first pending item, tries to archive it without the IEP (flagged, nothing sent), fills it,
// archives, and the 'next' dialog shows what remains with a link to the next item.

const csrfOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";

type Item = { id: number; iep: string | null; ipp: string | null; collect_ipp: boolean };

/** The pending items (billable only, oldest first), at least two of them, the first without an IEP: the state the journey needs, whatever other runs left. */
async function pendingItems(page: Page): Promise<Item[]> {
  const headers = { "x-csrf-token": await csrfOf(page) };
  const list = async (feed: string) => (await (await page.request.get(`/api/v1/integrations?feed=${feed}`)).json()) as Item[];
  let pending = await list("tasks:pending");
  for (const archived of (await list("tasks:archived")).slice(0, Math.max(0, 2 - pending.length))) {
    expect((await page.request.put(`/api/v1/integrations/${archived.id}`, { headers, data: { integrated_act: false } })).status()).toBe(200);
  }
  pending = await list("tasks:pending");
  expect(pending.length, "pending items").toBeGreaterThanOrEqual(2);
  const first = pending[0] as Item;
  if (first.iep || first.ipp) expect((await page.request.put(`/api/v1/integrations/${first.id}`, { headers, data: { iep: "", ipp: "" } })).status()).toBe(200);
  return pending;
}

test("an act integrator archives an item with its IEP and is offered the next one; /billing lands on /integration", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, CHU_ADMIN);
  await page.goto("/billing");
  await expect(page).toHaveURL(/\/integration$/);
  await expect(page.getByRole("heading", { level: 1, name: "Données administratives" })).toBeVisible();
  // The menu item is hers (a member with can_integrate_act).
  await expect(page.getByRole("link", { name: "Données administratives" }).first()).toBeVisible();

  const pending = await pendingItems(page);
  const [first, second] = pending as [Item, Item];
  await page.reload();
  const rows = page.getByRole("list", { name: "Données administratives" }).getByRole("listitem");
  await expect(rows).toHaveCount(pending.length);
  await snap(page, "integration-list", { mobileFullPage: false });
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/integration/${first.id}$`));
  await expect(page.getByRole("button", { name: "Archiver" })).toBeVisible();
  await expect(page.getByText("À traiter", { exact: true })).toBeVisible();
  await expect(page.getByText("RPPS").first()).toBeVisible();
  await snap(page, "integration-detail", { mobileFullPage: false });

  // Archive without the IEP: the field is flagged, and nothing is sent.
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/graphql") && (request.postData() ?? "").includes("updateIntegration")) writes.push(request.url());
  });
  const iep = page.getByRole("textbox", { name: "IEP (numéro de séjour)" });
  await expect(iep).toHaveValue("");
  await iep.fill("   ");
  await page.getByRole("button", { name: "Archiver" }).click();
  await expect(iep).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Saisissez l'IEP avant d'archiver.")).toBeVisible();
  expect(writes).toEqual([]);

  // With it (trimmed), and the IPP this hospital group collects too, the item is archived and the 'next' dialog offers the next one.
  await iep.fill("  SEJ-2026-009911 ");
  if (first.collect_ipp) await page.getByRole("textbox", { name: "IPP (identifiant patient)" }).fill("37100999");
  await page.getByRole("button", { name: "Archiver" }).click();
  const dialog = page.getByRole("dialog", { name: "Élément archivé" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Il reste ${pending.length - 1} élément(s) à traiter.`);
  expect(writes).toHaveLength(1);
  const saved = (await (await page.request.get(`/api/v1/integrations/${first.id}`)).json()) as { iep: string; integrated_act: boolean; tasks_complete: boolean };
  expect(saved).toMatchObject({ iep: "SEJ-2026-009911", integrated_act: true, tasks_complete: true });

  await dialog.getByRole("link", { name: "Élément suivant" }).click();
  await expect(page).toHaveURL(new RegExp(`/integration/${second.id}$`));
  await expect(page.getByRole("button", { name: "Archiver" })).toBeVisible();

  // The archived one is in the 'archived' filter, with its badge.
  await page.goto("/integration?archived=1");
  await expect(page.getByRole("list", { name: "Données administratives" }).getByRole("link").first()).toBeVisible();
  await page.goto(`/integration/${first.id}`);
  await expect(page.getByText("Archivé", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Archiver" })).toHaveCount(0);
  // The old group billing address of one item leads to the same item.
  await page.goto(`/group/1/billing/${first.id}`);
  await expect(page).toHaveURL(new RegExp(`/integration/${first.id}$`));
  await expect(page.getByText("Archivé", { exact: true })).toBeVisible();
  await page.context().close();
});
