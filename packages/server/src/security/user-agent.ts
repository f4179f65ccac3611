/** What a sign-in history shows of a User-Agent: the browser and the operating system, when they can be told. */
export interface BrowserLabel {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(A|iOS|e)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** Reads the browser and OS names from a User-Agent (product names, the same in every language). */
export function browserOf(userAgent: string): BrowserLabel {
  return { browser: first(userAgent, BROWSERS), os: first(userAgent, SYSTEMS) };
}

/** `Chrome (Android)`, for alert texts; the address stands in when the browser cannot be told. */
export function browserText(userAgent: string): string {
  const { browser, os } = browserOf(userAgent);
  if (browser && os) return `${browser} (${os})`;
  return browser ?? os ?? '?';
}
