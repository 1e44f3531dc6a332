import { z } from "zod";
import { statementCsv } from "../../domain/billing/statement-csv.ts";
import { loadStatement } from "../../domain/billing/statement-read.ts";
import { currentStatementYear, STATEMENT_FIRST_YEAR, STATEMENT_LAST_YEAR } from "../../domain/billing/statement.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { defineRoute } from "../route.ts";

// Issue 21 item 7: the statement as CSV (api/src/domain/billing/statement-csv.ts), for the
// viewer's own acts or a group's (its administrators). The GraphQL `statement` answers the same figures.

const statementQuery = z.object({
  year: z.coerce.number().int().min(STATEMENT_FIRST_YEAR).max(STATEMENT_LAST_YEAR).optional().describe("The calendar year (2019 onwards); the current one by default."),
  group_id: dbIdSchema.optional().describe("A group the caller administers: the group's statement instead of the caller's own."),
});

export const statementRoutes = [
  defineRoute({
    method: "GET",
    path: "/statement.csv",
    operationId: "downloadStatement",
    tag: "billing",
    summary:
      "Issue 21: acts and amounts by month of a year, as expert and as requester, billed and not yet billed, priced from the act table at each completion date. CSV in UTF-8 with a BOM, semicolon-separated, amounts in euros with a decimal comma (what French, German and Belgian spreadsheets read): a header row, twelve months (YYYY-MM) and a total row. With group_id, the group's statement (administrators and super users; 403 forbidden otherwise, 404 not_found for no such group).",
    auth: "validated",
    errors: ["not_found", "forbidden"],
    query: statementQuery,
    response: z.string().describe("text/csv"),
    handler: async (context, { query }) => {
      const year = query.year ?? currentStatementYear(context.now());
      const statement = await loadStatement(context.prisma, context.viewer, { year, groupId: query.group_id });
      const name = statement.scope.kind === "group" ? `${statement.scope.groupName}-statement-${year}.csv` : `statement-${year}.csv`;
      return {
        raw: new TextEncoder().encode(statementCsv(statement)),
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": contentDisposition("attachment", name),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
];
