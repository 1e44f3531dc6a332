import { requireViewer } from "../../domain/access.ts";
import { setOwnLocale } from "../../domain/accounts/locale-choice.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";

const LocaleChosen = builder.objectRef<{ locale: string; userId: number }>("LocaleChosen").implement({
  description: "The account's language is stored; the next calls, mails and text messages use it.",
  fields: (t) => ({
    locale: t.exposeString("locale", { description: `The account's language (${LOCALES.join(", ")}).` }),
    viewer: t.prismaField({ type: "User", nullable: true, description: "The viewer, to refresh its locale.", resolve: (query, chosen, _args, context) => context.prisma.user.findUnique({ ...query, where: { id: chosen.userId } }) }),
  }),
});

builder.mutationField("setViewerLocale", (t) =>
  t.field({
    type: builder.errorUnion("SetViewerLocaleResult", { description: "The language stored, or a DomainError: validation_failed (unknown locale).", types: [LocaleChosen, DomainError], resolveType: () => LocaleChosen }),
    authScopes: { loggedIn: true },
    description: "The language chosen in the menu or in settings, stored on the account (issue 20): after login it wins over the browser's language, in the interface, the messages sent and the API's error messages.",
    args: {
      input: t.arg({
        type: builder.inputType("SetViewerLocaleInput", { description: "The language.", fields: (f) => ({ locale: f.string({ required: true, description: `One of ${LOCALES.join(", ")}.` }) }) }),
        required: true,
        description: "The language chosen.",
      }),
    },
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context.viewer);
      return { ...(await setOwnLocale({ db: context.prisma }, viewer, { locale: input.locale })), userId: viewer.userId };
    },
  }),
);
