import { z } from "zod";
import { requireViewer } from "../../domain/access.ts";
import { changeOwnEmail, changeOwnPhone, type ContactChangeStep } from "../../domain/accounts/contact-change.ts";
import { changeOwnPassword } from "../../domain/accounts/password-change.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { defineRoute } from "../route.ts";

const code = z.string().max(16).optional();
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const stepShape = z.object({
  status: z.enum(["codes_sent", "changed"]).describe("codes_sent after the first call; changed once both codes were right."),
  codes: z
    .array(z.object({ channel: z.enum(["email", "sms"]), masked_target: z.string(), field: z.enum(["email_validation", "phone_validation"]) }))
    .optional()
    .describe("Where the two codes went, and which payload field takes each (first call)."),
  value: z.string().optional().describe("The new email address or phone number as stored (second call)."),
});

function stepBody(step: ContactChangeStep): z.output<typeof stepShape> {
  if (step.kind === "changed") return { status: "changed", value: step.value };
  return {
    status: "codes_sent",
    codes: step.codes.map((c) => ({ channel: c.channel === "EMAIL" ? "email" : "sms", masked_target: c.maskedTarget, field: snake(c.field) as "email_validation" | "phone_validation" })),
  };
}

const contactErrors = ["invalid_email", "invalid_phone", "already_exists", "same_contact", "invalid_code", "code_expired", "rate_limited"] as const;

// Spec 2 §7, settings: "password update", "email update", "phone update".
export const credentialRoutes = [
  defineRoute({
    method: "POST",
    path: "/password/update",
    operationId: "updatePassword",
    tag: "settings",
    summary: "Changes the password: current_password, then password (12 characters at least). Every other session of the account ends and its sockets close.",
    auth: "loggedIn",
    errors: ["wrong_password", "passwords_do_not_match", "password_too_short", "password_too_long", "rate_limited"],
    body: z.object({
      current_password: z.string().max(1_000),
      password: z.string().max(1_000),
      password_confirmation: z.string().max(1_000).optional().describe("The new password typed again; when given it must be equal."),
    }),
    response: z.object({ ended_sessions: z.number().int().describe("How many other sessions were ended.") }),
    handler: async (context, { body }) => {
      const changed = await changeOwnPassword(domainDeps(context), requireViewer(context.viewer), { currentPassword: body.current_password, password: body.password, passwordConfirmation: body.password_confirmation });
      return { body: { ended_sessions: changed.endedSessionIds.length } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/email/update",
    operationId: "updateEmail",
    tag: "settings",
    summary: "Email change in two calls: with email alone, sends a code to it and one to the mobile phone (the current address without one); again with email_validation and phone_validation, changes the address and tells the old one.",
    auth: "loggedIn",
    errors: [...contactErrors],
    body: z.object({ email: z.string().max(1_000), email_validation: code, phone_validation: code }),
    response: stepShape,
    handler: async (context, { body }) => {
      const step = await changeOwnEmail(domainDeps(context), requireViewer(context.viewer), { email: body.email, emailValidation: body.email_validation, phoneValidation: body.phone_validation });
      return { body: stepBody(step) };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/phone/update",
    operationId: "updatePhone",
    tag: "settings",
    summary: "Mobile phone change in two calls: with phone alone, sends a code to it and one to the email address; again with both codes, changes the number and tells the old contacts.",
    auth: "loggedIn",
    errors: [...contactErrors],
    body: z.object({ phone: z.string().max(1_000), email_validation: code, phone_validation: code }),
    response: stepShape,
    handler: async (context, { body }) => {
      const step = await changeOwnPhone(domainDeps(context), requireViewer(context.viewer), { phone: body.phone, emailValidation: body.email_validation, phoneValidation: body.phone_validation });
      return { body: stepBody(step) };
    },
  }),
];
