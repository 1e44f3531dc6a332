import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { registerPushToken } from "../../domain/interop/push-tokens.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

export const pushTokenRoutes = [
  defineRoute({
    method: "POST",
    path: "/push-tokens",
    operationId: "registerPushToken",
    tag: "interop",
    summary:
      "The mobile app's push address on this device (spec 2 §7): one per device and per session, removed at logout. New requests and messages then also reach the app (no patient in the text).",
    auth: "validated",
    body: z.object({
      platform: z.literal("expo").describe("The push service: expo."),
      value: z.string().max(256).describe("The Expo push token, ExponentPushToken[...]."),
    }),
    response: z.object({ platform: z.string(), created_at: z.string() }),
    successStatus: { status: 201, description: "The token is registered for this session." },
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const saved = await registerPushToken(domainDeps(context), viewer, body);
      return { status: 201, body: { platform: saved.platform, created_at: saved.createdAt.toISOString() } };
    },
  }),
];
