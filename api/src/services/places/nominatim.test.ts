import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { createGazetteer } from "./gazetteer.ts";
import { createNominatim } from "./nominatim.ts";

// A stand-in Nominatim on loopback: the adapter speaks real HTTP to it, as to a hosted one.

const LYON = {
  place_id: 1, osm_type: "relation", osm_id: 120965, lat: "45.7578137", lon: "4.8320114", addresstype: "city", name: "Lyon",
  display_name: "Lyon, Métropole de Lyon, Rhône, Auvergne-Rhône-Alpes, France métropolitaine, France",
  boundingbox: ["45.7073666", "45.8082628", "4.7718134", "4.8983774"],
  address: { city: "Lyon", postcode: "69000", country: "France", country_code: "fr" },
};
const STREET = {
  osm_type: "way", osm_id: 4321, lat: "45.7597", lon: "4.8422", addresstype: "road", name: "Rue de la République",
  address: { house_number: "12", road: "Rue de la République", city: "Lyon", postcode: "69002", country_code: "fr" },
};
const GENEVA = { osm_type: "relation", osm_id: 1685488, lat: "46.2", lon: "6.14", addresstype: "city", name: "Genève", address: { city: "Genève", country_code: "ch" } };
const VILLAGE = { osm_type: "node", osm_id: 99, lat: 47.17, lon: 0.24, addresstype: "village", name: "Chinon", boundingbox: ["47.16", "47.18", "0.23", "0.25"], address: { village: "Chinon", postcode: "37500", country_code: "fr" } };

