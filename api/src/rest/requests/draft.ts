import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { deleteDraft } from "../../domain/requests/delete-draft.ts";
import { publishRequest } from "../../domain/requests/publish-request.ts";
import { updateDraft } from "../../domain/requests/update-draft.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { defineRoute, type RestContext } from "../route.ts";

const idParams = z.object({ id: dbIdSchema });

// Names of spec 2 §7 "PUT requests/{id}" that belong to later issues (billing, meetings,
// administrative data): refused by name rather than ignored, so that no client believes a
// billing number or a meeting was recorded.
const LATER = ["billing_number", "consult_meeting_id", "integrated_act", "integrated_report", "sender_type", "sender_group_id", "sender_topic_id", "recipient_type", "recipient_professional_id", "recipient_group_id", "recipient_topic_id"] as const;

const draftBody = z.object({
  version: z.number().int().min(0).optional().describe("The version the client loaded (also accepted as If-Match): a newer save answers 409 version_conflict. Without it the edit applies as is."),
  description: z.string().nullable().optional(),
  form_content: z
    .object({ value: z.record(z.string(), z.unknown()).nullable() })
    .nullable()
    .optional()
    .describe("The structured form's values by field name; the server stores the schema and the readable text."),
  patient_id: dbIdSchema.nullable().optional(),
  patient_consent: z.boolean().optional().describe("The patient agreed to tele-expertise (recorded with who and when)."),
  hospitalization: z.object({ iep: z.string().nullable() }).nullable().optional().describe("The hospital stay, for groups that collect it."),
  status: z.enum(["draft", "published"]).optional().describe("published sends the draft after saving the other fields."),
  ...Object.fromEntries(LATER.map((name) => [name, z.unknown().optional().describe("Not available yet: answers 422 validation_failed.")])),
});

const savedShape = z.object({ id: z.number().int(), status: z.enum(["draft", "published"]), version: z.number().int().nullable() });

function viewerOf(context: RestContext): Viewer {
  if (!context.viewer) throw new DomainError("forbidden");
  return context.viewer;
}

function versionOf(context: RestContext, body: { version?: number | undefined }): number | undefined {
  if (body.version !== undefined) return body.version;
  const match = /^"?(\d{1,10})"?$/.exec(context.request.headers.get("if-match") ?? "");
  return match ? Number(match[1]) : undefined;
}

export const draftRoutes = [
  defineRoute({
    method: "PUT",
    path: "/requests/{id}",
    tag: "requests",
    summary: "Saves a draft's fields (sender side, drafts only) and, with status published, sends it.",
    auth: "validated",
    params: idParams,
    body: draftBody,
    response: savedShape,
    handler: async (context, { params, body }) => {
      const viewer = viewerOf(context);
      const later = LATER.find((name) => (body as Record<string, unknown>)[name] !== undefined);
      if (later) throw new DomainError("validation_failed", later);
      const deps = domainDeps(context);
      const version = versionOf(context, body);
      const edits = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.form_content !== undefined ? { formValue: body.form_content?.value ?? null } : {}),
        ...(body.patient_id !== undefined ? { patientId: body.patient_id } : {}),
        ...(body.patient_consent !== undefined ? { patientConsent: body.patient_consent } : {}),
        ...(body.hospitalization !== undefined ? { iep: body.hospitalization?.iep?.trim() ? body.hospitalization.iep : null } : {}),
      };
      let current = version;
      if (Object.keys(edits).length > 0) current = (await updateDraft(deps, viewer, { requestId: params.id, ...(version !== undefined ? { version } : {}), ...edits })).version;
      if (body.status === "published") {
        await publishRequest(deps, viewer, { requestId: params.id, ...(current !== undefined ? { version: current } : {}) });
        return { body: { id: params.id, status: "published", version: current === undefined ? null : current + 1 } };
      }
      return { body: { id: params.id, status: "draft", version: current ?? null } };
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/requests/{id}",
    tag: "requests",
    summary: "Deletes a draft and its attachments; 409 delete_forbidden once a recipient-side participant exists.",
    auth: "validated",
    params: idParams,
    response: z.object({ id: z.number().int() }),
    handler: async (context, { params }) => {
      await deleteDraft(domainDeps(context), viewerOf(context), { requestId: params.id });
      return { body: { id: params.id } };
    },
  }),
];
