import { z } from "zod";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { DomainError } from "../../domain/errors.ts";
import { skipIdentification, submitIdentityDocument } from "../../domain/identity/identification.ts";
import { IDENTITY_DOCUMENT_MAX_BYTES } from "../../domain/rules/identity-document.ts";
import { decideIdentity, decideIdentityInput, pendingValidations, readIdentityDocument } from "../../domain/identity/validation-queue.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Identification (spec 1 §2): the user's card upload, and the super users' validation queue.

const state = z.enum(["NONE", "SKIPPED", "PENDING", "VALIDATED", "REJECTED"]);
const userIdParams = z.object({ id: dbIdSchema });

const pendingShape = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country: z.enum(["FR", "BE", "DE"]),
  rpps: z.string().nullable(),
  specialty_label: z.string().nullable(),
  document_url: z.string().nullable(),
});

async function readUpload(request: Request): Promise<{ bytes: Uint8Array; name: string }> {
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!file || typeof file === "string") throw new DomainError("invalid_file", "file");
  if (file.size > IDENTITY_DOCUMENT_MAX_BYTES) throw new DomainError("file_too_large", "file");
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

export const identityRoutes = [
  defineRoute({
    method: "POST",
    path: "/users/me/identification",
    operationId: "uploadIdentification",
    tag: "identity",
    summary: "Upload an identity or professional card (image or PDF, read by content); the account becomes pending.",
    auth: "loggedIn",
    errors: ["invalid_file", "file_too_large", "rate_limited"],
    rawBody: { mediaType: "multipart/form-data", maxBytes: IDENTITY_DOCUMENT_MAX_BYTES + 64 * 1024 },
    response: z.object({ status: state }),
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const upload = await readUpload(context.request);
      const status = await submitIdentityDocument(domainDeps(context), { userId: viewer.userId, ...upload });
      return { status: 201, body: { status } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/users/me/identification/skip",
    operationId: "skipIdentification",
    tag: "identity",
    summary: "Identify later: the account stays unvalidated.",
    auth: "loggedIn",
    response: z.object({ status: state }),
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      return { body: { status: await skipIdentification(context.prisma, viewer.userId) } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/identity-validations",
    operationId: "listIdentityValidations",
    tag: "identity",
    summary: "Super users: accounts waiting for identity validation, oldest first.",
    auth: "super",
    response: z.array(pendingShape),
    handler: async (context) => {
      const users = await pendingValidations(context.prisma);
      return {
        body: users.map((u) => ({
          user_id: u.id,
          first_name: u.firstName,
          last_name: u.lastName,
          email: u.email,
          country: u.country,
          rpps: u.professional?.rpps ?? null,
          specialty_label: u.professional ? localizeSpecialty(u.professional.specialty, context.locale).label : null,
          document_url: u.cpsPictureId ? `/api/v1/identity-validations/${u.id}/document` : null,
        })),
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/identity-validations/{id}/document",
    operationId: "getIdentityValidationDocument",
    tag: "identity",
    summary: "Super users: the uploaded card of a pending account.",
    auth: "super",
    params: userIdParams,
    response: z.string().describe("The file, with its sniffed content type."),
    handler: async (context, { params }) => {
      const file = await readIdentityDocument(context.prisma, context.storage, params.id);
      if (!file) return restError("not_found", context.locale);
      return { raw: file.bytes, headers: { "content-type": file.contentType, "content-disposition": "inline", "content-security-policy": "sandbox", "cache-control": "private, no-store" } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/identity-validations/{id}",
    operationId: "decideIdentityValidation",
    tag: "identity",
    summary: "Super users: validate or reject a pending account; the user's open page updates at once.",
    auth: "super",
    params: userIdParams,
    body: decideIdentityInput.pick({ decision: true }),
    response: z.object({ status: state }),
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await decideIdentity(domainDeps(context), viewer, { userId: params.id, decision: body.decision });
      return { body: { status: body.decision === "validate" ? "VALIDATED" : "REJECTED" } };
    },
  }),
];
