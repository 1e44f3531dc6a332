import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import type { FeatureCollection } from "geojson";
// Country outlines of western and central Europe (Natural Earth 1:50m via world-atlas, public
// domain; coordinates rounded to 0.01°), so that the built-in map shows where the pins are with
// no tiles server. Loaded with the library, never with the screens that only might show a map.
import outlineData from "./europe-outline.json";

export const europeOutline = outlineData as FeatureCollection;

// maplibre-gl 5 ships its worker inside the main bundle and starts it from a blob: URL, which
// the Content-Security-Policy allows (worker-src 'self' blob:). This module is only ever
// imported dynamically, so the library stays out of every other chunk.
export { maplibregl };
