import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { STATE } from "./demo-accounts.ts";

// Issue 20 item 4 (spec 2 §5 "Avatar", §7): dr.martin chooses a photo, crops a square, and sees
// it in the sidebar in place of the initials.
test.use({ storageState: STATE.martinSession });

/** A landscape photo with a marked centre, made here so the test needs no file of its own. */
async function photo(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 255);
      pixels[i + 1] = Math.round((y / height) * 255);
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

test("dr.martin sets a profile photo and sees it in the sidebar", async ({ page }) => {
  await page.goto("/profile_edit");
  const section = page.getByRole("region", { name: "Photo de profil" });
  await expect(section).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: /photo/ }).click();
  await (await chooser).setFiles({ name: "vacances.jpg", mimeType: "image/jpeg", buffer: await photo() });

  await expect(section.getByRole("img", { name: /Cadrage de la photo/ })).toBeVisible();
  await section.getByLabel("Zoom").fill("1.5");
  await section.getByRole("button", { name: "Enregistrer la photo" }).click();
  await expect(section.getByRole("status")).toHaveText("Photo de profil enregistrée.");

  const avatar = page.locator(".account-avatar-picture");
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute("src", /\/api\/v1\/users\/\d+\/profile_picture\?id=\d+/);
  // The picture the server keeps: a square of at most 1024×1024, re-encoded.
  const src = (await avatar.getAttribute("src")) ?? "";
  const stored = await page.request.get(src);
  expect(stored.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await stored.body()).metadata();
  expect(meta.width).toBe(meta.height);
  expect(meta.width).toBeLessThanOrEqual(1024);

  // After a reload it is still there, from the server.
  await page.reload();
  await expect(page.locator(".account-avatar-picture")).toBeVisible();
  await expect(page.getByRole("region", { name: "Photo de profil" }).getByRole("button", { name: "Changer de photo" })).toBeVisible();

  // The profile page shows the picture too, in place of the initials.
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as { professional: { id: number } };
  await page.goto(`/profile/${me.professional.id}`);
  await expect(page.locator("img.avatar-large")).toHaveAttribute("src", src);
});
