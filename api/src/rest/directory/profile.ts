import { z } from "zod";
import { readProfile } from "../../domain/directory/profile.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

const profileShape = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(["M", "F", "O"]).nullable(),
  country: z.enum(["FR", "BE", "DE"]),
  rpps: z.string(),
  rpps_type: z.number().int().describe("8 = RPPS; 0 = ADELI, INAMI or LANR."),
  specialty: z.object({ code: z.string(), label: z.string(), short_label: z.string(), profession_code: z.number().int(), profession_label: z.string() }),
  practices: z.array(z.object({ id: z.number().int(), lat: z.number(), lng: z.number(), city: z.string(), full_address: z.string(), postal_code: z.string() })),
  degrees: z.array(z.object({ id: z.number().int(), type_code: z.string(), type_label: z.string(), label: z.string() })),
  is_registered: z.boolean(),
  user: z.object({ id: z.number().int(), bio: z.string().nullable(), accepts_individual_requests: z.boolean() }).nullable(),
  is_contact: z.boolean(),
  contact_id: z.number().int().nullable().describe("The caller's contact entry (DELETE /contacts/{id} removes it)."),
  can_request_advice: z.boolean().describe("Spec 1 §6: same country as the caller, registered, takes individual requests, not the caller."),
});

export const profileRoutes = [
  defineRoute({
    method: "GET",
    path: "/professionals/{id}",
    operationId: "getProfessional",
    tag: "directory",
    summary: "A professional's public profile (spec 1 §2 'Profile page'), labels in the caller's language; 404 when unknown.",
    auth: "validated",
    params: z.object({ id: dbIdSchema }),
    response: profileShape,
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const p = await readProfile(context.prisma, viewer, params.id, context.locale);
      if (!p) return restError("not_found", context.locale);
      return {
        body: {
          id: p.id,
          first_name: p.firstName,
          last_name: p.lastName,
          gender: p.gender,
          country: p.country,
          rpps: p.rpps,
          rpps_type: p.rppsType,
          specialty: { code: p.specialty.code, label: p.specialty.label, short_label: p.specialty.shortLabel, profession_code: p.specialty.professionCode, profession_label: p.specialty.professionLabel },
          practices: p.practices.map((x) => ({ id: x.id, lat: x.lat, lng: x.lng, city: x.city, full_address: x.fullAddress, postal_code: x.postalCode })),
          degrees: p.degrees.map((d) => ({ id: d.id, type_code: d.typeCode, type_label: d.typeLabel, label: d.label })),
          is_registered: p.user !== null,
          user: p.user ? { id: p.user.id, bio: p.user.bio, accepts_individual_requests: p.user.acceptsIndividualRequests } : null,
          is_contact: p.contactId !== null,
          contact_id: p.contactId,
          can_request_advice: p.canRequestAdvice,
        },
      };
    },
  }),
];
