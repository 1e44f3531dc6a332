import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadModule } from "../errors/load-error.ts";

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the chunk (e.g. once the screen that may open it has rendered). */
  preload: () => void;
};

/**
 * A component in a chunk of its own, fetched when it first renders or on preload() (issue 18:
 * a screen's dialogs need not delay its first paint). Render it under a Suspense boundary; a
 * chunk that does not arrive throws a LoadError to the nearest error boundary (the reload view).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => {
    loading ??= loadModule(load).catch((error: unknown) => {
      // The next render or preload tries again.
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await get() })),
    { preload: () => void get().catch(() => undefined) },
  );
}
