import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestParameters, Variables } from "relay-runtime";

const alone = vi.fn(async (request: RequestParameters, _variables: Variables) => ({ data: { alone: request.name } }));
vi.mock("./graphql-client.ts", () => ({ fetchGraphQL: (request: RequestParameters, variables: Variables) => alone(request, variables) }));

const operation = (name: string, operationKind: "query" | "mutation" = "query") =>
  ({ id: null, cacheID: name, name, operationKind, text: `${operationKind} ${name} { viewer { id } }`, metadata: {} }) as RequestParameters;

const posted = vi.fn<(body: unknown) => unknown>();
vi.stubGlobal("window", {
  fetch: async (_input: string, init: RequestInit) => {
    const answer = posted(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  },
});
vi.stubGlobal("document", { cookie: "csrf_token=tok" });
const { batchingFetch, holdForCompanion } = await import("./batching-fetch.ts");

const names = (body: unknown) => (body as { operationName: string }[]).map((item) => item.operationName);

beforeEach(() => {
  alone.mockClear();
  posted.mockReset();
});

describe("batchingFetch", () => {
  it("sends the queries started in one turn as one request, and hands each its answer", async () => {
    posted.mockImplementation((body) => names(body).map((name) => ({ data: { name } })));
    const answers = await Promise.all([batchingFetch(operation("AuthGuardQuery"), {}), batchingFetch(operation("RequestListPageQuery"), { feed: "FROM_ME" })]);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]?.[0]).toEqual([
      { query: "query AuthGuardQuery { viewer { id } }", operationName: "AuthGuardQuery", variables: {} },
      { query: "query RequestListPageQuery { viewer { id } }", operationName: "RequestListPageQuery", variables: { feed: "FROM_ME" } },
    ]);
    expect(answers).toEqual([{ data: { name: "AuthGuardQuery" } }, { data: { name: "RequestListPageQuery" } }]);
    expect(alone).not.toHaveBeenCalled();
  });

  it("leaves a lone query and any mutation to the one-call path", async () => {
    await batchingFetch(operation("RequestDetailPageQuery"), {});
    await Promise.all([batchingFetch(operation("useMarkRequestReadMutation", "mutation"), {}), batchingFetch(operation("OtherQuery"), {})]);
    expect(posted).not.toHaveBeenCalled();
    expect(alone.mock.calls.map(([request]) => request.name)).toEqual(["RequestDetailPageQuery", "useMarkRequestReadMutation", "OtherQuery"]);
  });

  it("holds the layout's query for the screen's, at most the time asked", async () => {
    posted.mockImplementation((body) => names(body).map((name) => ({ data: { name } })));
    holdForCompanion("AuthGuardQuery", 5_000);
    const layout = batchingFetch(operation("AuthGuardQuery"), {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).not.toHaveBeenCalled();
    const screen = batchingFetch(operation("DiscoverPageQuery"), {});
    await Promise.all([layout, screen]);
    expect(posted.mock.calls.map(([body]) => names(body))).toEqual([["AuthGuardQuery", "DiscoverPageQuery"]]);

    holdForCompanion("AuthGuardQuery", 10);
    await expect(batchingFetch(operation("AuthGuardQuery"), {})).resolves.toEqual({ data: { alone: "AuthGuardQuery" } });
  });

  it("sends again alone what the batch did not answer plainly: a refused batch, an expired session", async () => {
    posted.mockReturnValueOnce({ errors: [{ message: "refused", extensions: { code: "validation_failed" } }] });
    const refused = await Promise.all([batchingFetch(operation("A"), {}), batchingFetch(operation("B"), {})]);
    expect(refused).toEqual([{ data: { alone: "A" } }, { data: { alone: "B" } }]);

    alone.mockClear();
    posted.mockReturnValueOnce([{ data: { name: "C" } }, { data: null, errors: [{ message: "expired", extensions: { code: "session_expired" } }] }]);
    const mixed = await Promise.all([batchingFetch(operation("C"), {}), batchingFetch(operation("D"), {})]);
    expect(mixed).toEqual([{ data: { name: "C" } }, { data: { alone: "D" } }]);
    expect(alone.mock.calls.map(([request]) => request.name)).toEqual(["D"]);
  });
});
