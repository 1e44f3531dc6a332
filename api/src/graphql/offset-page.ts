/**
 * Relay connections over offset-paged lists (a group's meetings, requests and members, the
 * integration queue): the cursor names the row's position, so a page is asked for by
 * `after` a position, and the page info follows from the offset, the rows listed and the total.
 */
export function offsetCursor(list: string, offset: number): string {
  return Buffer.from(`${list}:${offset}`).toString("base64url");
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
