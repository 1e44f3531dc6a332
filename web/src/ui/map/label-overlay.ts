import type { Map as MapLibreMap } from "maplibre-gl";
import { placeLabels, type Box, type MapLabel } from "./map-labels.ts";
import type { MapPoint } from "./map-types.ts";

/** The CSS font of each kind of name (map-view.css), for measuring before drawing. */
const FONT: Record<MapLabel["kind"], { font: string; upper: boolean; spacing: number }> = {
  city: { font: "600 13px", upper: false, spacing: 0 },
  town: { font: "400 12px", upper: false, spacing: 0 },
  region: { font: "500 11px", upper: true, spacing: 1 },
};

function measurer(family: string): (label: MapLabel) => number {
  const context = document.createElement("canvas").getContext("2d");
  const widths = new Map<MapLabel, number>();
  return (label) => {
    let width = widths.get(label);
    if (width === undefined) {
      const { font, upper, spacing } = FONT[label.kind];
      const text = upper ? label.name.toUpperCase() : label.name;
      if (context) context.font = `${font} ${family}`;
      // Without a 2D context (never in a browser that runs maplibre), a generous estimate.
      width = (context ? context.measureText(text).width : text.length * 8) + spacing * text.length;
      widths.set(label, width);
    }
    return width;
  };
}

export type LabelOverlay = {
  /** Where the pins are (their tip): names keep clear of them. */
  setPins: (pins: readonly MapPoint[]) => void;
  remove: () => void;
};

/**
 * Writes the towns' and regions' names over the built-in map as HTML (aria-hidden: the pins and
 * the result list say what is where; the names only help the eye). Placed again at each frame
 * the map draws, so they follow panning and zooming and never overlap.
 */
export function attachLabelOverlay(map: MapLibreMap, labels: readonly MapLabel[]): LabelOverlay {
  let pins: readonly MapPoint[] = [];
  const layer = document.createElement("div");
  layer.className = "map-labels";
  layer.setAttribute("aria-hidden", "true");
  layer.dataset.testid = "map-labels";
  // Right after the map's canvas (which would hide it), before the pins: they are drawn above the names.
  map.getCanvas().after(layer);
  const measure = measurer(getComputedStyle(layer).fontFamily || "sans-serif");
  const shown = new Map<MapLabel, HTMLElement>();

  /** Where maplibre's controls sit over the map, in the map's pixels. */
  const controls = (): Box[] => {
    const frame = map.getContainer().getBoundingClientRect();
    return [...map.getContainer().querySelectorAll(".maplibregl-ctrl")].map((control) => {
      const rect = control.getBoundingClientRect();
      return { left: rect.left - frame.left, top: rect.top - frame.top, right: rect.right - frame.left, bottom: rect.bottom - frame.top };
    });
  };

  const draw = () => {
    const canvas = map.getCanvas();
    const placed = placeLabels(labels, map.getZoom(), { width: canvas.clientWidth, height: canvas.clientHeight }, (label) => map.project([label.lng, label.lat]), measure, {
      pins: pins.map((pin) => map.project([pin.lng, pin.lat])),
      reserved: controls(),
    });
    const kept = new Set<MapLabel>();
    for (const { label, x, y, side, overPins } of placed) {
      kept.add(label);
      let element = shown.get(label);
      if (!element) {
        element = document.createElement("div");
        element.append(Object.assign(document.createElement("span"), { className: "map-label-text", textContent: label.name }));
        layer.append(element);
        shown.set(label, element);
      }
      element.className = `map-label map-label-${label.kind} map-label-${side}${overPins ? " map-label-over-pins" : ""}`;
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    }
    for (const [label, element] of shown) {
      if (kept.has(label)) continue;
      element.remove();
      shown.delete(label);
    }
  };
  map.on("render", draw);
  draw();
  return {
    setPins: (points) => {
      pins = points;
      draw();
    },
    remove: () => {
      map.off("render", draw);
      layer.remove();
    },
  };
}
