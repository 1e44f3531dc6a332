import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { GERIATRICS_ADMIN, savedSessionPage, STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 20 item 4 (spec 2 §4 "Signature modal", §6): only requestable users have a signature.
// dr.martin, a general practitioner, is not one; admin.durand, a geriatrician, is: she draws her
// signature with the mouse and sees it in settings, then imports a photographed one (crop, the
// server's extraction, preview) and finally removes it, which leaves her account as it was.
test.use({ storageState: STATE.martinSession });

/** A photo of a signature on slightly grey paper: a dark wavy stroke, made here so the test needs no file. */
async function signaturePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#ecebe6"/><path d="M250 450 C 350 250, 450 250, 550 420 S 800 560, 950 330" stroke="#1c2540" stroke-width="12" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The stored signature: a PNG whose corner is transparent and that has opaque ink somewhere. */
async function expectStoredInk(page: Page, src: string): Promise<void> {
  const stored = await page.request.get(src);
  expect(stored.headers()["content-type"]).toBe("image/png");
  const { data, info } = await sharp(await stored.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(data[3]).toBe(0);
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 200) opaque++;
  expect(opaque).toBeGreaterThan(info.width);
}

test("dr.martin, not requestable, has no signature to set", async ({ page }) => {
  await page.goto("/profile_edit");
  // The first screen after the server starts may take a while on a busy machine.
  await expect(page.getByRole("region", { name: "Gestion des demandes" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Signature manuscrite" })).toHaveCount(0);
});

test("admin.durand draws a signature, imports another, and removes it", async ({ browser, baseURL }) => {
  // Five screens, each shot and checked by axe at two widths.
  test.setTimeout(240_000);
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await page.goto("/profile_edit");
  const section = page.getByRole("region", { name: "Gestion des demandes" }).getByRole("group", { name: "Signature manuscrite" });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.getByRole("button", { name: /^(Ajouter une|Changer de) signature$/ }).click();

  const dialog = page.getByRole("dialog", { name: "Signature manuscrite" });
  await expect(dialog.getByRole("button", { name: "Dessiner ma signature" })).toBeVisible();
  await snap(page, "settings-signature-choose");

  await dialog.getByRole("button", { name: "Dessiner ma signature" }).click();
  const pad = dialog.getByRole("img", { name: "Zone de signature" });
  await expect(pad).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Enregistrer la signature" })).toBeDisabled();
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad has no box");
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [[0.25, 0.3], [0.35, 0.7], [0.5, 0.35], [0.65, 0.65], [0.8, 0.4]] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  }
  await page.mouse.up();
  await snap(page, "settings-signature-draw");
  await dialog.getByRole("button", { name: "Enregistrer la signature" }).click();

  await expect(dialog).toBeHidden();
  await expect(section.getByRole("status")).toHaveText("Signature enregistrée.");
  const drawn = section.getByRole("img", { name: "Votre signature" });
  await expect(drawn).toHaveAttribute("src", /\/api\/v1\/users\/\d+\/signature_picture\?id=\d+/);
  const drawnSrc = (await drawn.getAttribute("src")) ?? "";
  await expectStoredInk(page, drawnSrc);
  await page.reload();
  await expect(section.getByRole("img", { name: "Votre signature" })).toHaveAttribute("src", drawnSrc);
  await snap(page, "settings-signature-section");

  // Import: crop, the server's extraction, a preview; Back returns to the crop.
  await section.getByRole("button", { name: "Changer de signature" }).click();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Importer une image" }).click();
  await (await chooser).setFiles({ name: "signature.jpg", mimeType: "image/jpeg", buffer: await signaturePhoto() });
  await expect(dialog.getByRole("img", { name: /Cadrage de la signature/ })).toBeVisible();
  await snap(page, "settings-signature-crop");
  await dialog.getByRole("button", { name: "Continuer" }).click();
  const preview = dialog.getByRole("img", { name: "Aperçu de la signature extraite" });
  await expect(preview).toBeVisible();
  await snap(page, "settings-signature-preview");
  await dialog.getByRole("button", { name: "Retour" }).click();
  await expect(dialog.getByRole("img", { name: /Cadrage de la signature/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByRole("button", { name: "Enregistrer la signature" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("status")).toHaveText("Signature enregistrée.");
  const imported = section.getByRole("img", { name: "Votre signature" });
  await expect(imported).not.toHaveAttribute("src", drawnSrc);
  await expectStoredInk(page, (await imported.getAttribute("src")) ?? "");

  // Removing it leaves dr.martin without a signature, as the other journeys expect him.
  await section.getByRole("button", { name: "Supprimer la signature" }).click();
  await expect(section.getByRole("status")).toHaveText("Signature supprimée.");
  await expect(section.getByText("Aucune signature enregistrée.")).toBeVisible();
});
