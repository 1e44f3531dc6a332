import { sqlReaderOf, type Db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { ActCode, ConsultStatus, FeedState, Gender, ParticipationSide, PartyType, RequestStatus } from "../../db/generated/prisma/enums.ts";
import type { Viewer } from "../viewer.ts";
import { FEED_MAX_PAGE, type FeedFilter, type FeedKey, type FeedSelection, type FeedWindow } from "./feed.ts";
import { feedRowsReadable } from "./gate.ts";

/**
 * What one row of a feed shows (the list's summary, spec 2 §9 and REST's request summary), as
 * readFeedRows reads it: the request's columns and the parties, in the shapes Prisma gives, so
 * GraphQL's fields and REST's mapping read them as they read Prisma's rows.
 */
export type FeedRow = {
  id: number;
  status: RequestStatus;
  description: string | null;
  formContent?: Prisma.JsonValue;
  recipientType: PartyType;
  createdAt: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  lastActivityDate: Date;
  consult: { id: number; status: ConsultStatus; actCode: ActCode | null; completedAt: Date | null } | null;
  /** The viewer's own participation (the feed is made of them): one entry. */
  participants: { side: ParticipationSide; unread: boolean }[];
  patient: { id: number; firstName: string | null; lastName: string | null; birthName: string | null; birthDate: Date | null; gender: Gender | null } | null;
  author: { id: number; firstName: string; lastName: string };
  recipientProfessional: {
    id: number;
    firstName: string;
    lastName: string;
    specialtyCode: string;
    specialty: { code: string; label: string; shortLabel: string; professionCode: number; professionLabel: string };
  } | null;
  recipientGroup: { id: number; name: string } | null;
  recipientTopic: { id: number; label: string } | null;
  /** Issue 23 item 6: the viewer's own duty route, if the request was routed to them on duty (at most one). */
  dutyRoutes: { routedAt: Date }[];
};

export type FeedRows = { rows: FeedRow[]; keys: FeedKey[]; hasMore: boolean; totalCount: number };
export type SelectedFeedRows = Omit<FeedRows, "rows"> & { rows: SelectedFeedRow[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function selectWithin(select: unknown, provided: Record<string, unknown>): boolean {
  if (!isRecord(select)) return false;
  return Object.entries(select).every(([key, value]) => {
    if (value === false || value === undefined) return true;
    const offered = provided[key];
    if (offered === true) return value === true;
    if (!isRecord(offered)) return false;
    // A relation: { select: {...} } and nothing else (no where, orderBy, take on a to-one).
    return isRecord(value) && Object.keys(value).length === 1 && selectWithin(value["select"], offered);
  });
}

/** The viewer's own participation, as the request fields selfSide and unread select it. */
function isOwnParticipation(value: unknown, viewer: Viewer): boolean {
  if (!isRecord(value)) return false;
  const { where, take, select, ...rest } = value;
  if (Object.keys(rest).length || take !== 1 || !isRecord(where) || Object.keys(where).length !== 1 || where["userId"] !== viewer.userId) return false;
  return selectWithin(select, { side: true, unread: true });
}

/** The viewer's own duty route, as the request field onDutyRoutedAt selects it (planning/duty-routing.ts). */
function isOwnDutyRoute(value: unknown, viewer: Viewer): boolean {
  if (!isRecord(value)) return false;
  const { where, take, select, ...rest } = value;
  if (Object.keys(rest).length || take !== 1 || !isRecord(where) || Object.keys(where).length !== 1 || where["professionalId"] !== (viewer.professionalId ?? 0)) return false;
  return selectWithin(select, { routedAt: true });
}

/**
 * Whether the request select `query` (what a GraphQL selection asks of each row) is within what
 * readFeedRows gives; when it is, the page is one statement. Anything else (a thread, a count,
 * a column not in the summary) goes the general way: the page's keys, then the rows.
 */
export function isFeedRowSelection(query: unknown, viewer: Viewer): query is { select: FeedRowShape } {
  if (!isRecord(query) || Object.keys(query).length !== 1 || !isRecord(query["select"])) return false;
  const { participants, dutyRoutes, ...rest } = query["select"];
  return (
    (participants === undefined || isOwnParticipation(participants, viewer)) && (dutyRoutes === undefined || isOwnDutyRoute(dutyRoutes, viewer)) && selectWithin(rest, FEED_ROW_SELECT)
  );
}

const sideOfFeed = { "from:me": "SENDER", "to:me": "RECIPIENT" } as const satisfies Record<FeedSelection["feed"], ParticipationSide>;

const filterSql: Record<FeedFilter, Prisma.Sql> = {
  unread: Prisma.sql`AND p."unread"`,
  billable: Prisma.sql`AND p."billable"`,
  draft: Prisma.sql`AND p."requestState" = ${"DRAFT" satisfies FeedState}::"FeedState"`,
  opened: Prisma.sql`AND p."requestState" = ${"OPENED" satisfies FeedState}::"FeedState"`,
  completed: Prisma.sql`AND p."requestState" = ${"COMPLETED" satisfies FeedState}::"FeedState"`,
  cancelled: Prisma.sql`AND p."requestState" = ${"CANCELLED" satisfies FeedState}::"FeedState"`,
};

/**
 * The rows of a feed, as readFeedPage's where (feed.ts feedWhere) selects them: the viewer's
 * participations on one side, the filter's copy, every word in the participant's copy of the
 * search text (its trigram index), and REST's extras on the joined request. Conditions are
 * written in only when used, so that each shape is one prepared statement with its best plan.
 */
function matchingSql(viewer: Viewer, selection: FeedSelection): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (selection.filter) conditions.push(filterSql[selection.filter]);
  for (const word of selection.words ?? []) conditions.push(Prisma.sql`AND p."searchText" LIKE ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const onRequest: Prisma.Sql[] = [];
  if (selection.topicId !== undefined) onRequest.push(Prisma.sql`AND fr."recipientTopicId" = ${selection.topicId}::int`);
  if (selection.status !== undefined) onRequest.push(Prisma.sql`AND fr."status" = ${selection.status}::"RequestStatus"`);
  if (selection.consultMeetingId !== undefined) onRequest.push(Prisma.sql`AND fr."consultMeetingId" = ${selection.consultMeetingId}::int`);
  if (selection.caseStatus !== undefined) {
    onRequest.push(Prisma.sql`AND EXISTS (SELECT 1 FROM "consults" fc WHERE fc."requestId" = fr."id" AND fc."status" = ${selection.caseStatus}::"ConsultStatus")`);
  }
  if (onRequest.length) conditions.push(Prisma.sql`AND EXISTS (SELECT 1 FROM "requests" fr WHERE fr."id" = p."requestId" ${Prisma.join(onRequest, " ")})`);
  return Prisma.sql`FROM "participants" p WHERE p."userId" = ${viewer.userId}::int AND p."side" = ${sideOfFeed[selection.feed]}::"ParticipationSide" ${conditions.length ? Prisma.join(conditions, " ") : Prisma.empty}`;
}

const iso = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);


type Column = { sql: Prisma.Sql } | { columns: Record<string, Column>; whenNull: string };

const column = (sql: string): Column => ({ sql: Prisma.raw(sql) });

/** Each field of a feed row in SQL, over the joins of readFeedRows's statement. */
const ROW_COLUMNS: Record<string, Column> = {
  id: column('r."id"'),
  status: column('r."status"'),
  description: column('r."description"'),
  formContent: column('r."formContent"'),
  recipientType: column('r."recipientType"'),
  createdAt: { sql: iso('r."createdAt"') },
  publishedAt: { sql: iso('r."publishedAt"') },
  updatedAt: { sql: iso('r."updatedAt"') },
  lastActivityDate: { sql: iso('r."lastActivityDate"') },
  consult: { whenNull: 'c."id"', columns: { id: column('c."id"'), status: column('c."status"'), actCode: column('c."actCode"'), completedAt: { sql: iso('c."completedAt"') } } },
  patient: {
    
    whenNull: 'pt."id"',
    columns: {
      id: column('pt."id"'),
      firstName: column('pt."firstName"'),
      lastName: column('pt."lastName"'),
      birthName: column('pt."birthName"'),
      birthDate: column(`to_char(pt."birthDate", 'YYYY-MM-DD')`),
      gender: column('pt."gender"'),
    },
  },
  author: { whenNull: 'u."id"', columns: { id: column('u."id"'), firstName: column('u."firstName"'), lastName: column('u."lastName"') } },
  recipientProfessional: {
    
    whenNull: 'rp."id"',
    columns: {
      id: column('rp."id"'),
      firstName: column('rp."firstName"'),
      lastName: column('rp."lastName"'),
      specialtyCode: column('rp."specialtyCode"'),
      specialty: {
        
        whenNull: 's."code"',
        columns: { code: column('s."code"'), label: column('s."label"'), shortLabel: column('s."shortLabel"'), professionCode: column('s."professionCode"'), professionLabel: column('s."professionLabel"') },
      },
    },
  },
  recipientGroup: { whenNull: 'g."id"', columns: { id: column('g."id"'), name: column('g."name"') } },
  recipientTopic: { whenNull: 't."id"', columns: { id: column('t."id"'), label: column('t."label"') } },
};

/**
 * The same columns as a Prisma select: a GraphQL selection within it is answered by the one
 * statement (isFeedRowSelection), which reads only the columns the selection asks. Derived from
 * ROW_COLUMNS, so that a column the check accepts always has its SQL.
 */
function selectOf(columns: Record<string, Column>): Record<string, true | Record<string, unknown>> {
  return Object.fromEntries(Object.entries(columns).map(([key, spec]) => [key, "sql" in spec ? true : selectOf(spec.columns)]));
}
const FEED_ROW_SELECT = selectOf(ROW_COLUMNS);

/** Which columns and parties a page's rows carry: a select within FEED_ROW_SELECT. */
export type FeedRowShape = Record<string, unknown>;

/** Everything a feed row holds: REST's summary. */
const WHOLE_ROW: FeedRowShape = { ...FEED_ROW_SELECT, participants: true, dutyRoutes: true };

/** The keys a select asks for: `true`, or a relation's `{ select }` (its own keys). */
function selectedKeys(shape: FeedRowShape): [string, FeedRowShape | true][] {
  return Object.entries(shape).flatMap(([key, value]): [string, FeedRowShape | true][] => {
    if (value === true) return [[key, true]];
    if (isRecord(value)) return [[key, isRecord(value["select"]) ? value["select"] : true]];
    return [];
  });
}

/** The key/value pairs of json_build_object for the selected columns (a relation's `true` takes all of its columns). */
function pairsOf(columns: Record<string, Column>, shape: FeedRowShape | true, always: string[]): Prisma.Sql[] {
  const keys = shape === true ? Object.keys(columns).map((key): [string, true] => [key, true]) : [...always.filter((key) => !(key in shape)).map((key): [string, true] => [key, true]), ...selectedKeys(shape)];
  return keys.flatMap(([key, sub]) => {
    const spec = columns[key];
    if (!spec) return [];
    if ("sql" in spec) return [Prisma.sql`${Prisma.raw(`'${key}'`)}, ${spec.sql}`];
    return [Prisma.sql`${Prisma.raw(`'${key}'`)}, CASE WHEN ${Prisma.raw(spec.whenNull)} IS NULL THEN NULL ELSE json_build_object(${Prisma.join(pairsOf(spec.columns, sub, []), ", ")}) END`];
  });
}

/**
 * A row as JSON, with only what `shape` asks (issue 18: the lists ask for names and states, not a
 * description that can run to pages, nor dates they do not show), its id always. The viewer's
 * own participation and duty route are the two per-viewer parts.
 */
function rowJson(shape: FeedRowShape, professionalId: number): Prisma.Sql {
  const { participants, dutyRoutes, ...columns } = shape;
  const pairs = pairsOf(ROW_COLUMNS, columns, ["id"]);
  if (participants) pairs.push(Prisma.sql`'participants', json_build_array(json_build_object('side', page."side", 'unread', page."unread"))`);
  if (dutyRoutes) {
    pairs.push(Prisma.sql`'dutyRoutes', coalesce((SELECT json_agg(json_build_object('routedAt', ${iso('dr."routedAt"')})) FROM "request_duty_routes" dr
      WHERE dr."requestId" = r."id" AND dr."professionalId" = ${professionalId}::int), '[]'::json)`);
  }
  return Prisma.sql`json_build_object(${Prisma.join(pairs, ", ")})`;
}

type Direction = "desc" | "asc";
const orderSql = (direction: Direction, at: string, id: string) => Prisma.raw(direction === "desc" ? `${at} DESC, ${id} DESC` : `${at} ASC, ${id} ASC`);

/** A window's walk over the index: its direction, the key it starts after, how many it skips. */
function walkOf(selection: FeedSelection, window: FeedWindow): { walk: Direction; list: Direction; from?: FeedKey; offset: number } {
  const list: Direction = selection.sort === "asc" ? "asc" : "desc";
  if (window.direction === "offset") return { walk: list, list, offset: Math.max(window.offset, 0) };
  if (window.direction === "forward") return { walk: list, list, from: window.after, offset: 0 };
  return { walk: list === "desc" ? "asc" : "desc", list, from: window.before, offset: 0 };
}

function isFirstPage(window: FeedWindow): boolean {
  if (window.direction === "offset") return window.offset === 0;
  return window.direction === "forward" ? window.after === undefined : window.before === undefined;
}

/** A row as readSelectedFeedRows gives it: its id, and what its shape asked. */
export type SelectedFeedRow = { id: number } & Record<string, unknown>;

type PageJson = { totalCount: number; hasMore: boolean; rows: { at: string; row: SelectedFeedRow }[] };

/** Turns an ISO text PostgreSQL sent into a Date, where the shape asked for it. */
function toDate(object: Record<string, unknown>, key: string): void {
  const value = object[key];
  if (typeof value === "string") object[key] = new Date(value);
}

/** The row's dates as Dates, in place (the parsed JSON is this call's own). */
function withDates(row: SelectedFeedRow): SelectedFeedRow {
  toDate(row, "createdAt");
  toDate(row, "publishedAt");
  toDate(row, "updatedAt");
  toDate(row, "lastActivityDate");
  if (isRecord(row["consult"])) toDate(row["consult"], "completedAt");
  if (isRecord(row["patient"])) toDate(row["patient"], "birthDate");
  const routes = row["dutyRoutes"];
  if (Array.isArray(routes)) for (const route of routes) if (isRecord(route)) toDate(route, "routedAt");
  return row;
}

/**
 * One page of a feed with its rows, its size and whether more follow, in one statement: the
 * page's keys walk a participants index as readFeedPage's do (feed.ts), the rows join the
 * request's parties by primary key, and the size is counted only when the page does not hold
 * the whole selection (as readFeed). PostgreSQL builds the page as JSON, so Node parses one
 * value instead of mapping rows and relations. Readable to the viewer by construction: every
 * row is one of the viewer's own participations (gate.ts feedRowsReadable).
 */
export async function readSelectedFeedRows(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow, shape: FeedRowShape): Promise<SelectedFeedRows> {
  if (!feedRowsReadable(viewer)) return { rows: [], keys: [], hasMore: false, totalCount: 0 };
  const { walk, list, from, offset } = walkOf(selection, window);
  const limit = Math.min(Math.max(Math.trunc(window.limit) || 0, 0), FEED_MAX_PAGE);
  // The page size is written into the text, and OFFSET only when there is one: with them as
  // parameters, PostgreSQL planned the statement afresh on every call (a custom plan looked cheaper
  // than the generic one for an unknown LIMIT), and planning nine joined tables cost more than
  // running them (issue 18). A handful of page sizes make a handful of prepared statements.
  const size = (n: number) => Prisma.raw(String(n));
  const skip = offset > 0 ? Prisma.sql`OFFSET ${offset}::int` : Prisma.empty;
  const matching = matchingSql(viewer, selection);
  const after = from
    ? Prisma.sql`AND (p."lastActivityDate", p."requestId") ${Prisma.raw(walk === "desc" ? "<" : ">")} (${from.lastActivityDate.toISOString()}::timestamp(3), ${from.requestId}::int)`
    : Prisma.empty;
  const count = isFirstPage(window)
    ? Prisma.sql`CASE WHEN (SELECT count(*) FROM keys) <= ${size(limit)} THEN (SELECT count(*) FROM keys) ELSE (SELECT count(*) ${matching}) END`
    : Prisma.sql`(SELECT count(*) ${matching})`;
  const statement = Prisma.sql`
    WITH keys AS (
      SELECT p."requestId" AS "id", p."lastActivityDate" AS "at", p."side", p."unread" ${matching} ${after}
      ORDER BY ${orderSql(walk, 'p."lastActivityDate"', 'p."requestId"')}
      LIMIT ${size(limit + 1)} ${skip}
    ),
    page AS (SELECT * FROM keys ORDER BY ${orderSql(walk, '"at"', '"id"')} LIMIT ${size(limit)}),
    rows AS (
      SELECT page."at", page."id", ${rowJson(shape, viewer.professionalId ?? 0)} AS "row"
      FROM page
      JOIN "requests" r ON r."id" = page."id"
      JOIN "users" u ON u."id" = r."authorId"
      LEFT JOIN "consults" c ON c."requestId" = r."id"
      LEFT JOIN "patients" pt ON pt."id" = r."patientId"
      LEFT JOIN "professionals" rp ON rp."id" = r."recipientProfessionalId"
      LEFT JOIN "specialties" s ON s."code" = rp."specialtyCode"
      LEFT JOIN "groups" g ON g."id" = r."recipientGroupId"
      LEFT JOIN "topics" t ON t."id" = r."recipientTopicId"
    )
    SELECT json_build_object(
      'totalCount', ${count},
      'hasMore', (SELECT count(*) FROM keys) > ${size(limit)},
      'rows', coalesce((SELECT json_agg(json_build_object('at', ${iso('"at"')}, 'row', "row") ORDER BY ${orderSql(list, '"at"', '"id"')}) FROM rows), '[]'::json)
    ) AS "page"`;
  // The hot read of every list: through the driver when it may (db/client.ts sqlReaderOf).
  const read = sqlReaderOf(db);
  const [result] = read ? await read<{ page: PageJson | string }>(statement.text, statement.values) : await db.$queryRaw<{ page: PageJson | string }[]>(statement);
  const page: PageJson = typeof result?.page === "string" ? (JSON.parse(result.page) as PageJson) : (result?.page ?? { totalCount: 0, hasMore: false, rows: [] });
  // The keys are the participants' copies (the cursor's position in the index), not the request's.
  const keys = page.rows.map(({ at, row }) => ({ lastActivityDate: new Date(at), requestId: row.id }));
  return { rows: page.rows.map(({ row }) => withDates(row)), keys, hasMore: page.hasMore, totalCount: page.totalCount };
}

/** A page of whole rows (REST's summary, form included): readSelectedFeedRows with every column. */
export async function readFeedRows(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow): Promise<FeedRows> {
  const page = await readSelectedFeedRows(db, viewer, selection, window, WHOLE_ROW);
  // WHOLE_ROW asks every field of FeedRow, with its dates made Dates by withDates.
  return { ...page, rows: page.rows as unknown as FeedRow[] };
}
