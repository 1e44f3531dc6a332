/** What a person recognises of a device in their session list: the browser and the system. */
export type DeviceLabel = { browser: string | null; os: string | null };

// Order matters: Edge and Opera carry "Chrome" in their user agent, Chrome carries "Safari",
// and iPadOS 13+ presents itself as a Mac (told apart by nothing the server sees).
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * "Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Firefox/132.0" → Firefox 132 on Windows. Only the
 * names and the browser's major version: enough to recognise one's own devices, and nothing of
 * the user agent's finer detail is repeated back. Null where the header says nothing we know.
 */
export function deviceLabel(userAgent: string | null): DeviceLabel {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1] ?? ""}`.trim();
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}
