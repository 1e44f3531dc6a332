import type { PlacesConfig } from "../../config.ts";
import { createGazetteer } from "./gazetteer.ts";
import { createNominatim } from "./nominatim.ts";
import type { PlacesProvider } from "../../domain/ports.ts";

/** The configured places provider; a hosted one always falls back on the built-in gazetteer. */
export function createPlacesProvider(config: PlacesConfig): PlacesProvider {
  const gazetteer = createGazetteer();
  if (config.provider === "gazetteer") return gazetteer;
  return createNominatim({ url: config.url, userAgent: config.userAgent, fallback: gazetteer });
}
