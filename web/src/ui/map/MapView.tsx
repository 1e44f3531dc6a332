import type { FeatureCollection } from "geojson";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { GeoJSONSource, Map as MapLibreMap, Marker } from "maplibre-gl";
import type { MapDecoration } from "./load-maplibre.ts";
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, type MapBounds, type MapMarker, type MapPoint } from "./map-types.ts";
import { spreadOffsets } from "./spread.ts";
import "./map-view.css";

type MapLibre = (typeof import("./load-maplibre.ts"))["maplibregl"];

export type MapViewProps = {
  markers: readonly MapMarker[];
  /** Shows this box; applied again each time its value changes (then wins over center and zoom). */
  bounds?: MapBounds | null;
  /** Shows this point at this zoom; applied again each time one of them changes. */
  center?: MapPoint;
  zoom?: number;
  /** After the user (or a new bounds/center) moved the view. */
  onMove?: (bounds: MapBounds, zoom: number) => void;
  onSelect?: (id: string) => void;
  /** Draws this box as an outline (the directory's debug flag). */
  debugBounds?: MapBounds | null;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
};

const FRANCE: MapPoint = { lat: 46.6, lng: 2.4 };

function boundsOf(map: MapLibreMap): MapBounds {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

function boxFeature(box: MapBounds | null | undefined): FeatureCollection {
  if (!box) return { type: "FeatureCollection", features: [] };
  const [w, s, e, n] = box;
  return {
    type: "FeatureCollection",
    features: [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: [[w, s], [e, s], [e, n], [w, n], [w, s]] } }],
  };
}

/**
 * A maplibre map with pins (groups and practices, selected variant, spread when they share a
 * position). maplibre is imported on mount, so a screen that shows a map does not put the library
 * into its own chunk, and the login page never downloads it.
 */
export function MapView({ markers, bounds, center, zoom, onMove, onSelect, debugBounds, label, className }: MapViewProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [lib, setLib] = useState<MapLibre | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, read by listeners registered once.
  const callbacks = useRef({ onMove, onSelect });
  callbacks.current = { onMove, onSelect };
  const debugBox = useRef(debugBounds);
  debugBox.current = debugBounds;
  // The built-in map's names keep clear of the pins (none over a configured style).
  const decoration = useRef<MapDecoration | null>(null);
  // A view asked as a point and a zoom goes no closer than the style has something to show.
  const pointZoomCap = useRef(MAP_MAX_ZOOM);
  // The first view, and maplibre's own control texts in the user's language: read once, when the map is made.
  const initial = useRef({
    bounds,
    center,
    zoom,
    texts: {
      "NavigationControl.ZoomIn": t`Zoom avant`,
      "NavigationControl.ZoomOut": t`Zoom arrière`,
      "AttributionControl.ToggleAttribution": t`Afficher ou masquer les sources de la carte`,
    },
  });

  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | null = null;
    import("./load-maplibre.ts")
      .then(async ({ maplibregl, mapSetup }) => {
        const setup = await mapSetup();
        if (cancelled || !container.current) return;
        const start = initial.current;
        created = new maplibregl.Map({
          container: container.current,
          style: setup.style,
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          ...(start.bounds
            ? { bounds: start.bounds }
            : { center: [(start.center ?? FRANCE).lng, (start.center ?? FRANCE).lat] as [number, number], zoom: Math.min(start.zoom ?? 5, setup.pointZoomCap) }),
          // The sources' credits (Natural Earth, or the configured tiles' provider) behind an (i).
          attributionControl: { compact: true },
          locale: start.texts,
          // Keyboard users pan with the arrows and zoom with + and -; no rotation on a directory map.
          dragRotate: false,
          pitchWithRotate: false,
        });
        created.addControl(new maplibregl.ScaleControl({ unit: "metric" }), "bottom-left");
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
        created.touchZoomRotate.disableRotation();
        const ready = created;
        // A map created in a hidden panel (the small-screen list/map toggle) has no size until shown.
        const observer = new ResizeObserver(() => ready.resize());
        observer.observe(container.current);
        const decorated = setup.decorate(ready);
        decoration.current = decorated;
        ready.once("remove", () => {
          observer.disconnect();
          decorated.remove();
        });
        ready.on("moveend", () => callbacks.current.onMove?.(boundsOf(ready), ready.getZoom()));
        // The debug outline needs the style; the pins and the view do not wait for its geography.
        ready.on("load", () => {
          ready.addSource("debug-bounds", { type: "geojson", data: boxFeature(debugBox.current) });
          ready.addLayer({ id: "debug-bounds", type: "line", source: "debug-bounds", paint: { "line-color": "#d6336c", "line-width": 2, "line-dasharray": [2, 2] } });
        });
        pointZoomCap.current = setup.pointZoomCap;
        setMap(ready);
        setLib(maplibregl);
        callbacks.current.onMove?.(boundsOf(ready), ready.getZoom());
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, []);

  // A new requested view (a chosen place, a default centre) moves the map.
  const boundsKey = bounds ? bounds.map((v) => v.toFixed(6)).join(",") : "";
  const centerKey = center ? `${center.lat},${center.lng},${zoom ?? ""}` : "";
  const applied = useRef({ boundsKey, centerKey });
  useEffect(() => {
    if (!map) return;
    if (boundsKey && boundsKey !== applied.current.boundsKey && bounds) {
      map.fitBounds(bounds, { duration: 0 });
    } else if (centerKey && centerKey !== applied.current.centerKey && center) {
      map.jumpTo({ center: [center.lng, center.lat], ...(zoom !== undefined ? { zoom: Math.min(zoom, pointZoomCap.current) } : {}) });
    }
    applied.current = { boundsKey, centerKey };
    // The keys stand for bounds, center and zoom: a new array of the same box does not move the map.
  }, [map, boundsKey, centerKey]);

  useEffect(() => {
    (map?.getSource("debug-bounds") as GeoJSONSource | undefined)?.setData(boxFeature(debugBounds));
  }, [map, debugBounds]);

  useEffect(() => {
    if (!map || !lib) return;
    decoration.current?.setPins(markers);
    const offsets = spreadOffsets(markers);
    const pins: Marker[] = markers.map((marker) => {
      const element = document.createElement("button");
      element.type = "button";
      element.className = `map-pin map-pin-${marker.kind}${marker.selected ? " map-pin-selected" : ""}`;
      element.setAttribute("aria-label", marker.label);
      element.setAttribute("aria-pressed", marker.selected ? "true" : "false");
      element.title = marker.label;
      // maplibre positions the element with an inline transform: the drawn shape is a child.
      element.append(Object.assign(document.createElement("span"), { className: "map-pin-shape" }));
      element.addEventListener("click", (event) => {
        event.stopPropagation();
        callbacks.current.onSelect?.(marker.id);
      });
      return new lib.Marker({ element, anchor: "bottom", offset: offsets.get(marker.id) ?? [0, 0] }).setLngLat([marker.lng, marker.lat]).addTo(map);
    });
    return () => {
      for (const pin of pins) pin.remove();
    };
  }, [map, lib, markers]);

  return (
    <div className={`map-view${className ? ` ${className}` : ""}`} role="region" aria-label={label}>
      <div ref={container} className="map-view-canvas" data-testid="map-canvas" />
      {failed ? <p className="map-view-failed">{t`La carte n'a pas pu être affichée.`}</p> : null}
    </div>
  );
}
