import type { MapConfig } from "../config.ts";

/** Where the web app asks how to draw its maps (web/src/ui/map/map-config.ts reads it). */
export const MAP_CONFIG_PATH = "/config/map.json";

/**
 * The maps' settings for the browser: a runtime setting (MAP_STYLE_URL), so one build serves
 * every deployment. Revalidated on each page load, so a changed setting shows after a restart.
 */
export function mapConfigResponse(map: MapConfig): Response {
  return new Response(JSON.stringify({ styleUrl: map.styleUrl ?? null }), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache" },
  });
}
