// Shared by the API (the Pro Santé Connect round trip) and the web app (redirectUrl): one
// rule for where the site may send a browser after a login.
const ORIGIN = "https://consilium.invalid";
const MAX_LENGTH = 2000;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path on our own origin, or null: an open redirect would let a phishing link bounce a
 * freshly logged-in doctor to another site.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith("/") || raw.startsWith("//")) return null;
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
