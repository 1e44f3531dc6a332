import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { convertInteropDraft, prepareInteropDraft } from "../../domain/interop/prepared-drafts.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";
import { interopDraftBody, interopDraftInputOf } from "./interop-draft-body.ts";

const preparedShape = z.object({
  id: z.string(),
  url: z.string().describe("Where the doctor opens it: /interop/drafts/{id} on this site."),
  expires_at: z.string(),
});

export const interopDraftRoutes = [
  defineRoute({
    method: "POST",
    path: "/interop/drafts",
    operationId: "prepareInteropDraft",
    tag: "interop",
    summary:
      "Prepares a request for the calling doctor, to open later at /interop/drafts/{id} (issue 24); the parameters are checked now and again when it is opened. Expires after 7 days.",
    auth: "validated",
    errors: ["interop_recipient_missing"],
    body: interopDraftBody,
    response: preparedShape,
    successStatus: { status: 201, description: "The draft is prepared; send the doctor to its url." },
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const prepared = await prepareInteropDraft(domainDeps(context), viewer, interopDraftInputOf(body));
      return { status: 201, body: { id: prepared.id, url: `/interop/drafts/${prepared.id}`, expires_at: prepared.expiresAt.toISOString() } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/interop/{id}/convert",
    operationId: "convertInteropDraft",
    tag: "interop",
    summary:
      "Turns a prepared draft into a request draft of its doctor (spec 2 §7); converting again answers the same request. 404 for another doctor's or a missing one, 410 once expired.",
    auth: "validated",
    errors: ["interop_recipient_missing", "interop_recipient_unknown", "interop_draft_expired", "recipient_unavailable", "recipient_unaccepted", "forbidden"],
    params: z.object({ id: z.string().max(64) }),
    response: z.object({ request_id: z.number().int() }),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { requestId } = await convertInteropDraft(domainDeps(context), viewer, params.id);
      return { body: { request_id: requestId } };
    },
  }),
];
