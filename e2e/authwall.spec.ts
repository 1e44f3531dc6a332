import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, outboxMessages, savedSessionPage, submitLogin } from "./demo-accounts.ts";
import { graphql } from "./journey-api.ts";

// Issue 24 item 3: the links of our e-mails go through the auth wall (/authwall/{sealed}). The
// Gériatrie administrator invites a registered doctor; the doctor follows the e-mail's link from
// a browser without a session, logs in and lands on the group's page; a forged link goes home.
// The invitee refuses at the end, so the shared demo data stays as seeded.

/** A French GP no other journey logs in as (RPPS from the seed). */
const INVITEE = "anne.robert.51@demo.consilium.test";
const INVITEE_RPPS = "10000002642";
const GROUP = "Gériatrie Centre-Val de Loire";

test("an e-mail's sealed link lands on its page after the login; a forged one goes home", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const [invitee] = (await (await admin.request.get(`/api/v1/professionals?feed=recipients&rpps=${INVITEE_RPPS}`)).json()) as { id: number }[];
  const found = await graphql<{ recipientSearch: { groups: { id: string; name: string }[] } }>(admin, `query($q: String!) { recipientSearch(query: $q) { groups { id name } } }`, { q: GROUP });
  const groupId = found.recipientSearch.groups.find((group) => group.name === GROUP)?.id ?? "";
  const before = (await outboxMessages(admin.request, INVITEE))[0]?.id ?? 0;
  const invited = await graphql<{ inviteMember: { __typename: string; membershipId?: string; code?: string } }>(
    admin,
    `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on MembershipChanged { membershipId } ... on DomainError { code } } }`,
    { input: { groupId, professionalId: Buffer.from(`Professional:${invitee?.id ?? 0}`).toString("base64"), canAsk: true } },
  );
  expect(invited.inviteMember.__typename, JSON.stringify(invited)).toBe("MembershipChanged");
  const mail = (await outboxMessages(admin.request, INVITEE)).find((message) => message.channel === "EMAIL" && message.id > before);
  const link = /(https?:\/\/\S+\/authwall\/[A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
  expect(link, mail?.body).not.toBe("");
  await admin.context().close();

  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fauthwall%2F/);
  await submitLogin(page, INVITEE);
  await expect(page).toHaveURL(/\/group\/\d+(\/\w+)?$/);
  await expect(page.getByRole("heading", { name: GROUP })).toBeVisible();

  // The same link with one character changed opens nothing: home.
  const sealed = new URL(link).pathname.split("/").pop() ?? "";
  const forged = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
  await page.goto(`/authwall/${forged}`);
  await expect(page).not.toHaveURL(/authwall|\/group\//);
  await expect(page.getByRole("navigation").first()).toBeVisible();

  // Put the demo data back: the invitee refuses.
  const refused = await graphql<{ refuseMembership: { __typename: string } }>(page, `mutation($input: MembershipRefInput!) { refuseMembership(input: $input) { __typename } }`, {
    input: { membershipId: invited.inviteMember.membershipId },
  });
  expect(refused.refuseMembership.__typename).toBe("MembershipChanged");
  await context.close();
});
