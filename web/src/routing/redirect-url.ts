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

/** The safe redirectUrl of a query string, or null. */
export function redirectUrlOf(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get("redirectUrl"));
}
