import { z } from "zod";
import { requireViewer } from "../../domain/access.ts";
import { setOwnLocale } from "../../domain/accounts/locale-choice.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { defineRoute } from "../route.ts";

export const localeRoutes = [
  defineRoute({
    method: "PUT",
    path: "/users/me/locale",
    operationId: "setCurrentUserLocale",
    tag: "settings",
    summary: "Stores the account's language: after login it wins over Accept-Language, in answers, mails and text messages.",
    auth: "loggedIn",
    errors: [],
    body: z.object({ locale: z.string().max(16).describe(`One of ${LOCALES.join(", ")}.`) }),
    response: z.object({ locale: z.enum(LOCALES) }),
    handler: async (context, { body }) => ({ body: await setOwnLocale({ db: context.prisma }, requireViewer(context.viewer), body) }),
  }),
];
