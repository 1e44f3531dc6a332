import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";

// maplibre-gl 5 ships its worker inside the main bundle and starts it from a blob: URL, which
// the Content-Security-Policy allows (worker-src 'self' blob:). This module is only ever
// imported dynamically, so the library stays out of every other chunk.
export { maplibregl };
