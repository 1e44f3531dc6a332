import { expect, test } from "@playwright/test";
import { STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

test.use({ storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });

// Issue 24 item 3, spec 1 §2 and spec 2 §2, §8: /download offers a file of our own origin under
// its title, and answers anything else (an absolute or protocol-relative address, no address)
// with the generic error, without a link to follow.
test("the download page offers a path of ours and refuses an absolute address", async ({ page }) => {
  // One screenshot at two widths with its axe check.
  test.setTimeout(90_000);
  const path = "/api/v1/requests/1/report/pdf";
  await page.goto(`/download?${new URLSearchParams({ url: path, title: "Compte rendu de l'avis" })}`);
  await expect(page.getByRole("heading", { level: 1, name: "Compte rendu de l'avis" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger" })).toHaveAttribute("href", path);
  await expect(page).toHaveTitle("Compte rendu de l'avis · Consilium");
  await snap(page, "download-page");

  for (const url of ["https://evil.example/compte-rendu.pdf", "//evil.example/compte-rendu.pdf"]) {
    await page.goto(`/download?${new URLSearchParams({ url, title: "Compte rendu" })}`);
    const error = page.getByRole("alert");
    await expect(error.getByRole("heading", { name: "Oups" })).toBeVisible();
    await expect(error).toContainText("ce lien de téléchargement n'est pas valide");
    await expect(page.getByRole("link", { name: "Télécharger" })).toHaveCount(0);
    await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  }
  await page.goto("/download");
  await expect(page.getByRole("alert").getByRole("heading", { name: "Oups" })).toBeVisible();
});
