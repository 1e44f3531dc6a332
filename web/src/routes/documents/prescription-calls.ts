import { csrfTokenFrom } from "../../relay/csrf.ts";
import type { PrescriptionTemplate } from "@rules/prescription-fields.ts";

// Spec 2 §7 POST requests/prescription_generation/: the preview is a download over REST (the
// answer is the PDF itself, as the spec has it); attaching goes over GraphQL
// (useAttachPrescriptionMutation.ts), whose answer refreshes the request's files in the store.

export type PrescriptionForm = {
  template: PrescriptionTemplate;
  text: string;
  aldText: string;
  ald: boolean | null;
  workAccident: boolean | null;
  workAccidentDate: string;
  workAccidentNumber: string;
  deadlineDate: string;
  billingNumber: string | null;
};

export type PreviewOutcome = { ok: true; blob: Blob; name: string } | { ok: false; code: string; message: string | null };

/** The REST payload's values (snake_case, spec 2 §7). */
export function restValues(form: PrescriptionForm): Record<string, string | boolean | null> {
  return {
    text: form.text,
    ald_text: form.aldText,
    ald: form.ald,
    work_accident: form.workAccident,
    work_accident_date: form.workAccidentDate,
    work_accident_number: form.workAccidentNumber,
    deadline_date: form.deadlineDate,
  };
}

function fileNameOf(response: Response): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? "ordonnance.pdf";
}

/** The PDF, or the refusal with the server's messageDetails (spec 2 §8). */
export async function fetchPrescriptionPdf(requestId: number, form: PrescriptionForm, locale: string): Promise<PreviewOutcome> {
  try {
    const response = await fetch("/api/v1/requests/prescription_generation/", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "accept-language": locale, "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
      body: JSON.stringify({ request_id: requestId, template_name: form.template, values: restValues(form), billing_number: form.billingNumber }),
    });
    if (response.ok) return { ok: true, blob: await response.blob(), name: fileNameOf(response) };
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; messageDetails?: unknown };
    return { ok: false, code: typeof body.code === "string" ? body.code : "internal_error", message: typeof body.messageDetails === "string" ? body.messageDetails : null };
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

/** Hands the file to the browser's downloads. */
export function savePdf(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
