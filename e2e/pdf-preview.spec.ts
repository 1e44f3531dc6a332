import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { STATE } from "./demo-accounts.ts";

// Issue 17 item 5: a PDF attachment is drawn by pdf.js in the viewer (its scripts never run), and
// the file itself is served as a sandboxed download, not rendered by the browser's PDF viewer.
test("a PDF attachment opens as pages drawn in the viewer, and downloads as an attachment", async ({ browser, baseURL }) => {
  // dr.martin's own requests carry lab reports as PDFs (prisma/seed/cases, senderAnswerAttachment and attachment).
  const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/");
  const found = await page.request.post("/graphql", {
    data: { query: `{ requests(feed: FROM_ME, first: 100) { edges { node { databaseId selfSide files { name contentType url } } } } }` },
  });
  type Feed = { data: { requests: { edges: { node: { databaseId: number; selfSide: string | null; files: { name: string; contentType: string; url: string }[] } }[] } } };
  const body = (await found.json()) as Feed;
  const withPdf = body.data.requests.edges.map((edge) => edge.node).find((node) => node.selfSide === "SENDER" && node.files.some((file) => file.contentType === "application/pdf"));
  expect(withPdf, "a sent request with a PDF in the demo data").toBeDefined();
  const pdf = withPdf?.files.find((file) => file.contentType === "application/pdf");
  if (!withPdf || !pdf) return;

  const download = await page.request.get(pdf.url);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(download.headers()["content-security-policy"]).toMatch(/^sandbox;/);

  await page.goto(`/request/${withPdf.databaseId}`);
  const opener = page.getByRole("button", { name: pdf.name }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: pdf.name });
  await expect(dialog.getByRole("img", { name: `Page 1 de ${pdf.name}` })).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(0);
  await page.screenshot({ path: "test-results/pdf-preview.png" });
  await expectAccessibleScreen(page, "PDF viewer");
  // Closed, the viewer gives the focus back to the attachment that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.context().close();
});
