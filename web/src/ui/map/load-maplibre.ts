import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import type { StyleSpecification } from "maplibre-gl";
// The built-in map's geography and names are files of the build (fingerprinted, cached for good,
// precompressed), fetched when a map is shown: never part of a script.
import boundariesUrl from "./geography/boundaries.json?url&no-inline";
import regionsUrl from "./geography/regions.json?url&no-inline";
import townsUrl from "./geography/towns.json?url&no-inline";
import { attachLabelOverlay, type LabelOverlay } from "./label-overlay.ts";
import { loadMapConfig } from "./map-config.ts";
import { regionLabels, townLabels, type MapLabel } from "./map-labels.ts";
import { builtInMapStyle } from "./map-style.ts";
import type { MapPoint } from "./map-types.ts";

let labels: Promise<MapLabel[]> | null = null;

/** The towns' and regions' names, asked once per page; none when they cannot be had. */
function loadLabels(): Promise<MapLabel[]> {
  const json = (url: string) => fetch(url).then((response) => (response.ok ? (response.json() as Promise<unknown>) : null));
  labels ??= Promise.all([json(townsUrl), json(regionsUrl)])
    .then(([towns, regions]) => [...townLabels(towns), ...regionLabels(regions)])
    .catch(() => []);
  return labels;
}

/** What is drawn over a map besides its pins: the built-in map's names. */
export type MapDecoration = {
  /** Where the pins are: the names keep clear of them. */
  setPins: (pins: readonly MapPoint[]) => void;
  remove: () => void;
};

export type MapSetup = {
  style: StyleSpecification | string;
  /** Writes the names over a built-in map (none over a configured style, which has its own). */
  decorate: (map: maplibregl.Map) => MapDecoration;
  /**
   * The closest zoom for a view given as a point (a practice, a group's place): the built-in map
   * has no streets, so closer than city zoom it would show a pin on an empty square, not the
   * town around it. The user may still zoom in.
   */
  pointZoomCap: number;
};

const BUILT_IN_POINT_ZOOM_CAP = 12;

/** The configured style (MAP_STYLE_URL) or the built-in one, which needs no tiles server. */
export async function mapSetup(): Promise<MapSetup> {
  const { styleUrl } = await loadMapConfig();
  if (styleUrl) return { style: styleUrl, decorate: () => ({ setPins: () => {}, remove: () => {} }), pointZoomCap: Infinity };
  return {
    style: builtInMapStyle(new URL(boundariesUrl, window.location.href).href),
    pointZoomCap: BUILT_IN_POINT_ZOOM_CAP,
    decorate: (map) => {
      let overlay: LabelOverlay | null = null;
      let pins: readonly MapPoint[] = [];
      let removed = false;
      void loadLabels().then((all) => {
        if (removed) return;
        overlay = attachLabelOverlay(map, all);
        overlay.setPins(pins);
      });
      return {
        setPins: (points) => {
          pins = points;
          overlay?.setPins(points);
        },
        remove: () => {
          removed = true;
          overlay?.remove();
        },
      };
    },
  };
}

// maplibre-gl 5 ships its worker inside the main bundle and starts it from a blob: URL, which
// the Content-Security-Policy allows (worker-src 'self' blob:). This module is only ever
// imported dynamically, so the library stays out of every other chunk.
export { maplibregl };
