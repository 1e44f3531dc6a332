import { finishPscFlow } from "../../call/psc-flow.ts";
import { builder } from "../builder.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";

// The browser starts the round trip by navigating to /api/v1/pro-sante-connect/start; the
// callback page then completes it here with the query string it came back with.

type DoneShape = { kind: "done"; outcome: "LOGGED_IN" | "VALIDATED"; redirectUrl: string; userId: number | null };
type MissingShape = { kind: "missing"; rpps: string };

const ProSanteConnectOutcomeEnum = builder.enumType("ProSanteConnectOutcome", {
  description: "What a completed Pro Santé Connect round trip did.",
  values: {
    LOGGED_IN: { description: "The card's holder is logged in (action=login)." },
    VALIDATED: { description: "The logged-in user's identity is validated by the card (action=validate)." },
  } as const,
});

const ProSanteConnectDone = builder.objectRef<DoneShape>("ProSanteConnectDone").implement({
  description: "The round trip succeeded.",
  fields: (t) => ({
    outcome: t.field({ type: ProSanteConnectOutcomeEnum, description: "Logged in or validated.", resolve: (p) => p.outcome }),
    redirectUrl: t.exposeString("redirectUrl", { description: "The page to go back to (a path of this site)." }),
    viewer: t.prismaField({
      type: UserRef,
      nullable: true,
      description: "The user now logged in or validated; null when the session is gone.",
      resolve: (query, parent, _args, context) => {
        const userId = parent.userId ?? context.viewer?.userId;
        return userId ? context.prisma.user.findUnique({ ...query, where: { id: userId } }) : null;
      },
    }),
  }),
});

const ProSanteConnectAccountMissing = builder.objectRef<MissingShape>("ProSanteConnectAccountMissing").implement({
  description: "No account for this card: open signup prefilled with this registration number.",
  fields: (t) => ({ rpps: t.exposeString("rpps", { description: "The RPPS number read from the card." }) }),
});

const CompleteProSanteConnectResult = builder.errorUnion("CompleteProSanteConnectResult", {
  description: "Done, no account for this card, or a DomainError: psc_unavailable, psc_failed, psc_credentials (the card is another professional's).",
  types: [ProSanteConnectDone, ProSanteConnectAccountMissing, DomainError],
  // Thrown DomainErrors are resolved by the plugin before this is asked.
  resolveType: (value) => ("kind" in value && value.kind === "missing" ? "ProSanteConnectAccountMissing" : "ProSanteConnectDone"),
});

builder.mutationField("completeProSanteConnect", (t) =>
  t.field({
    type: CompleteProSanteConnectResult,
    authScopes: { public: true },
    description: "Completes a Pro Santé Connect round trip started at /api/v1/pro-sante-connect/start, from the callback page.",
    args: { callbackQuery: t.arg.string({ required: true, description: "The query string of the callback URL (code, state)." }) },
    resolve: async (_root, { callbackQuery }, context) => {
      const { outcome, redirectUrl } = await finishPscFlow(context, callbackQuery);
      if (outcome.kind === "account_missing") return { kind: "missing", rpps: outcome.rpps } satisfies MissingShape;
      return {
        kind: "done",
        outcome: outcome.kind === "logged_in" ? "LOGGED_IN" : "VALIDATED",
        redirectUrl,
        userId: outcome.kind === "logged_in" ? outcome.session.userId : null,
      } satisfies DoneShape;
    },
  }),
);

builder.queryField("proSanteConnectAvailable", (t) =>
  t.boolean({
    authScopes: { public: true },
    description: "Whether the Pro Santé Connect card login is configured here; the login page shows its button only then.",
    resolve: (_root, _args, context) => context.psc !== null,
  }),
);
