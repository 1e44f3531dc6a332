import { z } from "zod";

// One schema for GraphQL and REST (REST maps snake_case onto it).
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254).pipe(z.email()),
  password: z.string().min(1).max(256),
  rememberDevice: z.boolean().optional().default(true),
});

export type LoginInput = z.input<typeof loginInputSchema>;
