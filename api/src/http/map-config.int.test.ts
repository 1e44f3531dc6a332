import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapFromEnv } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createTestApp } from "../testing/test-app.ts";

// Issue 19 item 4: the maps' style is a runtime setting; the web app asks GET /config/map.json.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

const get = (app: ReturnType<typeof createTestApp>) => app.fetch(new Request("http://localhost/config/map.json"));

describe("GET /config/map.json", () => {
  it("names no style by default: the web app draws its built-in map, and the CSP names no map host", async () => {
    const response = await get(createTestApp(db));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ styleUrl: null });
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).not.toContain("tiles.example.org");
  });

  it("names MAP_STYLE_URL, and every answer's CSP lets the browser fetch its style and tiles", async () => {
    const app = createTestApp(db, { map: mapFromEnv({ MAP_STYLE_URL: "https://tiles.example.org/style.json" }) });
    const response = await get(app);
    expect(await response.json()).toEqual({ styleUrl: "https://tiles.example.org/style.json" });
    const page = await app.fetch(new Request("http://localhost/discover/map"));
    expect(page.headers.get("content-security-policy")).toMatch(/connect-src 'self' \S+ https:\/\/tiles\.example\.org/);
  });
});
