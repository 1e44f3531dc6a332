export type BrowserSupport = "supported" | "unsupported";

// Spec 1 §2: the app needs Chrome or Firefox. Chromium-based browsers (Chrome, Chromium,
// Edge, Opera, Brave, Samsung Internet) and Firefox pass, on every platform, iOS included
// where they identify themselves as CriOS, EdgiOS, FxiOS. Anything we cannot recognise as one
// of them is unsupported; the page still lets the user go on (see UnsupportedBrowserPage).
const CHROMIUM = /\b(?:Chrome|Chromium|CriOS|HeadlessChrome)\/(\d+)/;
const FIREFOX = /\b(?:Firefox|FxiOS)\/(\d+)/;
const EDGE_IOS = /\bEdgiOS\/\d+/;
// Old Edge (EdgeHTML) claims to be Chrome; it cannot run the app's modern JavaScript anyway.
const LEGACY_EDGE = /\bEdge\/\d+/;
const INTERNET_EXPLORER = /\b(?:MSIE |Trident\/)/;

// Versions below these lack features the bundle relies on (ES2023, CSS :has()).
const MIN_CHROMIUM = 105;
const MIN_FIREFOX = 121;

export function browserSupport(userAgent: string): BrowserSupport {
  if (INTERNET_EXPLORER.test(userAgent) || LEGACY_EDGE.test(userAgent)) return "unsupported";
  if (EDGE_IOS.test(userAgent)) return "supported";
  const chromium = CHROMIUM.exec(userAgent);
  if (chromium) return Number(chromium[1]) >= MIN_CHROMIUM || userAgent.includes("CriOS") ? "supported" : "unsupported";
  const firefox = FIREFOX.exec(userAgent);
  if (firefox) return Number(firefox[1]) >= MIN_FIREFOX || userAgent.includes("FxiOS") ? "supported" : "unsupported";
  return "unsupported";
}