let server: Server;
let baseUrl = "";
const seen: { path: string; query: URLSearchParams; userAgent: string | undefined }[] = [];
let answer: (request: IncomingMessage) => { status: number; body: string; delayMs?: number } = () => ({ status: 200, body: "[]" });

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    seen.push({ path: url.pathname, query: url.searchParams, userAgent: request.headers["user-agent"] });
    const { status, body, delayMs = 0 } = answer(request);
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geo/?key=vendor-key`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const provider = (options: { timeoutMs?: number } = {}) => createNominatim({ url: baseUrl, userAgent: "Consilium-test/1 (+https://consilium.example)", fallback: createGazetteer(), ...options });

describe("Nominatim places provider", () => {
  it("asks the hosted service in the viewer's language and maps towns and addresses, outside countries left out", async () => {
    answer = () => ({ status: 200, body: JSON.stringify([LYON, STREET, GENEVA, LYON]) });
    const places = await provider().autocomplete({ query: "lyon", locale: "nl-BE", limit: 5, near: { lat: 45.7, lng: 4.8 } });
    expect(places.map((p) => [p.id, p.label, p.kind])).toEqual([
      ["nm-R120965", "Lyon (69000), Frankrijk", "city"],
      ["nm-W4321", "12 Rue de la République, 69002 Lyon, Frankrijk", "address"],
    ]);
    expect(places[0]).toMatchObject({ name: "Lyon", postalCode: "69000", country: "FR", lat: 45.7578137, lng: 4.8320114 });
    const [request] = seen;
    expect(request?.path).toBe("/geo/search");
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({ q: "lyon", key: "vendor-key", format: "jsonv2", countrycodes: "fr,be,de", "accept-language": "nl", limit: "5", bounded: "0" });
    expect(request?.query.get("viewbox")?.split(",").map(Number)[0]).toBeLessThan(4.8);
    expect(request?.userAgent).toBe("Consilium-test/1 (+https://consilium.example)");
  });

  it("pads a small place's box to about 20 km and keeps a city's own box when larger", async () => {
    answer = () => ({ status: 200, body: JSON.stringify([VILLAGE]) });
    const [chinon] = await provider().autocomplete({ query: "chinon", locale: "fr", limit: 5 });
    expect(chinon?.kind).toBe("town");
    expect(((chinon?.bounds[3] ?? 0) - (chinon?.bounds[1] ?? 0)) * 111).toBeCloseTo(20, 0);
    answer = () => ({ status: 200, body: JSON.stringify([{ ...LYON, boundingbox: ["45.0", "46.5", "4.0", "5.6"] }]) });
    const [wide] = await provider().autocomplete({ query: "lyon", locale: "fr", limit: 5 });
    expect(wide?.bounds).toEqual([4, 45, 5.6, 46.5]);
  });

  it("answers details through lookup, and leaves the gazetteer's ids to the gazetteer", async () => {
    answer = () => ({ status: 200, body: JSON.stringify([LYON]) });
    const hosted = provider();
    expect(await hosted.details("nm-R120965", "de")).toMatchObject({ label: "Lyon (69000), Frankreich" });
    expect(seen[0]?.path).toBe("/geo/lookup");
    expect(seen[0]?.query.get("osm_ids")).toBe("R120965");
    seen.length = 0;
    const [tours] = await createGazetteer().autocomplete({ query: "tours", locale: "fr", limit: 1 });
    expect(await hosted.details(tours?.id ?? "", "fr")).toEqual(tours);
    expect(await hosted.details("nm-X1; drop", "fr")).toBeNull();
    expect(seen).toEqual([]);
  });

  it("asks once for the same question within the cache's hour", async () => {
    answer = () => ({ status: 200, body: JSON.stringify([LYON]) });
    const hosted = provider();
    await hosted.autocomplete({ query: "lyon", locale: "fr", limit: 5 });
    const again = await hosted.autocomplete({ query: "lyon", locale: "fr", limit: 5 });
    expect(again[0]?.id).toBe("nm-R120965");
    expect(seen).toHaveLength(1);
  });

  it.each([
    ["an error status", () => ({ status: 503, body: "busy" })],
    ["an answer that is not JSON", () => ({ status: 200, body: "<html>proxy error</html>" })],
    ["an answer of the wrong shape", () => ({ status: 200, body: JSON.stringify({ error: "Unable to geocode" }) })],
    ["an answer too large", () => ({ status: 200, body: JSON.stringify(Array.from({ length: 100 }, () => ({ ...LYON, display_name: "x".repeat(6000) }))) })],
    ["a slow answer", () => ({ status: 200, body: JSON.stringify([LYON]), delayMs: 800 })],
  ])("falls back on the built-in gazetteer on %s", async (_label, reply) => {
    answer = reply;
    const places = await provider({ timeoutMs: 300 }).autocomplete({ query: "lyon", locale: "fr", limit: 3 });
    expect(places[0]?.label).toBe("Lyon (69001), France");
    expect(places[0]?.id.startsWith("gz-")).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("falls back when nothing listens at the address", async () => {
    const places = await createNominatim({ url: "http://127.0.0.1:9/", userAgent: "t", fallback: createGazetteer() }).autocomplete({ query: "koln", locale: "de", limit: 3 });
    expect(places[0]?.name).toBe("Köln");
  });
});

describe("places configuration", () => {
  it("defaults to the gazetteer and takes a hosted geocoder by configuration", () => {
    expect(loadConfig({}).places).toEqual({ provider: "gazetteer" });
    expect(loadConfig({ PLACES_PROVIDER: "nominatim", PLACES_URL: "https://geo.example/nominatim", PUBLIC_URL: "https://consilium.example" }).places).toEqual({
      provider: "nominatim",
      url: "https://geo.example/nominatim",
      userAgent: "Consilium/0.1 (+https://consilium.example)",
    });
  });

  it("refuses to start on a provider it does not know or a hosted one without its address", () => {
    expect(() => loadConfig({ PLACES_PROVIDER: "google" })).toThrow(/PLACES_PROVIDER/);
    expect(() => loadConfig({ PLACES_PROVIDER: "nominatim" })).toThrow(/PLACES_URL/);
    expect(() => loadConfig({ PLACES_PROVIDER: "nominatim", PLACES_URL: "ftp://geo" })).toThrow(/PLACES_URL/);
  });
});
