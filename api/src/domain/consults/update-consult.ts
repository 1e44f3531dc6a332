import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { completionFields } from "../billing/completion.ts";
import { checkConsultFlags } from "../billing/consult-flags.ts";
import { actSupplementsSchema, billingNumberSchema, closingRefusal, completeConsult, rejectConsult, ACT_CODES } from "./complete-consult.ts";
import { checkConsultSurvey, writeConsultSurvey } from "./consult-survey.ts";
import { checkConsultTags, writeConsultTags } from "./consult-tags.ts";
import { requestIdOfConsult } from "./queries.ts";
import { loadStanding } from "./standing.ts";
import { checkRequestMeeting, setRequestMeeting } from "../meetings/registration.ts";

export const updateConsultInput = z.object({
  consultId: dbIdSchema,
  status: z.enum(["OPENED", "COMPLETED", "CANCELLED"]).optional(),
  actCode: z.enum(ACT_CODES).optional(),
  supplements: actSupplementsSchema,
  billingNumber: billingNumberSchema,
  tagIds: z.array(dbIdSchema).max(100).optional(),
  surveyValue: z.record(z.string(), z.unknown()).optional(),
  integratedAct: z.boolean().optional(),
  integratedReport: z.boolean().optional(),
  meetingId: dbIdSchema.nullish(),
});
export type UpdateConsultInput = z.input<typeof updateConsultInput>;

/**
 * The legacy "PUT consults/{id}" in one call: tags, then the survey, then the status change
 * (completion with its act code, or rejection), then the billing flags (billing/consult-flags.ts),
 * each through its own command and rules; meeting_id (null: no meeting) moves the request to a
 * meeting (meetings/registration.ts, spec 2 §6 meeting edit).
 */
export async function updateConsult(deps: Deps, viewer: Viewer, raw: UpdateConsultInput): Promise<{ requestId: number }> {
  const input = parseInput(updateConsultInput, raw);
  if (input.actCode !== undefined && input.status !== "COMPLETED") throw new DomainError("validation_failed", "status");
  if (input.status === "COMPLETED" && input.actCode === undefined) throw new DomainError("validation_failed", "actCode");
  const requestId = await requestIdOfConsult(deps.db, viewer, input.consultId);
  // Every part is checked before anything is written: a refused call changes nothing.
  if (input.status === "COMPLETED" || input.status === "CANCELLED") {
    const refused = closingRefusal((await loadStanding(deps.db, viewer, requestId)).standing);
    if (refused) throw refused;
  }
  const meeting = input.meetingId === undefined ? undefined : await checkRequestMeeting(deps.db, viewer, { requestId, meetingId: input.meetingId }, deps.now);
  const tags = input.tagIds === undefined ? null : await checkConsultTags(deps, viewer, { requestId, tagIds: input.tagIds });
  const survey = input.surveyValue === undefined ? null : await checkConsultSurvey(deps, viewer, { requestId, value: input.surveyValue });
  const flags = await checkConsultFlags(deps.db, viewer, { consultId: input.consultId, requestId, integratedAct: input.integratedAct, integratedReport: input.integratedReport });
  if (input.status === "COMPLETED" && input.actCode !== undefined) {
    await completionFields(deps.db, viewer, deps.now, { requestId, actCode: input.actCode, supplements: input.supplements, billingNumber: input.billingNumber });
  }
  if (meeting !== undefined) await setRequestMeeting(deps, viewer, { requestId, meetingId: meeting });
  if (tags) await writeConsultTags(deps, tags);
  if (survey) await writeConsultSurvey(deps, viewer, survey);
  if (input.status === "COMPLETED" && input.actCode !== undefined) await completeConsult(deps, viewer, { requestId, actCode: input.actCode, supplements: input.supplements, billingNumber: input.billingNumber });
  if (input.status === "CANCELLED") await rejectConsult(deps, viewer, { requestId });
  if (flags) await flags(deps.db);
  return { requestId };
}
