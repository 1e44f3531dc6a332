import { safeRedirectPath } from "@rules/redirect-path.ts";

/** Where an unauthenticated visitor of `path` is sent: the login page, remembering the way back. */
export function loginPathFor(pathWithSearch: string): string {
  const back = safeRedirectPath(pathWithSearch);
  return back && back !== "/" ? `/login?${new URLSearchParams({ redirectUrl: back })}` : "/login";
}

/** Where the login page goes once a viewer exists. */
export function afterLoginPath(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get("redirectUrl")) ?? "/";
}

/** `pathname` with the way back in ?redirectUrl= (left out when it is home or unsafe). */
export function pathWithRedirect(pathname: string, target: string | null | undefined): string {
  const back = safeRedirectPath(target);
  return back && back !== "/" ? `${pathname}?${new URLSearchParams({ redirectUrl: back })}` : pathname;
}

/**
 * Where a member just validated goes: `path` (home is the requests list) with the signup flag
 * that opens the onboarding tutorial (spec 1 §1 "inscription").
 */
export function withSignupFlag(path: string): string {
  const url = new URL(path === "/" ? "/request/" : path, "https://consilium.invalid");
  url.searchParams.set("inscription", "1");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe redirectUrl of a query string, or null. */
export function redirectUrlOf(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get("redirectUrl"));
}
