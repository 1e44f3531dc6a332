/**
 * A piece of the app that did not arrive: a lazily loaded screen or a language catalogue (a lost
 * connection, or a new release that removed the old chunks). Reloading the page is the cure, so
 * these get their own error view, one that needs neither the failed chunk nor the catalogue.
 */
export class LoadError extends Error {
  override readonly name = "LoadError";
}

/** Runs a dynamic import; any failure becomes a LoadError with the original as its cause. */
export async function loadModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new LoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
