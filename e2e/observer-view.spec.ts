import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { GERIATRICS_ADMIN, savedSessionPage, STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Spec 2 §2 "Request page routing": someone who may read a request without taking part in it (an
// administrator, observer or support of the recipient group, a super user) reads it on
// /shadow/{id}, read-only, under the observer's banner, which loads only there (issue 18). Issue
// 20 item 4: the people of the group and of the request show with their avatar (initials when
// none), in the members tab, the thread's authors and the consult's participants.

const GERIATRICS = "Gériatrie Centre-Val de Loire";

async function groupIdOf(page: Page, query: string, name: string): Promise<number> {
  const found = await page.request.post("/graphql", { data: { query: `query($q: String!) { recipientSearch(query: $q) { groups { databaseId name } } }`, variables: { q: query } } });
  const body = (await found.json()) as { data?: { recipientSearch: { groups: { databaseId: number; name: string }[] } } };
  const id = body.data?.recipientSearch.groups.find((group) => group.name === name)?.databaseId;
  expect(id, `${name} in the recipient search`).toBeDefined();
  return id ?? 0;
}

test("the super user observes a group's request on /shadow, read-only, with the observer's banner", async ({ browser, baseURL }) => {
  // Two accounts, two screens with screenshots and axe at two sizes.
  test.slow();
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const id = await groupIdOf(page, "gériatrie centre val", GERIATRICS);

  // The members tab: each member with an avatar, or their initials when they have none.
  await page.goto(`/group/${id}/members`);
  const firstMember = page.getByRole("list", { name: "Membres" }).first().getByRole("listitem").first();
  await expect(firstMember).toBeVisible();
  await expect(firstMember.locator(".avatar")).toHaveCount(1);
  await snap(page, "group-members-avatars");

  // A request of the group still going on, which the super user takes no part in; the
  // administrator (a participant of the group's requests) writes in it, so that the observer has
  // a message and its author to see whatever the other journeys did to the demo data.
  await page.goto(`/group/${id}/requests`);
  await page.getByRole("button", { name: "En cours", exact: true }).click();
  const row = page.getByRole("list", { name: "Demandes du groupe" }).getByRole("link").first();
  await expect(row).toBeVisible();
  const requestId = /\/(\d+)$/.exec((await row.getAttribute("href")) ?? "")?.[1];
  expect(requestId).toBeDefined();
  const note = `Je passe voir la patiente demain matin (${Date.now()}).`;
  await page.goto(`/consult/${requestId}`);
  await page.getByLabel("Votre message").fill(note);
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByText(note)).toBeVisible();
  await page.context().close();

  const context = await browser.newContext({ baseURL, storageState: STATE.superSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const observer = await context.newPage();
  const banner = observer.waitForResponse((response) => /\/assets\/ShadowBanner-[^/]*\.js$/.test(response.url()));
  // The consult's address sends a non-participant to the observer's view.
  await observer.goto(`/consult/${requestId}`);
  await expect(observer).toHaveURL(new RegExp(`/shadow/${requestId}$`));
  // The banner's code arrives only now, on the observer's view.
  expect((await banner).ok()).toBe(true);
  const observation = observer.getByRole("region", { name: "Observation" });
  await expect(observation).toContainText("Vous consultez cette demande en observateur");
  await expect(observer.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(observer.getByRole("heading", { name: "Messages" })).toBeVisible();
  await expect(observer.getByText(note)).toBeVisible();
  // Read-only: no composer.
  await expect(observer.getByRole("button", { name: "Envoyer" })).toHaveCount(0);
  // The thread's authors and the consult's participants with their avatars (initials when none).
  await expect(observer.locator(".message-header .avatar").first()).toBeVisible();
  await expect(observer.locator(".participant-list .avatar").first()).toBeVisible();
  await expectAccessibleScreen(observer, "observer view");
  await snap(observer, "observer-view");
  await context.close();
});
