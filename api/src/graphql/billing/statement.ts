import { canAdminGroup, standingFromRows, viewerMembershipSelect } from "../../domain/groups/standing.ts";
import { loadStatement, type Statement } from "../../domain/billing/statement-read.ts";
import { currentStatementYear, STATEMENT_FIRST_YEAR, type StatementMonth, type StatementSide } from "../../domain/billing/statement.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { GroupRef } from "../groups/group.ts";
import { toDbId } from "../ids.ts";

// Issue 21 item 7: the statement, per month of a year, of a professional's acts or of a group's
// (api/src/domain/billing/statement.ts); the CSV is the REST route GET /api/v1/statement.csv.

const StatementSideRef = builder.objectRef<StatementSide>("StatementSide").implement({
  description: "One side's acts (as expert, or as requester) in a month or a year, priced from the act table at each completion date.",
  fields: (t) => ({
    acts: t.exposeInt("acts", { description: "Billable acts completed in the period." }),
    billedActs: t.exposeInt("billedActs", { description: "Of those, how many are marked billed (the consult's integrated act)." }),
    billedCents: t.exposeInt("billedCents", { description: "Euro cents of the acts marked billed." }),
    unbilledCents: t.exposeInt("unbilledCents", { description: "Euro cents of the acts not yet billed." }),
    amountCents: t.int({ description: "Euro cents of all the period's acts, billed or not.", resolve: (side) => side.billedCents + side.unbilledCents }),
  }),
});

const StatementMonthRef = builder.objectRef<StatementMonth>("StatementMonth").implement({
  description: "A month of the statement (by the completion day in France, Belgium and Germany).",
  fields: (t) => ({
    month: t.exposeString("month", { description: "The month, YYYY-MM." }),
    expert: t.field({ type: StatementSideRef, description: "Acts billed as the expert (consults completed).", resolve: (month) => month.expert }),
    requester: t.field({ type: StatementSideRef, description: "Acts billed as the requester (RQD, 01670, the requester's TE1/TE2 before April 2022).", resolve: (month) => month.requester }),
  }),
});

const StatementTotalRef = builder.objectRef<Statement["total"]>("StatementTotal").implement({
  description: "The year's totals of the statement.",
  fields: (t) => ({
    expert: t.field({ type: StatementSideRef, description: "The year's acts as expert.", resolve: (total) => total.expert }),
    requester: t.field({ type: StatementSideRef, description: "The year's acts as requester.", resolve: (total) => total.requester }),
  }),
});

const StatementRef = builder.objectRef<Statement>("Statement").implement({
  description: "Acts and amounts by month of a year, billed and not yet billed: the viewer's own, or a group's for its administrators.",
  fields: (t) => ({
    year: t.exposeInt("year", { description: "The calendar year." }),
    groupName: t.string({ nullable: true, description: "The group's name for a group's statement; null for the viewer's own.", resolve: (statement) => (statement.scope.kind === "group" ? statement.scope.groupName : null) }),
    months: t.field({ type: [StatementMonthRef], description: "The twelve months, January first.", resolve: (statement) => statement.months }),
    total: t.field({ type: StatementTotalRef, description: "The year's totals.", resolve: (statement) => statement.total }),
    firstYear: t.int({ description: "The first year a statement may be asked for (the act table starts in 2019).", resolve: () => STATEMENT_FIRST_YEAR }),
    csvPath: t.string({
      description: "Where to GET the same statement as CSV (same-origin, cookie session).",
      resolve: (statement) => {
        const query = new URLSearchParams({ year: String(statement.year) });
        if (statement.scope.kind === "group") query.set("group_id", String(statement.scope.groupId));
        return `/api/v1/statement.csv?${query}`;
      },
    }),
  }),
});

const StatementResult = builder.errorUnion("StatementResult", {
  description: "The statement, or why not (not_found: no such group; forbidden: not its administrator; validation_failed: a year out of range).",
  types: [StatementRef, DomainError],
  resolveType: () => StatementRef,
});

builder.queryField("statement", (t) =>
  t.field({
    type: StatementResult,
    authScopes: { validated: true },
    description: "Issue 21: acts and amounts by month of a year, as expert and as requester, billed and not yet billed. Without groupId, the viewer's own acts; with it, the group's (acts answered by the group as recipient, acts sent from it), for its administrators and super users.",
    args: {
      year: t.arg.int({ description: "The calendar year (2019 onwards); the current one by default." }),
      groupId: t.arg.globalID({ description: "A group the viewer administers." }),
    },
    resolve: async (_root, args, context) => {
      let groupId: number | undefined;
      if (args.groupId) {
        groupId = args.groupId.typename === "Group" ? toDbId(args.groupId.id) : 0;
        if (groupId === 0) throw new DomainError("not_found");
      }
      return loadStatement(context.prisma, context.viewer, { year: args.year ?? currentStatementYear(context.now()), groupId });
    },
  }),
);

builder.prismaObjectFields(GroupRef, (t) => ({
  viewerCanSeeStatement: t.boolean({
    description: "Issue 21: the viewer may read the group's statement (administrators and super users).",
    select: (_args, context) => ({ memberships: viewerMembershipSelect(context.viewer) }),
    resolve: (group, _args, context) => canAdminGroup(standingFromRows(context.viewer, group.memberships)),
  }),
}));
