/**
 * The names the built-in map writes: towns of the gazetteer (a dot and a name) and regions
 * (a name across their middle). maplibre would need glyph files from a server to draw text, so
 * the built-in style draws none: these are placed here and shown as HTML over the map.
 */
export type LabelKind = "region" | "city" | "town";

export type MapLabel = { name: string; lat: number; lng: number; kind: LabelKind };

export type ScreenPoint = { x: number; y: number };

/** Where the name sits relative to its dot; a region's name is centred on its point. */
export type LabelSide = "right" | "left" | "above" | "below" | "center";

/** A name to write: the label itself (the same object as given), where its place is on screen, and its side. */
export type PlacedLabel = ScreenPoint & {
  label: MapLabel;
  side: LabelSide;
  /** A city's name that could not keep clear of the pins: drawn above them, to stay readable. */
  overPins: boolean;
};

export type Box = { left: number; top: number; right: number; bottom: number };

/**
 * From which zoom each kind is written, and up to which (exclusive). Regions name the broad
 * view; big cities come first, the gazetteer's smaller towns at regional and city zoom.
 */
const ZOOM_RANGE: Record<LabelKind, [number, number]> = {
  region: [5, 8.5],
  city: [4.5, Infinity],
  town: [8, Infinity],
};

/** Drawn first wins: a city's name before a region's, a region's before a town's. */
const ORDER: Record<LabelKind, number> = { city: 0, region: 1, town: 2 };

/** Distance from the dot to its name, and the free space kept around each name, in pixels. */
const GAP = 5;
const MARGIN = 3;
/** The drawn pin above its tip (map-view.css: a 30 px button anchored at its bottom). */
const PIN_WIDTH = 24;
const PIN_HEIGHT = 30;
/** Line height of a name, by kind (the stylesheet uses the same sizes). */
export const LABEL_HEIGHT: Record<LabelKind, number> = { region: 14, city: 16, town: 14 };

export function isShownAtZoom(kind: LabelKind, zoom: number): boolean {
  const [from, to] = ZOOM_RANGE[kind];
  return zoom >= from && zoom < to;
}

function boxFor(point: ScreenPoint, side: LabelSide, width: number, height: number): Box {
  const half = height / 2;
  switch (side) {
    case "right":
      return { left: point.x - GAP, top: point.y - half, right: point.x + GAP + width, bottom: point.y + half };
    case "left":
      return { left: point.x - GAP - width, top: point.y - half, right: point.x + GAP, bottom: point.y + half };
    case "above":
      return { left: point.x - width / 2, top: point.y - GAP - height, right: point.x + width / 2, bottom: point.y + GAP };
    case "below":
      return { left: point.x - width / 2, top: point.y - GAP, right: point.x + width / 2, bottom: point.y + GAP + height };
    case "center":
      return { left: point.x - width / 2, top: point.y - half, right: point.x + width / 2, bottom: point.y + half };
  }
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN;
}

function inside(box: Box, width: number, height: number): boolean {
  return box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
}

/**
 * The names to write at this zoom and where, none overlapping another: in the order of `labels`
 * within each kind (the larger towns first), each name takes the first free side of its dot
 * (right, left, above, below) or is left out. `project` gives a place's position on screen,
 * `measure` a name's width in pixels. Names keep clear of the pins (`pins`, their tips on
 * screen) too, but a city's name is written anyway, on a side free of other names, above the pins.
 */
export function placeLabels(
  labels: readonly MapLabel[],
  zoom: number,
  viewport: { width: number; height: number },
  project: (label: MapLabel) => ScreenPoint,
  measure: (label: MapLabel) => number,
  options: { pins?: readonly ScreenPoint[]; reserved?: readonly Box[] } = {},
): PlacedLabel[] {
  const pins = (options.pins ?? []).map((pin): Box => ({ left: pin.x - PIN_WIDTH / 2, top: pin.y - PIN_HEIGHT, right: pin.x + PIN_WIDTH / 2, bottom: pin.y }));
  const candidates = labels.filter((label) => isShownAtZoom(label.kind, zoom)).map((label, index) => ({ label, index }));
  candidates.sort((a, b) => ORDER[a.label.kind] - ORDER[b.label.kind] || a.index - b.index);
  // The map's own controls (zoom buttons, scale, credits) are never written over.
  const taken: Box[] = [...(options.reserved ?? [])];
  const placed: PlacedLabel[] = [];
  for (const { label } of candidates) {
    const point = project(label);
    if (point.x < 0 || point.y < 0 || point.x > viewport.width || point.y > viewport.height) continue;
    const width = measure(label);
    const height = LABEL_HEIGHT[label.kind];
    const sides: LabelSide[] = label.kind === "region" ? ["center"] : ["right", "left", "above", "below"];
    const boxes = sides.map((side) => ({ side, box: boxFor(point, side, width, height) })).filter(({ box }) => inside(box, viewport.width, viewport.height) && !taken.some((other) => overlaps(box, other)));
    const clear = boxes.find(({ box }) => !pins.some((pin) => overlaps(box, pin)));
    const chosen = clear ?? (label.kind === "city" ? boxes[0] : undefined);
    if (!chosen) continue;
    taken.push(chosen.box);
    placed.push({ label, x: point.x, y: point.y, side: chosen.side, overPins: !clear });
  }
  return placed;
}

/** Reads the towns file (scripts/map-towns.ts): [name, lat, lng, size], size 2 a city. */
export function townLabels(rows: unknown): MapLabel[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (!Array.isArray(row)) return [];
    const [name, lat, lng, size] = row as unknown[];
    if (typeof name !== "string" || typeof lat !== "number" || typeof lng !== "number") return [];
    return [{ name, lat, lng, kind: size === 2 ? ("city" as const) : ("town" as const) }];
  });
}

/** Reads the regions file (scripts/map-geography.ts): { name, lat, lng }. */
export function regionLabels(rows: unknown): MapLabel[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const { name, lat, lng } = (row ?? {}) as { name?: unknown; lat?: unknown; lng?: unknown };
    if (typeof name !== "string" || typeof lat !== "number" || typeof lng !== "number") return [];
    return [{ name, lat, lng, kind: "region" as const }];
  });
}
