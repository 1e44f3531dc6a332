import { describe, expect, it } from "vitest";
import { createGazetteer } from "./gazetteer.ts";
import { BE_TOWNS, DE_TOWNS } from "./gazetteer-be-de.ts";
import { FR_TOWNS } from "./gazetteer-fr.ts";

const gazetteer = createGazetteer();

describe("gazetteer", () => {
  it("finds a town by the start of its name, accents and case ignored, with its box", async () => {
    const [lyon] = await gazetteer.autocomplete({ query: "LYO", locale: "fr", limit: 5 });
    expect(lyon).toMatchObject({ name: "Lyon", country: "FR", label: "Lyon (69001), France", kind: "city" });
    const [west = 0, south = 0, east = 0, north = 0] = lyon?.bounds ?? [];
    expect(west).toBeLessThan(4.8357);
    expect(east).toBeGreaterThan(4.8357);
    expect(north - south).toBeGreaterThan(0.2);
    const [liege] = await gazetteer.autocomplete({ query: "liege", locale: "de", limit: 5 });
    expect(liege?.label).toBe("Liège (4000), Belgien");
    const [koln] = await gazetteer.autocomplete({ query: "koln", locale: "en", limit: 5 });
    expect(koln?.name).toBe("Köln");
  });

  it("finds by postcode prefix and by several words", async () => {
    const byCode = await gazetteer.autocomplete({ query: "370", locale: "fr", limit: 10 });
    expect(byCode.map((p) => p.name)).toContain("Tours");
    const twoWords = await gazetteer.autocomplete({ query: "frankfurt oder", locale: "de", limit: 10 });
    expect(twoWords.map((p) => p.name)).toEqual(["Frankfurt (Oder)"]);
    expect(await gazetteer.autocomplete({ query: "   ", locale: "fr", limit: 10 })).toEqual([]);
  });

  it("pads a small town to about 20 km and answers details by id", async () => {
    const [chinon] = await gazetteer.autocomplete({ query: "chinon", locale: "fr", limit: 1 });
    expect(chinon).toBeDefined();
    if (!chinon) return;
    expect((chinon.bounds[3] - chinon.bounds[1]) * 111).toBeCloseTo(20, 0);
    expect(await gazetteer.details(chinon.id, "fr")).toEqual(chinon);
    expect(await gazetteer.details("gz-FR-00000-nowhere", "fr")).toBeNull();
  });

  it("holds real coordinates inside each country's box, and unique ids", async () => {
    const inBox = (rows: typeof FR_TOWNS, [w, s, e, n]: number[]) => rows.filter(([, , lat, lng]) => !(lat >= (s ?? 0) && lat <= (n ?? 0) && lng >= (w ?? 0) && lng <= (e ?? 0)));
    // Overseas departments are the only French rows outside metropolitan France.
    expect(inBox(FR_TOWNS, [-5.2, 41.3, 9.6, 51.1]).every(([, code]) => code.startsWith("97"))).toBe(true);
    expect(inBox(BE_TOWNS, [2.5, 49.4, 6.4, 51.6])).toEqual([]);
    expect(inBox(DE_TOWNS, [5.8, 47.2, 15.1, 55.1])).toEqual([]);
    const all = await gazetteer.autocomplete({ query: "a", locale: "fr", limit: 10 });
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });
});
