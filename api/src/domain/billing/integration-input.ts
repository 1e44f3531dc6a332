import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";
import { SEARCH_MAX_LENGTH } from "../rules/search-text.ts";
import { singleLineText } from "../single-line-text.ts";

// The inputs of the administrative data (spec 2 §7 GET/PUT integrations, §9 "page size 20").

/** Spec 2 §9: 20 a page, for integrations as for requests. */
export const INTEGRATIONS_PAGE = 20;
/** A hospital's encounter (IEP) or patient (IPP) number is short; anything longer is not one. */
export const HOSPITAL_NUMBER_MAX_LENGTH = 64;
export const MAX_INTEGRATION_OFFSET = 1_000_000;

/** tasks: every item; tasks:pending (the default): a task still to do; tasks:archived: every task done (the 'archived' filter). */
export const INTEGRATION_FEEDS = ["tasks:pending", "tasks", "tasks:archived"] as const;
export type IntegrationFeed = (typeof INTEGRATION_FEEDS)[number];
/** completed_at: oldest first (the default); -completed_at: newest first. */
export const INTEGRATION_SORTS = ["completed_at", "-completed_at"] as const;

export const integrationListInput = z.object({
  feed: z.enum(INTEGRATION_FEEDS).default("tasks:pending"),
  excludeNonBillable: z.boolean().default(true),
  sort: z.enum(INTEGRATION_SORTS).default("completed_at"),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  groupId: dbIdSchema.optional(),
  limit: z.number().int().min(1).max(INTEGRATIONS_PAGE).default(INTEGRATIONS_PAGE),
  offset: z.number().int().min(0).max(MAX_INTEGRATION_OFFSET).default(0),
});
export type IntegrationListInput = z.output<typeof integrationListInput>;

export const updateIntegrationInput = z.object({
  consultId: dbIdSchema,
  integratedAct: z.boolean().optional(),
  integratedReport: z.boolean().optional(),
  /** Trimmed; empty clears it. */
  iep: singleLineText().trim().max(HOSPITAL_NUMBER_MAX_LENGTH).optional(),
  ipp: singleLineText().trim().max(HOSPITAL_NUMBER_MAX_LENGTH).optional(),
});
export type UpdateIntegrationInput = z.input<typeof updateIntegrationInput>;
