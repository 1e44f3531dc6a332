import { csrfTokenFrom } from "../../relay/csrf.ts";

// Spec 2 §7 "Billing": the three REST calls of the billing modal. REST rather than GraphQL
// because their answers are what the practice software takes as they are: the text file, the
// JSON of billing_data (the vendors' contract), the software's address.

export type BillingCallOutcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string | null };

async function failure(response: Response): Promise<{ ok: false; code: string; message: string | null }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return { ok: false, code: typeof body.code === "string" ? body.code : "internal_error", message: typeof body.message === "string" ? body.message : null };
  } catch {
    return { ok: false, code: "internal_error", message: null };
  }
}

async function call(method: "GET" | "POST", path: string, locale: string): Promise<BillingCallOutcome<Response>> {
  try {
    const headers: Record<string, string> = { "accept-language": locale };
    if (method === "POST") headers["x-csrf-token"] = csrfTokenFrom(document.cookie) ?? "";
    const response = await fetch(path, { method, credentials: "same-origin", headers });
    return response.ok ? { ok: true, value: response } : failure(response);
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

/** The file's name from the answer's Content-Disposition (the server names it). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** GET requests/{id}/billing/: the text file, with its name. */
export async function fetchBillingText(requestId: number, locale: string): Promise<BillingCallOutcome<{ blob: Blob; name: string }>> {
  const outcome = await call("GET", `/api/v1/requests/${requestId}/billing/`, locale);
  if (!outcome.ok) return outcome;
  return { ok: true, value: { blob: await outcome.value.blob(), name: fileNameOf(outcome.value, `facturation-${requestId}.txt`) } };
}

/** POST requests/{id}/billing_data/: the JSON for the practice software (marks the act integrated). */
export async function exportBillingJson(requestId: number, locale: string): Promise<BillingCallOutcome<string>> {
  const outcome = await call("POST", `/api/v1/requests/${requestId}/billing_data/`, locale);
  if (!outcome.ok) return outcome;
  return { ok: true, value: `${JSON.stringify(await outcome.value.json(), null, 2)}\n` };
}

/** POST requests/{id}/billing_transfer/: the address of the practice software (marks the act integrated). */
export async function transferToSoftware(requestId: number, locale: string): Promise<BillingCallOutcome<string>> {
  const outcome = await call("POST", `/api/v1/requests/${requestId}/billing_transfer/`, locale);
  if (!outcome.ok) return outcome;
  const body = (await outcome.value.json()) as { redirect_url?: unknown };
  return typeof body.redirect_url === "string" ? { ok: true, value: body.redirect_url } : { ok: false, code: "internal_error", message: null };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
