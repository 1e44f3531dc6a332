/** What the server says about maps (GET /config/map.json, api/src/http/map-config.ts). */
export type MapConfig = {
  /** A maplibre style (MAP_STYLE_URL): its tiles replace the built-in geography. */
  styleUrl: string | null;
};

export const MAP_CONFIG_PATH = "/config/map.json";

/** Anything else than an http(s) or same-site address is ignored: the built-in map is drawn. */
export function parseMapConfig(body: unknown): MapConfig {
  const styleUrl = (body as { styleUrl?: unknown } | null)?.styleUrl;
  if (typeof styleUrl !== "string") return { styleUrl: null };
  if (/^https?:\/\//i.test(styleUrl) || (styleUrl.startsWith("/") && !styleUrl.startsWith("//"))) return { styleUrl };
  return { styleUrl: null };
}

let pending: Promise<MapConfig> | null = null;

/** Asked once per page; a failure draws the built-in map rather than none. */
export function loadMapConfig(): Promise<MapConfig> {
  pending ??= fetch(MAP_CONFIG_PATH, { credentials: "same-origin", headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then(parseMapConfig)
    .catch(() => ({ styleUrl: null }));
  return pending;
}
