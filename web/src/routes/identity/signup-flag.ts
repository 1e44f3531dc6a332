// Kept out of routing/redirect-url.ts, which the login page loads: only the identity screens need it.

/**
 * Where a member just validated goes: `path` (home is the requests list) with the signup flag
 * that opens the onboarding tutorial (spec 1 §1 "inscription").
 */
export function withSignupFlag(path: string): string {
  const url = new URL(path === "/" ? "/request/" : path, "https://consilium.invalid");
  url.searchParams.set("inscription", "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
