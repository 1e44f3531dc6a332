import { expect, test } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 23 item 6: the group requests tab says who is on duty now. The seed's rota puts one
// expert of each recipient group on duty every day around the seeding time (prisma/seed/planning.ts);
// other journeys may add periods, so the expected names are read from GET planning/on_duty.

const GERIATRICS = "Gériatrie Centre-Val de Loire";

test("the group requests tab shows who is on duty now", async ({ browser, baseURL }) => {
  // Two screenshots at two widths with their axe checks.
  test.setTimeout(120_000);
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.goto("/group");
  await page.getByRole("link", { name: new RegExp(GERIATRICS) }).first().click();
  await expect(page.getByRole("region", { name: "Demandes du groupe" })).toBeVisible();
  const groupId = Number(/\/group\/(\d+)/.exec(page.url())?.[1]);

  const answer = await page.request.get(`/api/v1/planning/on_duty?group_id=${groupId}`);
  expect(answer.status()).toBe(200);
  const experts = (await answer.json()) as { expert_name: string }[];
  expect(experts.length).toBeGreaterThan(0);
  const onDuty = page.getByRole("list", { name: "De garde maintenant" });
  await expect(onDuty.getByRole("listitem")).toHaveCount(experts.length);
  for (const expert of experts) await expect(onDuty).toContainText(expert.expert_name);
  await snap(page, "group-requests-on-duty", { mobileFullPage: false });
  await page.context().close();
});
