import { describe, expect, it, vi } from "vitest";
import type { RequestParameters } from "relay-runtime";
import { createReauthGate } from "../session/reauth-gate.ts";
import { createFetchGraphQL } from "./fetch-graphql.ts";
import { GraphQLRequestError, NetworkError } from "./request-errors.ts";

const request: RequestParameters = {
  id: null,
  cacheID: "x",
  name: "RequestListPageQuery",
  operationKind: "query",
  text: "query RequestListPageQuery { viewer { id } }",
  metadata: {},
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const expired = { data: null, errors: [{ message: "Votre session a expiré.", extensions: { code: "session_expired" } }] };

function setup(responses: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => responses.shift() ?? json({ data: {} }));
  const gate = createReauthGate();
  const fetchGraphQL = createFetchGraphQL({ fetch, gate, cookies: () => "csrf_token=tok", locale: () => "de" });
  return { fetch, gate, fetchGraphQL };
}

describe("fetchGraphQL", () => {
  it("sends the CSRF token, the locale and the cookies", async () => {
    const { fetch, fetchGraphQL } = setup([json({ data: { viewer: null } })]);
    await expect(fetchGraphQL(request, {})).resolves.toEqual({ data: { viewer: null } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("same-origin");
    expect(init?.headers).toMatchObject({ "x-csrf-token": "tok", "accept-language": "de" });
  });

  it("passes auth errors through when no authenticated screen waits for a login", async () => {
    const { fetchGraphQL } = setup([json(expired)]);
    await expect(fetchGraphQL(request, {})).rejects.toMatchObject({ code: "session_expired" });
  });

  it("waits for the user to log in again, then retries the same call", async () => {
    const { fetch, gate, fetchGraphQL } = setup([json(expired), json({ data: { viewer: { id: "1" } } })]);
    gate.attach();
    const result = fetchGraphQL(request, { feed: "FROM_ME" });
    await vi.waitFor(() => expect(gate.isPending()).toBe(true));
    gate.loggedIn();
    await expect(result).resolves.toEqual({ data: { viewer: { id: "1" } } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(fetch.mock.calls[0]?.[1]?.body);
  });

  it("throws coded errors for failures without data", async () => {
    const { fetchGraphQL } = setup([json({ errors: [{ message: "Élément introuvable.", extensions: { code: "not_found" } }] })]);
    const error: unknown = await fetchGraphQL(request, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: "not_found", message: "Élément introuvable." });
  });

  it("reports the unvalidated code, then fails the call as usual", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ data: null, errors: [{ message: "Votre compte n'est pas encore validé.", extensions: { code: "unvalidated" } }] }));
    const onUnvalidated = vi.fn();
    const fetchGraphQL = createFetchGraphQL({ fetch, gate: createReauthGate(), cookies: () => "", locale: () => "fr", onUnvalidated });
    await expect(fetchGraphQL(request, {})).rejects.toMatchObject({ code: "unvalidated" });
    expect(onUnvalidated).toHaveBeenCalledTimes(1);
  });

  it("reports non-GraphQL answers as network errors", async () => {
    const { fetchGraphQL } = setup([new Response("<html>Bad gateway</html>", { status: 502 })]);
    await expect(fetchGraphQL(request, {})).rejects.toBeInstanceOf(NetworkError);
  });
});
