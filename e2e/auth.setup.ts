import { expect, test as setup } from "@playwright/test";
import { DE_LOGIN, DEMO_PASSWORD, DR_MARTIN, FR_LOGIN, SAVED_ACCOUNTS, savedSessionOf, STATE, submitLogin, submitPassword, SUPER_USER } from "./demo-accounts.ts";

// The logins are independent: shared between the workers, they no longer hold every journey back
// for the sum of their times.
setup.describe.configure({ mode: "parallel" });

setup("dr.martin logs in with the emailed code and remembers this browser", async ({ page, context }) => {
  await page.goto("/login");
  await submitPassword(page, DR_MARTIN, "Demo-Consilium-2026!");

  await expect(page).toHaveURL(/\/login\/code$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vérification" })).toBeVisible();
  await expect(page.getByText(/Un code à 6 chiffres vient de vous être envoyé par e-mail à d•+@demo\.consilium\.test\./)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Se souvenir de cet appareil/ })).toBeChecked();

  // A wrong code is refused with the client's own wording.
  await page.getByLabel(FR_LOGIN.code).fill("000000");
  await page.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Code incorrect.");

  const outbox = await page.request.get(`/dev/outbox?to=${encodeURIComponent(DR_MARTIN)}`);
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(FR_LOGIN.code).fill(code ?? "");
  await page.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(page).toHaveURL(/\/request\/$/);

  await context.storageState({ path: STATE.martinSession });
  const deviceOnly = (await context.storageState()).cookies.filter((cookie) => cookie.name === "consilium_device");
  expect(deviceOnly).toHaveLength(1);
  await context.clearCookies();
  await context.addCookies(deviceOnly);
  await context.storageState({ path: STATE.martinDevice });
});

setup("the super user logs in once for the validation queue", async ({ page, context }) => {
  await page.goto("/login");
  await submitLogin(page, SUPER_USER);
  await expect(page).toHaveURL(/\/request\/$/);
  await context.storageState({ path: STATE.superSession });
});

for (const account of SAVED_ACCOUNTS) {
  setup(`${account.email} logs in once`, async ({ page, context }) => {
    await page.goto(`/login?lang=${account.language}`);
    await submitLogin(page, account.email, DEMO_PASSWORD, account.language === "de" ? DE_LOGIN : FR_LOGIN);
    await expect(page).not.toHaveURL(/\/login/);
    await context.storageState({ path: savedSessionOf(account.email) });
  });
}
