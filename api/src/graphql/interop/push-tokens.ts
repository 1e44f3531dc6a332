import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { registerPushToken } from "../../domain/interop/push-tokens.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";

// Spec 2 §7 POST push-tokens (issue 24 item 5).

const PushTokenRegistered = builder.objectRef<{ platform: string; createdAt: Date }>("PushTokenRegistered").implement({
  description: "The device's push token is registered for this session.",
  fields: (t) => ({
    platform: t.exposeString("platform", { description: "The push service (expo)." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was registered." }),
  }),
});

const RegisterPushTokenResult = builder.errorUnion("RegisterPushTokenResult", {
  description: "The registered token, or why it was refused (validation_failed for anything but an Expo push token).",
  types: [PushTokenRegistered, DomainError],
  resolveType: () => PushTokenRegistered,
});

builder.mutationField("registerPushToken", (t) =>
  t.field({
    type: RegisterPushTokenResult,
    authScopes: { validated: true },
    description: "The mobile app's push address on this device: one per device and per session, removed at logout.",
    args: {
      platform: t.arg.string({ required: true, description: "The push service: expo." }),
      value: t.arg.string({ required: true, description: "The Expo push token, ExponentPushToken[...]." }),
    },
    resolve: (_root, args, context) => registerPushToken(domainDeps(context), requireViewer(context.viewer), { platform: args.platform, value: args.value }),
  }),
);
