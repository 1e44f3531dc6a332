const ORIGIN = "https://consilium.invalid";

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The redirectUrl of the login page, kept only when it is a path on our own origin: an open
 * redirect would let a phishing link bounce a freshly logged-in doctor to another site.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//")) return null;
  // Browsers read "/\evil.example" as "//evil.example"; control characters hide such tricks.
  if (raw.includes("\\") || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // Coming back to the login page after logging in would loop.
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

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
