import { describe, expect, it } from "vitest";
import { offsetCursor, offsetPageInfo } from "./offset-page.ts";

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
