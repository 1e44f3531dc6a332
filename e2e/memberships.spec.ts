import { expect, test, type Browser, type Page } from "@playwright/test";
import { STATE, submitLogin } from "./demo-accounts.ts";

// Issue 10 item 3 (spec 1 §4): dr.martin applies to a recipient group he is not a member of, its
// administrator accepts in another browser, and the welcome dialog greets dr.martin once, with the
// request-advice button of requesters. The seed makes ines.boyer.43 the administrator of the CHU
// de Tours network, which does not accept applications automatically (prisma/seed/groups.ts).
// Locators lean on structure where the new French labels would do the same, so the journey reads
// the same before and after the catalogues are extracted.

const GROUP = "CHU de Tours — avis spécialisés";
const ADMIN = "ines.boyer.43@demo.consilium.test";
const MARTIN_NAME = "Claire Martin";

async function loggedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/login");
  await submitLogin(page, email);
  return page;
}

async function groupIdOf(page: Page, name: string): Promise<number> {
  const found = await page.request.post("/graphql", { data: { query: `query($q: String!) { recipientSearch(query: $q) { groups { databaseId name } } }`, variables: { q: "CHU Tours" } } });
  const body = (await found.json()) as { data?: { recipientSearch: { groups: { databaseId: number; name: string }[] } } };
  const id = body.data?.recipientSearch.groups.find((group) => group.name === name)?.databaseId;
  expect(id, `${name} in the recipient search`).toBeDefined();
  return id ?? 0;
}

test("apply to a group, the admin accepts in another browser, the welcome dialog appears once", async ({ browser, baseURL }) => {
  const martinContext = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const martin = await martinContext.newPage();
  await martin.goto("/request/");
  const groupId = await groupIdOf(martin, GROUP);

  // Not a member: the one button of the group's header is the application.
  await martin.goto(`/group/${groupId}`);
  await expect(martin.getByRole("heading", { level: 1, name: GROUP })).toBeVisible();
  const actions = martin.locator(".membership-actions");
  await expect(actions.getByRole("button")).toHaveCount(1);
  await actions.getByRole("button").click();
  // Pending: the 'pending' badge; the button now cancels the application.
  await expect(martin.locator(".group-badge-pending")).toBeVisible();

  // The administrator sees the application (applications come first) and accepts it.
  const admin = await loggedIn(browser, baseURL, ADMIN);
  await admin.goto(`/group/${groupId}/members`);
  const row = admin.locator(".member-row").filter({ hasText: MARTIN_NAME });
  await expect(row.locator(".member-badge-pending")).toBeVisible();
  await row.locator(".member-actions").getByRole("button").first().click();
  const confirm = admin.getByRole("alertdialog");
  await confirm.locator(".button-primary").click();
  await expect(confirm).toBeHidden();
  await expect(admin.locator(".member-row").filter({ hasText: MARTIN_NAME }).locator(".member-badge-pending")).toHaveCount(0);

  // dr.martin, on his next load, is welcomed as a requester: the dialog offers to request advice.
  await martin.reload();
  const welcome = martin.getByRole("dialog").filter({ has: martin.locator(".member-welcome") });
  await expect(welcome).toBeVisible();
  await expect(welcome.locator(".button-primary")).toHaveCount(1);
  await expect(martin.locator(".group-badge-member")).toBeVisible();
  await welcome.locator(".member-dialog-actions .button-secondary").click();
  await expect(welcome).toBeHidden();

  // Seen once: it does not come back.
  await martin.reload();
  await expect(martin.locator(".group-badge-member")).toBeVisible();
  await expect(martin.locator(".member-welcome")).toHaveCount(0);

  await martinContext.close();
  await admin.context().close();
});
