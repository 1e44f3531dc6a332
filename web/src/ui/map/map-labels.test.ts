import { describe, expect, it } from "vitest";
import { isShownAtZoom, placeLabels, regionLabels, townLabels, type MapLabel } from "./map-labels.ts";

// A flat projection: 100 px per degree, north up, from (0°, 50°) at the top left.
const project = (label: MapLabel) => ({ x: label.lng * 100, y: (50 - label.lat) * 100 });
const measure = (label: MapLabel) => label.name.length * 7;
const viewport = { width: 800, height: 600 };
const names = (labels: readonly { label: MapLabel }[]) => labels.map(({ label }) => label.name);

const lyon: MapLabel = { name: "Lyon", lat: 46, lng: 4, kind: "city" };
const villeurbanne: MapLabel = { name: "Villeurbanne", lat: 45.6, lng: 4.8, kind: "town" };
const region: MapLabel = { name: "Auvergne-Rhône-Alpes", lat: 47, lng: 4, kind: "region" };

describe("the built-in map's names (issue 19 item 4)", () => {
  it("writes regions at the broad view, cities from the country view, the smaller towns from regional zoom", () => {
    expect(isShownAtZoom("region", 6)).toBe(true);
    expect(isShownAtZoom("region", 11)).toBe(false);
    expect(isShownAtZoom("city", 5)).toBe(true);
    expect(isShownAtZoom("town", 6)).toBe(false);
    expect(isShownAtZoom("town", 12)).toBe(true);
    expect(names(placeLabels([villeurbanne, lyon, region], 6, viewport, project, measure))).toEqual(["Lyon", "Auvergne-Rhône-Alpes"]);
    expect(names(placeLabels([villeurbanne, lyon, region], 12, viewport, project, measure))).toEqual(["Lyon", "Villeurbanne"]);
  });

  it("never lets two names overlap: a neighbour's name moves to another side of its dot, or is left out", () => {
    // Villeurbanne's dot is 20 px left of Lyon's: its name would cover Lyon's on its right.
    const neighbour: MapLabel = { ...villeurbanne, lat: 46.02, lng: 3.8 };
    const placed = placeLabels([lyon, neighbour], 12, viewport, project, measure);
    expect(placed.map(({ side }) => side)).toEqual(["right", "left"]);
    const crowd: MapLabel[] = Array.from({ length: 30 }, (_, i) => ({ name: `Bourg ${i}`, lat: 46, lng: 4 + i * 0.001, kind: "town" }));
    const shown = placeLabels([lyon, ...crowd], 12, viewport, project, measure);
    expect(shown[0]?.label.name).toBe("Lyon");
    expect(shown.length).toBeLessThan(6);
  });

  it("puts the larger town first when two compete for the same space, and skips places off screen", () => {
    const small: MapLabel = { name: "Petit", lat: 46, lng: 4, kind: "town" };
    const large: MapLabel = { name: "Grand", lat: 46, lng: 4, kind: "town" };
    const far: MapLabel = { name: "Ailleurs", lat: 40, lng: 4, kind: "city" };
    expect(names(placeLabels([large, small, far], 12, { width: 800, height: 600 }, project, (label) => label.name.length * 60)).slice(0, 1)).toEqual(["Grand"]);
    expect(names(placeLabels([far], 12, viewport, project, measure))).toEqual([]);
  });

  it("keeps names clear of the pins, except a city's, which is written on a side free of other names", () => {
    const joue: MapLabel = { name: "Joué", lat: 46, lng: 2, kind: "town" };
    // A pin just right of each dot: the names go to the left.
    const pins = [project(lyon), project(joue)].map(({ x, y }) => ({ x: x + 20, y: y + 10 }));
    expect(placeLabels([lyon, joue], 12, viewport, project, measure, { pins }).map(({ label, side }) => [label.name, side])).toEqual([
      ["Lyon", "left"],
      ["Joué", "left"],
    ]);
    // Pins all around: the town's name is left out, the city's is written.
    const around = [project(lyon), project(joue)].flatMap(({ x, y }) => [-40, -20, 0, 20, 40].flatMap((dx) => [-10, 10, 30].map((dy) => ({ x: x + dx, y: y + dy }))));
    expect(placeLabels([lyon, joue], 12, viewport, project, measure, { pins: around }).map(({ label, overPins }) => [label.name, overPins])).toEqual([["Lyon", true]]);
  });

  it("never writes over the map's controls", () => {
    const zoomButtons = { left: 380, top: 380, right: 440, bottom: 420 };
    expect(names(placeLabels([lyon], 12, viewport, project, measure, { reserved: [zoomButtons] }))).toEqual([]);
  });

  it("reads the towns and regions files, skipping malformed rows", () => {
    expect(townLabels([["Tours", 47.39, 0.68, 2], ["Joué-lès-Tours", 47.35, 0.66, 1], ["bad"], "x"])).toEqual([
      { name: "Tours", lat: 47.39, lng: 0.68, kind: "city" },
      { name: "Joué-lès-Tours", lat: 47.35, lng: 0.66, kind: "town" },
    ]);
    expect(regionLabels([{ name: "Bretagne", lat: 48.2, lng: -2.9 }, { name: 3 }, null])).toEqual([{ name: "Bretagne", lat: 48.2, lng: -2.9, kind: "region" }]);
    expect(townLabels({})).toEqual([]);
  });
});
