import type { StyleSpecification } from "maplibre-gl";

const WATER = "#cfe0ea";

/**
 * The map drawn when no MAP_STYLE_URL is configured: it needs no network beyond this site.
 * Land, lakes and rivers, the countries' borders, the regions' (French régions, Belgian regions,
 * German Länder) and, from regional zoom, the French départements' and Belgian provinces'; all
 * from Natural Earth (public domain), in one file fetched with the map (`boundariesUrl`, see
 * scripts/map-geography.ts). The towns' and regions' names are written over it as HTML
 * (label-overlay.ts): maplibre would need glyph files to draw text.
 */
export function builtInMapStyle(boundariesUrl: string): StyleSpecification {
  const kind = (name: string) => ["==", ["get", "k"], name] as ["==", ["get", string], string];
  return {
    version: 8,
    sources: { geography: { type: "geojson", data: boundariesUrl, attribution: "Natural Earth", tolerance: 0.2 } },
    layers: [
      // The sea, then the land with its waters and borders.
      { id: "background", type: "background", paint: { "background-color": WATER } },
      { id: "land", type: "fill", source: "geography", filter: kind("land"), paint: { "fill-color": "#f5f4ee" } },
      { id: "lakes", type: "fill", source: "geography", filter: kind("lake"), paint: { "fill-color": WATER } },
      {
        id: "rivers",
        type: "line",
        source: "geography",
        filter: kind("river"),
        // Natural Earth 1:50m rivers are a kilometre or so off at street level: gone by city zoom.
        maxzoom: 10,
        paint: {
          "line-color": "#a9c8da",
          "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.6, 9, 2],
          "line-opacity": ["interpolate", ["linear"], ["zoom"], 8.5, 1, 9.8, 0],
        },
      },
      {
        id: "departments",
        type: "line",
        source: "geography",
        filter: kind("department"),
        minzoom: 6,
        paint: { "line-color": "#b9c0ba", "line-width": ["interpolate", ["linear"], ["zoom"], 6, 0.5, 12, 1.4], "line-dasharray": [4, 2] },
      },
      {
        id: "regions",
        type: "line",
        source: "geography",
        filter: kind("region"),
        minzoom: 4,
        paint: { "line-color": "#98a39c", "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.6, 12, 2.2] },
      },
      {
        id: "borders",
        type: "line",
        source: "geography",
        filter: kind("land"),
        paint: { "line-color": "#7c8a84", "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 12, 3] },
      },
    ],
  };
}
