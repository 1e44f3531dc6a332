// Production cookies carry the __Host- prefix (HTTPS only); development ones do not.
const CSRF_COOKIES = ["__Host-csrf_token", "csrf_token"];

/** The double-submit CSRF token from document.cookie, echoed in X-CSRF-Token on every call. */
export function csrfTokenFrom(cookieHeader: string): string | null {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    try {
      cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // Someone else's malformed cookie must not break our calls.
    }
  }
  for (const name of CSRF_COOKIES) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return null;
}
