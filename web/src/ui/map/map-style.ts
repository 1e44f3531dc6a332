import type { Feature, FeatureCollection } from "geojson";
import type { StyleSpecification } from "maplibre-gl";

/**
 * The raster tiles drawn under the pins, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png".
 * Configuration given at build time (VITE_MAP_TILES_URL); unset, the map needs no network:
 * the countries' outlines on a plain background with a graticule every degree, enough to see
 * where a pin is and to read distances and directions.
 * (A tiles host must also be allowed in the Content-Security-Policy's img-src and connect-src.)
 */
const tilesUrl: string | undefined = import.meta.env.VITE_MAP_TILES_URL || undefined;

/** Meridians and parallels every degree over Europe (the three countries and their borders). */
function graticule(): FeatureCollection {
  const features: Feature[] = [];
  for (let lng = -15; lng <= 30; lng += 1) {
    features.push({ type: "Feature", properties: { major: lng % 5 === 0 }, geometry: { type: "LineString", coordinates: [[lng, 35], [lng, 60]] } });
  }
  for (let lat = 35; lat <= 60; lat += 1) {
    features.push({ type: "Feature", properties: { major: lat % 5 === 0 }, geometry: { type: "LineString", coordinates: [[-15, lat], [30, lat]] } });
  }
  return { type: "FeatureCollection", features };
}

export function builtInMapStyle(countries: FeatureCollection): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: { graticule: { type: "geojson", data: graticule() }, countries: { type: "geojson", data: countries } },
    layers: [
      // The sea, then the land with its borders.
      { id: "background", type: "background", paint: { "background-color": "#dde8ee" } },
      { id: "land", type: "fill", source: "countries", paint: { "fill-color": "#f6f5f0" } },
      { id: "borders", type: "line", source: "countries", paint: { "line-color": "#9aa8a2", "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 10, 1.6] } },
      {
        id: "graticule",
        type: "line",
        source: "graticule",
        paint: { "line-color": "#c9d3ce", "line-opacity": 0.7, "line-width": ["case", ["get", "major"], 1, 0.4] },
      },
    ],
  };
  if (tilesUrl) {
    style.sources.tiles = { type: "raster", tiles: [tilesUrl], tileSize: 256, attribution: "© OpenStreetMap contributors" };
    style.layers.push({ id: "tiles", type: "raster", source: "tiles" });
  }
  return style;
}
