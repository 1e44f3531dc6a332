import { safeRedirectPath } from "@rules/redirect-path.ts";

/**
 * Spec 1 §2, spec 2 §2 "/download": what the page offers to download, or null (the generic
 * error of spec 2 §8). Only a path on our own origin: a link from an e-mail, the mobile app or
 * practice software must not turn our page into a springboard to another site.
 */
export function downloadTarget(search: string): { url: string; title: string | null } | null {
  const params = new URLSearchParams(search);
  const url = safeRedirectPath(params.get("url"));
  if (!url) return null;
  const title = params.get("title")?.trim().slice(0, 200) || null;
  return { url, title };
}
