/**
 * The 1-based step of a multi-step flow, read from the path (spec 1 §2: "progress is derived
 * from the path"): `subPaths[0]` is the flow's own page, the others its sub-pages.
 */
export function stepFromPath(pathname: string, base: string, subPaths: readonly string[]): number {
  const rest = pathname.replace(/\/+$/, "").slice(base.replace(/\/+$/, "").length).replace(/^\/+/, "");
  const index = subPaths.indexOf(rest);
  return index >= 0 ? index + 1 : 1;
}
