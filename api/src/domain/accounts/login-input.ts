import { z } from "zod";

// One schema for GraphQL and REST (REST maps snake_case onto it).
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254).pipe(z.email()),
  password: z.string().min(1).max(256),
  // Absent: send the code by email. "sms": send it by text message instead. Else: the code.
  mfaCode: z.string().trim().max(16).optional(),
  // "Remember this device" is on by default (spec 1 §2).
  rememberMfa: z.boolean().optional().default(true),
  // Issue 17: a login keeps the sessions of other devices unless the user asks to end them here.
  endOtherSessions: z.boolean().optional().default(false),
});

export type LoginInput = z.input<typeof loginInputSchema>;
