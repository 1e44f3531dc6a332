import { queryFromInfo } from "@pothos/plugin-prisma";
import { domainDeps } from "../../call/domain-deps.ts";
import { GraphQLError } from "graphql";
import { skipIdentification } from "../../domain/identity/identification.ts";
import { countPendingValidations, decideIdentity, PENDING_VALIDATION_ORDER, PENDING_VALIDATION_WHERE, PENDING_VALIDATIONS_PAGE } from "../../domain/identity/validation-queue.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { offsetConnection } from "../offset-page.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";

// Identification: the card itself is uploaded over REST (multipart) at
// POST /api/v1/users/me/identification; GraphQL holds the states, the queue and the decision.

type DecisionShape = { kind: "decided"; userId: number };

const IdentityDecisionEnum = builder.enumType("IdentityDecision", {
  description: "A super user's decision on a pending identity.",
  values: {
    VALIDATE: { description: "The card matches: the account becomes validated." },
    REJECT: { description: "The card does not match or cannot be read: the user may send another." },
  } as const,
});

const IdentityDecided = builder.objectRef<DecisionShape>("IdentityDecided").implement({
  description: "The decision is recorded and the user notified.",
  fields: (t) => ({
    user: t.prismaField({ type: UserRef, description: "The decided user, with their new identification status.", resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }) }),
  }),
});

const DecideIdentityResult = builder.errorUnion("DecideIdentityResult", {
  description: "Decided, or a DomainError: not_found (no such pending account).",
  types: [IdentityDecided, DomainError],
  resolveType: () => IdentityDecided,
});

builder.queryField("pendingIdentityValidations", (t) =>
  t.connection(
    {
      type: UserRef,
      authScopes: { superUser: true },
      description: `Super users: accounts whose card waits for a decision, oldest first, ${PENDING_VALIDATIONS_PAGE} a page (\`first\` or \`last\` at most ${PENDING_VALIDATIONS_PAGE}). The card is at /api/v1/identity-validations/{databaseId}/document.`,
      resolve: (_root, args, context, info) =>
        offsetConnection(
          "pending",
          args,
          { defaultSize: PENDING_VALIDATIONS_PAGE, maxSize: PENDING_VALIDATIONS_PAGE },
          {
            count: () => countPendingValidations(context.prisma),
            rows: ({ offset, limit }) =>
              context.prisma.user.findMany({ ...queryFromInfo({ context, info, path: ["edges", "node"] }), where: PENDING_VALIDATION_WHERE, orderBy: PENDING_VALIDATION_ORDER, skip: offset, take: limit }),
          },
        ),
    },
    {
      name: "PendingIdentityValidationsConnection",
      description: "A page of the identity validation queue.",
      fields: (c) => ({ totalCount: c.int({ description: "Accounts waiting for a decision, all pages together.", resolve: (connection) => connection.totalCount }) }),
    },
    { name: "PendingIdentityValidationsEdge", description: "An account waiting for a decision on its identity." },
  ),
);

builder.mutationField("skipIdentification", (t) =>
  t.prismaField({
    type: "User",
    authScopes: { loggedIn: true },
    description: "Identify later: the account stays unvalidated.",
    resolve: async (query, _root, _args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new GraphQLError(errorMessage("unauthenticated", context.locale), { extensions: { code: "unauthenticated" } });
      await skipIdentification(context.prisma, viewer.userId);
      return context.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.userId } });
    },
  }),
);

builder.mutationField("decideIdentity", (t) =>
  t.field({
    type: DecideIdentityResult,
    authScopes: { superUser: true },
    description: "Super users: validate or reject a pending account. The user's open page hears userValidated at once.",
    args: {
      userId: t.arg.globalID({ required: true, for: UserRef, description: "Global id of the pending user." }),
      decision: t.arg({ type: IdentityDecisionEnum, required: true, description: "Validate or reject." }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new GraphQLError(errorMessage("unauthenticated", context.locale), { extensions: { code: "unauthenticated" } });
      const userId = toDbId(args.userId.id);
      await decideIdentity(domainDeps(context), viewer, { userId, decision: args.decision === "VALIDATE" ? "validate" : "reject" });
      return { kind: "decided", userId } satisfies DecisionShape;
    },
  }),
);

builder.subscriptionField("userValidated", (t) =>
  t.prismaField({
    type: "User",
    authScopes: { loggedIn: true },
    description: "Fires when a super user decides on the viewer's identity (the user_validated event).",
    subscribe: (_root, _args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new GraphQLError(errorMessage("unauthenticated", context.locale), { extensions: { code: "unauthenticated" } });
      return context.pubsub.subscribe("userValidated", viewer.userId);
    },
    resolve: (query, event, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: event.userId } }),
  }),
);
