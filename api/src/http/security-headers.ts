/** The WebSocket origin of the site (ws:// for http, wss:// for https). */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

/**
 * Headers every response carries. The CSP allows only our own origin: 'self' covers same-origin
 * WebSockets in current browsers, and the public address is named for older ones; no other host
 * but a configured map style's (`mapOrigins`: its style, tiles, glyphs and sprites, which
 * maplibre fetches, and images it may load).
 */
export function securityHeaders(production: boolean, publicUrl: string, mapOrigins: readonly string[] = []): Record<string, string> {
  const map = mapOrigins.map((origin) => ` ${origin}`).join("");
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=(self)",
    "content-security-policy": [
      "default-src 'self'",
      "script-src 'self'",
      // react-aria and maplibre set inline style attributes.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${map}`,
      `connect-src 'self' ${socketOrigin(publicUrl)}${map}`,
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join("; "),
    ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
