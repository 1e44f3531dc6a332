import { describe, expect, it } from "vitest";
import { DomainError } from "../domain/errors.ts";
import { inIdOrder, offsetConnection, offsetCursor, offsetOfCursor, offsetPageInfo, type ConnectionArgs, type OffsetWindow } from "./offset-page.ts";

describe("offsetPageInfo", () => {
  it("says there is a next page until the rows listed reach the total, and a previous one after the first", () => {
    const edges = [{ cursor: offsetCursor("members", 10) }, { cursor: offsetCursor("members", 11) }];
    expect(offsetPageInfo({ offset: 10, listed: 2, totalCount: 13 }, edges)).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: edges[0]?.cursor, endCursor: edges[1]?.cursor });
    expect(offsetPageInfo({ offset: 11, listed: 2, totalCount: 13 }, edges).hasNextPage).toBe(false);
    expect(offsetPageInfo({ offset: 0, listed: 0, totalCount: 0 }, [])).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });

  it("names the list and the position in the cursor, so two lists' cursors differ", () => {
    expect(Buffer.from(offsetCursor("members", 4), "base64url").toString()).toBe("members:4");
    expect(offsetCursor("members", 4)).not.toBe(offsetCursor("integrations", 4));
  });
});

describe("offsetOfCursor", () => {
  it("reads back the position of its own list's cursors only", () => {
    expect(offsetOfCursor("contacts", offsetCursor("contacts", 42))).toBe(42);
    expect(offsetOfCursor("contacts", offsetCursor("groups", 42))).toBeNull();
    expect(offsetOfCursor("contacts", Buffer.from("contacts:-1").toString("base64url"))).toBeNull();
    expect(offsetOfCursor("contacts", Buffer.from("contacts:12345678").toString("base64url"))).toBeNull();
    expect(offsetOfCursor("contacts", "not a cursor")).toBeNull();
  });
});

describe("offsetConnection", () => {
  const LIST = Array.from({ length: 10 }, (_v, i) => ({ id: i + 1 }));
  const sizes = { defaultSize: 4, maxSize: 6 };

  async function pageOf(args: ConnectionArgs, list = LIST) {
    const windows: OffsetWindow[] = [];
    const page = await offsetConnection("things", args, sizes, {
      count: () => Promise.resolve(list.length),
      rows: (window) => {
        windows.push(window);
        return Promise.resolve(list.slice(window.offset, window.offset + window.limit));
      },
    });
    return { ids: page.edges.map((edge) => edge.node.id), page, windows };
  }
  const cursorAt = (offset: number) => offsetCursor("things", offset);

  it("pages forward from the start, then after a cursor", async () => {
    const first = await pageOf({});
    expect(first.ids).toEqual([1, 2, 3, 4]);
    expect(first.page).toMatchObject({ totalCount: 10, pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: cursorAt(0), endCursor: cursorAt(3) } });
    const next = await pageOf({ first: 6, after: first.page.pageInfo.endCursor });
    expect(next.ids).toEqual([5, 6, 7, 8, 9, 10]);
    expect(next.page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("pages backward from the end, then before a cursor, never before the start", async () => {
    const end = await pageOf({ last: 3 });
    expect(end.ids).toEqual([8, 9, 10]);
    expect(end.page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, startCursor: cursorAt(7) });
    expect((await pageOf({ last: 3, before: cursorAt(7) })).ids).toEqual([5, 6, 7]);
    const start = await pageOf({ last: 5, before: cursorAt(2) });
    expect(start.ids).toEqual([1, 2]);
    expect(start.page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // Before the first row: nothing, and no read of rows.
    expect(await pageOf({ last: 2, before: cursorAt(0) })).toMatchObject({ ids: [], windows: [] });
    // The last rows of a list shorter than the page.
    expect((await pageOf({ last: 6 }, LIST.slice(0, 2))).ids).toEqual([1, 2]);
  });

  it("keeps the position of every row when the reader leaves one out", async () => {
    const page = await offsetConnection("things", { first: 3 }, sizes, { count: () => Promise.resolve(3), rows: () => Promise.resolve([{ id: 1 }, null, { id: 3 }]) });
    expect(page.edges).toEqual([
      { cursor: cursorAt(0), node: { id: 1 } },
      { cursor: cursorAt(2), node: { id: 3 } },
    ]);
  });

  it("answers an empty page for a size of 0, and refuses sizes out of bounds, foreign cursors and both directions at once", async () => {
    expect(await pageOf({ first: 0 })).toMatchObject({ ids: [], windows: [], page: { totalCount: 10, pageInfo: { hasNextPage: true } } });
    const refusal = (args: ConnectionArgs) => pageOf(args).then(() => null, (error: unknown) => (error instanceof DomainError ? [error.code, error.field] : error));
    expect(await refusal({ first: 7 })).toEqual(["validation_failed", "first"]);
    expect(await refusal({ first: -1 })).toEqual(["validation_failed", "first"]);
    expect(await refusal({ last: 7 })).toEqual(["validation_failed", "last"]);
    expect(await refusal({ after: offsetCursor("other", 1) })).toEqual(["validation_failed", "after"]);
    expect(await refusal({ before: "%%%" })).toEqual(["validation_failed", "before"]);
    expect(await refusal({ first: 1, last: 1 })).toEqual(["validation_failed", "last"]);
    expect(await refusal({ after: cursorAt(1), before: cursorAt(3) })).toEqual(["validation_failed", "last"]);
  });
});

describe("inIdOrder", () => {
  it("puts rows back in the order of their ids, null for a missing one", () => {
    expect(inIdOrder([3, 1, 2], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }, null]);
  });
});
