import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import { cleanFormValue, readFormSchema, validateFormValue } from "../rules/form-schema.ts";
import type { Viewer } from "../viewer.ts";
import { canEditSurvey } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding } from "./standing.ts";

export const saveConsultSurveyInput = z.object({
  requestId: dbIdSchema,
  value: z.record(z.string().max(64), z.unknown()).refine((value) => Object.keys(value).length <= 200),
});
export type SaveConsultSurveyInput = z.input<typeof saveConsultSurveyInput>;

type CheckedSurvey = { requestId: number; surveyContent: Prisma.InputJsonObject };

/** Who may fill the survey, and whether the answers hold: what to write, or the refusal (nothing written). */
export async function checkConsultSurvey(deps: Deps, viewer: Viewer, raw: SaveConsultSurveyInput): Promise<CheckedSurvey> {
  const input = parseInput(saveConsultSurveyInput, raw);
  const { row, standing } = await loadStanding(deps.db, viewer, input.requestId);
  if (!canEditSurvey(standing)) throw new DomainError(standing.side === "RECIPIENT" ? "consult_not_opened" : "not_recipient");
  const topic = row.recipientTopicId === null ? null : await deps.db.topic.findUnique({ where: { id: row.recipientTopicId }, select: { surveySchema: true } });
  const schema = readFormSchema(topic?.surveySchema);
  if (!schema) throw new DomainError("no_survey");
  const errors = validateFormValue(schema, input.value);
  const firstWrong = Object.keys(errors)[0];
  if (firstWrong !== undefined) throw new DomainError("survey_invalid", firstWrong);
  // The schema is stored with the value, so the answer stays readable after the topic's survey
  // changes; plain JSON as stored (undefined optional keys dropped).
  const surveyContent = JSON.parse(JSON.stringify({ schema, value: cleanFormValue(schema, input.value) })) as Prisma.InputJsonObject;
  return { requestId: input.requestId, surveyContent };
}

export async function writeConsultSurvey(deps: Deps, viewer: Viewer, checked: CheckedSurvey): Promise<void> {
  const { requestId, surveyContent } = checked;
  const data = { surveyContent, surveyEditedAt: deps.now, surveyEditedById: viewer.userId };
  await deps.db.consult.upsert({ where: { requestId }, create: { requestId, ...data }, update: data });
  await publishRequestChange(deps, { requestId, kind: "consult" }, []);
}

/**
 * Saves the consult survey of the recipient topic (spec 2 §5: it must be valid before saving,
 * else "the form has errors"; the first wrong field is named).
 */
export async function saveConsultSurvey(deps: Deps, viewer: Viewer, raw: SaveConsultSurveyInput): Promise<{ requestId: number }> {
  const checked = await checkConsultSurvey(deps, viewer, raw);
  await writeConsultSurvey(deps, viewer, checked);
  return { requestId: checked.requestId };
}
