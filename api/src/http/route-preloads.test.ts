import { describe, expect, it } from "vitest";
import { preloadedRouteOf, preloadLinksOf, type Manifest } from "./route-preloads.ts";
import { WEB_ROUTE_CHUNKS } from "./web-route-chunks.ts";

const route = (label: string) => {
  const found = WEB_ROUTE_CHUNKS.find((candidate) => candidate.route === label);
  if (!found) throw new Error(`no route ${label}`);
  return found;
};

// A build as Vite's manifest describes it: the entry and its chunks, and a screen's lazily loaded chunks.
const MANIFEST: Manifest = {
  "src/main.tsx": { file: "assets/index-a.js", isEntry: true, imports: ["_react.js", "_button.js"] },
  "_react.js": { file: "assets/react-b.js" },
  "_button.js": { file: "assets/Button-c.js" },
  "src/relay/RelayRoot.tsx": { file: "assets/RelayRoot-d.js", imports: ["_relay.js", "_react.js"] },
  "_relay.js": { file: "assets/relay-e.js" },
  "src/app/layout/AuthGuard.tsx": { file: "assets/AuthGuard-f.js", imports: ["_relay.js", "_button.js", "_dates.js"], css: ["assets/AuthGuard-g.css"] },
  "_dates.js": { file: "assets/dates-h.js" },
  "src/routes/requests/RequestListPage.tsx": { file: "assets/RequestListPage-i.js", imports: ["_dates.js"], css: ["assets/request-list-j.css"] },
  "src/routing/preloaded-queries.ts": { file: "assets/preloaded-queries-k.js", imports: ["_relay.js"] },
  "src/__generated__/RequestListPageQuery.graphql.ts": { file: "assets/RequestListPageQuery.graphql-l.js" },
};

describe("preloadLinksOf", () => {
  it("names every chunk a route imports, its query's first, once, without those index.html already loads", () => {
    const links = preloadLinksOf(MANIFEST, route("/request/ (list)"));
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/preloaded-queries-k.js"',
      'href="/assets/relay-e.js"',
      'href="/assets/RequestListPageQuery.graphql-l.js"',
      'href="/assets/RelayRoot-d.js"',
      'href="/assets/AuthGuard-f.js"',
      'href="/assets/dates-h.js"',
      'href="/assets/RequestListPage-i.js"',
      'href="/assets/AuthGuard-g.css"',
      'href="/assets/request-list-j.css"',
    ]);
    // Scripts as module preloads, style sheets fetched but not applied (the import applies them).
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/RelayRoot-d.js">');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/AuthGuard-g.css">');
  });

  it("names nothing for a route whose chunks the build does not have", () => {
    expect(preloadLinksOf({ "src/main.tsx": MANIFEST["src/main.tsx"] ?? { file: "" } }, route("/request/ (list)"))).toBe("");
  });
});

describe("preloadedRouteOf", () => {
  it("finds the route of an address, trailing slash or not", () => {
    expect(preloadedRouteOf("/request/", true)?.route).toBe("/request/ (list)");
    expect(preloadedRouteOf("/request", true)?.route).toBe("/request/ (list)");
    expect(preloadedRouteOf("/request/42", true)?.route).toBe("/request/:id (detail)");
    expect(preloadedRouteOf("/request/new", true)?.route).toBe("/request/new");
    expect(preloadedRouteOf("/shadow/7", true)?.route).toBe("/consult/:id, /shadow/:id");
    expect(preloadedRouteOf("/group/3/members", true)?.route).toBe("/group/:id/members");
    expect(preloadedRouteOf("/discover/map", true)?.route).toBe("/discover/:tab");
  });

  it("starts a screen behind the login only for a caller with a session, the login page for anyone", () => {
    expect(preloadedRouteOf("/request/", false)).toBeNull();
    expect(preloadedRouteOf("/identification", false)).toBeNull();
    expect(preloadedRouteOf("/login", false)?.route).toBe("/login");
    expect(preloadedRouteOf("/terms", false)?.route).toBe("/terms");
  });

  it("names nothing for an address no route answers", () => {
    expect(preloadedRouteOf("/nowhere", true)).toBeNull();
    expect(preloadedRouteOf("/request/abc", true)).toBeNull();
  });
});
