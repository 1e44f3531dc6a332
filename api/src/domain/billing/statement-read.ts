import { Prisma } from "../../db/generated/prisma/client.ts";
import type { ActCode } from "../../db/generated/prisma/enums.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { statementScope, type StatementScope } from "./access.ts";
import { statementFigures, statementInput, type StatementFigures, type StatementInput, type StatementRow } from "./statement.ts";

export type Statement = StatementFigures & { year: number; scope: StatementScope };

type SqlRow = {
  hour: Date;
  actCode: ActCode;
  actAmountCents: number | null;
  integratedAct: boolean;
  eligibility: string | null;
  expertCountry: string | null;
  expertProfessionCode: number | null;
  requesterCountry: string | null;
  requesterProfessionCode: number | null;
  asExpert: boolean;
  asRequester: boolean;
  count: number;
};

function ownerSides(scope: StatementScope): { asExpert: Prisma.Sql; asRequester: Prisma.Sql } {
  if (scope.kind === "professional") return { asExpert: Prisma.sql`c."completedById" = ${scope.userId}`, asRequester: Prisma.sql`r."authorId" = ${scope.userId}` };
  // A group's statement: what its members answered as the recipient group, and what was sent from it.
  return { asExpert: Prisma.sql`r."recipientGroupId" = ${scope.groupId}`, asRequester: Prisma.sql`r."senderGroupId" = ${scope.groupId}` };
}

/**
 * The year's completed acts of the scope, counted in SQL: one row per hour of completion and per
 * combination of what the act table reads (act, stored amount, billed, eligibility, each side's
 * country and profession), so the answer is bounded by the hours of a year, never by the number
 * of consults. The range reaches two hours beyond the year on each side (Paris is UTC+1 or +2);
 * statementFigures keeps the year's French days.
 */
async function statementRows(db: Db, scope: StatementScope, year: number): Promise<StatementRow[]> {
  const from = new Date(Date.UTC(year, 0, 1) - 2 * 3_600_000);
  const to = new Date(Date.UTC(year + 1, 0, 1) + 2 * 3_600_000);
  const { asExpert, asRequester } = ownerSides(scope);
  const rows = await db.$queryRaw<SqlRow[]>`
    SELECT date_trunc('hour', c."completedAt") AS "hour",
      c."actCode"::text AS "actCode", c."actAmountCents", c."integratedAct", r."eligibility"::text AS "eligibility",
      COALESCE(ep."country", eu."country")::text AS "expertCountry", es."professionCode" AS "expertProfessionCode",
      COALESCE(rp."country", ru."country")::text AS "requesterCountry", rs."professionCode" AS "requesterProfessionCode",
      (${asExpert}) AS "asExpert", (${asRequester}) AS "asRequester", COUNT(*)::int AS "count"
    FROM "consults" c
    JOIN "requests" r ON r."id" = c."requestId"
    LEFT JOIN "users" eu ON eu."id" = c."completedById"
    LEFT JOIN "professionals" ep ON ep."id" = eu."professionalId"
    LEFT JOIN "specialties" es ON es."code" = ep."specialtyCode"
    JOIN "users" ru ON ru."id" = r."authorId"
    LEFT JOIN "professionals" rp ON rp."id" = ru."professionalId"
    LEFT JOIN "specialties" rs ON rs."code" = rp."specialtyCode"
    WHERE c."status" = 'COMPLETED' AND c."actCode" IS NOT NULL AND c."actCode" <> 'NONE'
      AND c."completedAt" >= ${from} AND c."completedAt" < ${to}
      AND ((${asExpert}) OR (${asRequester}))
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`;
  return rows.map((row) => ({
    completedAt: row.hour,
    actCode: row.actCode,
    actAmountCents: row.actAmountCents,
    integratedAct: row.integratedAct,
    eligibility: row.eligibility,
    expert: row.expertCountry ? { country: row.expertCountry, professionCode: row.expertProfessionCode } : null,
    requester: row.requesterCountry ? { country: row.requesterCountry, professionCode: row.requesterProfessionCode } : null,
    asExpert: row.asExpert,
    asRequester: row.asRequester,
    count: row.count,
  }));
}

/** Issue 21 item 7: the viewer's statement for a year, or a group's for its administrators (./access.ts statementScope). */
export async function loadStatement(db: Db, viewer: Viewer | null, raw: StatementInput): Promise<Statement> {
  const input = parseInput(statementInput, raw);
  const scope = await statementScope(db, viewer, input.groupId);
  const rows = await statementRows(db, scope, input.year);
  return { year: input.year, scope, ...statementFigures(input.year, rows) };
}
