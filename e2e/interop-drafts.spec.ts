import { expect, test, type Page } from "@playwright/test";
import { DR_BERNARD, savedSessionPage, submitLogin } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 24 item 2: practice software opens a prefilled draft for its doctor with a link
// /interop/drafts/new#..., through the login when the browser has no session (the hash survives
// it); a bad link says which parameter is wrong and makes nothing; a draft the software prepared
// through the API opens at /interop/drafts/{id}.

/** A French GP no other journey logs in as. */
const REQUESTER = "claire.simon.41@demo.consilium.test";

async function sentCount(page: Page): Promise<number> {
  const answer = await page.request.get("/api/v1/requests?feed=from:me&limit=1");
  return (JSON.parse(answer.headers()["x-pagination"] ?? "{}") as { total_count: number }).total_count;
}

test("a practice-software link opens a prefilled draft, through the login; a bad one makes nothing", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // The recipient's RPPS, as the software knows it: dr.bernard's own directory entry.
  const bernard = await savedSessionPage(browser, baseURL, DR_BERNARD);
  const me = (await (await bernard.request.get("/api/v1/users/me")).json()) as { professional: { rpps: string } };
  await bernard.context().close();

  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  const description = "Patiente de 85 ans, FA permanente sous AVK, chutes répétées : faut-il passer à un AOD ou arrêter l'anticoagulation ?";
  const link = `${baseURL}/interop/drafts/new#${new URLSearchParams({
    recipient_rpps: me.professional.rpps,
    description,
    patient_first_name: "Odette",
    patient_last_name: "Marchand",
    patient_birth_date: "1941-09-14",
    patient_gender: "F",
    ipp: "IPP-20417",
  })}`;
  await page.setContent(`<main><h1>Dossier patient — logiciel de cabinet</h1><a href="${link}">Demander un avis sur Consilium</a></main>`);
  await page.getByRole("link", { name: "Demander un avis sur Consilium" }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await submitLogin(page, REQUESTER);
  await expect(page).toHaveURL(/\/request\/\d+$/);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(/Odette/).first()).toBeVisible();
  await expect(page.getByText(/Bernard/).first()).toBeVisible();

  // A link naming nobody of the directory: the reason, the parameter, and no new request.
  const before = await sentCount(page);
  await page.goto(`/interop/drafts/new#${new URLSearchParams({ recipient_rpps: "19999999999", description: "Avis" })}`);
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Aucun professionnel de l'annuaire ne porte le numéro indiqué par votre logiciel.");
  await expect(refusal).toContainText("recipient_rpps");
  await expect(refusal).toContainText("Aucune demande n'a été créée.");
  await snap(page, "interop-draft-refused");
  expect(await sentCount(page)).toBe(before);

  // A draft the software prepared through the API opens at its link.
  const csrf = ((await (await page.request.get("/api/v1/csrf")).json()) as { csrf_token: string }).csrf_token;
  const prepared = await page.request.post("/api/v1/interop/drafts/", {
    headers: { "x-csrf-token": csrf },
    data: { recipient_rpps: me.professional.rpps, description: "Souffle systolique découvert à l'examen, patient asymptomatique : échographie cardiaque nécessaire ?" },
  });
  expect(prepared.status()).toBe(201);
  const { url } = (await prepared.json()) as { url: string };
  await page.goto(url);
  await expect(page).toHaveURL(/\/request\/\d+$/);
  await expect(page.getByText("Souffle systolique découvert à l'examen, patient asymptomatique : échographie cardiaque nécessaire ?")).toBeVisible();
  await context.close();
});
