import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { loadModule } from "../errors/load-error.ts";
import { loadExtraCatalogue, type CatalogueLoader } from "../i18n/activate.ts";

/**
 * A route whose screen is a separate chunk, fetched by react-router the first time the route
 * matches (DESIGN.md "Web app": the login page does not download the consult screen), with the
 * extra language catalogue its screens need, if any. A chunk that fails to load reaches the root
 * error view as a LoadError.
 */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode, catalogue?: CatalogueLoader): NonNullable<RouteObject["lazy"]> {
  return async () => {
    const [module] = await Promise.all([loadModule(load), catalogue ? loadExtraCatalogue(catalogue) : null]);
    return { element: render(module) };
  };
}
