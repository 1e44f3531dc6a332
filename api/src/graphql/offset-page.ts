import { DomainError } from "../domain/errors.ts";

/**
 * Relay connections over offset-paged lists (a group's meetings, requests and members, the
 * integration queue, the viewer's contacts, groups and templates, the identity queue): the
 * cursor names the row's position, so a page is asked for by `after` a position, and the page
 * info follows from the offset, the rows listed and the total.
 */
export function offsetCursor(list: string, offset: number): string {
  return Buffer.from(`${list}:${offset}`).toString("base64url");
}

/** The position an offset cursor of `list` names; null when it is not one of that list's. */
export function offsetOfCursor(list: string, cursor: string): number | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^(\d{1,7})$/.exec(text.startsWith(`${list}:`) ? text.slice(list.length + 1) : "");
  return match ? Number(match[1]) : null;
}

export type OffsetPageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };

/** `listed` rows from `offset` of `totalCount`; `edges` are those of them the viewer gets. */
export function offsetPageInfo(page: { offset: number; listed: number; totalCount: number }, edges: readonly { cursor: string }[]): OffsetPageInfo {
  return {
    hasNextPage: page.offset + page.listed < page.totalCount,
    hasPreviousPage: page.offset > 0,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

/** Relay's paging arguments, as Pothos hands them to a connection's resolver. */
export type ConnectionArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

/** A list's page sizes: without `first` or `last`, `defaultSize` rows; never more than `maxSize`. */
export type PageSizes = { defaultSize: number; maxSize: number };

export type OffsetWindow = { offset: number; limit: number };

export type OffsetConnection<T> = { totalCount: number; edges: { cursor: string; node: T }[]; pageInfo: OffsetPageInfo };

function pageSize(value: number | null | undefined, field: string, sizes: PageSizes): number {
  if (value == null) return sizes.defaultSize;
  if (!Number.isInteger(value) || value < 0 || value > sizes.maxSize) throw new DomainError("validation_failed", field);
  return value;
}

/**
 * A page of a list read by offset, for each of Relay's ways of asking: `first` rows after a
 * cursor (or from the start), or the `last` rows before a cursor (or before the end, which needs
 * the total first). `read.rows` answers the rows of the window in the list's order, null in the
 * place of one the viewer may not get (left out, the others keeping their positions). A malformed cursor, a cursor of another list, a size out
 * of bounds or forward and backward arguments together answer validation_failed.
 */
export async function offsetConnection<T>(
  list: string,
  args: ConnectionArgs,
  sizes: PageSizes,
  read: { count: () => Promise<number>; rows: (window: OffsetWindow) => Promise<readonly (T | null)[]> },
): Promise<OffsetConnection<T>> {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null)) throw new DomainError("validation_failed", "last");
  const cursorAt = (field: "after" | "before", cursor: string | null | undefined): number | null => {
    if (cursor == null) return null;
    const offset = offsetOfCursor(list, cursor);
    if (offset === null) throw new DomainError("validation_failed", field);
    return offset;
  };
  let totalCount: number;
  let window: OffsetWindow;
  let rows: readonly (T | null)[];
  if (backward) {
    const limit = pageSize(args.last, "last", sizes);
    const before = cursorAt("before", args.before);
    if (before === null) {
      totalCount = await read.count();
      window = { offset: Math.max(0, totalCount - limit), limit: Math.min(limit, totalCount) };
      rows = window.limit ? await read.rows(window) : [];
    } else {
      const offset = Math.max(0, before - limit);
      window = { offset, limit: before - offset };
      [totalCount, rows] = await Promise.all([read.count(), window.limit ? read.rows(window) : []]);
    }
  } else {
    const limit = pageSize(args.first, "first", sizes);
    const after = cursorAt("after", args.after);
    window = { offset: after === null ? 0 : after + 1, limit };
    [totalCount, rows] = await Promise.all([read.count(), limit ? read.rows(window) : []]);
  }
  const edges = rows.flatMap((node, index) => (node === null ? [] : [{ cursor: offsetCursor(list, window.offset + index), node }]));
  const listed = Math.max(0, Math.min(window.limit, totalCount - window.offset));
  return { totalCount, edges, pageInfo: offsetPageInfo({ offset: window.offset, listed, totalCount }, edges) };
}

/** Rows read by id (in any order) put back in the order of `ids`, null for an id with no row. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): (T | null)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
