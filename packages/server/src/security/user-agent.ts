import type { LocalizedText } from '../http/lists.ts';

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

/** What an alert calls a client that names neither a browser nor a system it knows (a script, a bare HTTP client). */
const UNKNOWN_DEVICE: LocalizedText = { jp: '不明な端末', cn: '未知设备', us: 'an unknown device' };

/**
 * `Chrome (Android)` for alert texts, in each language (product names read the same in all three); a client that
 * names neither is "an unknown device" in the reader's language.
 */
export function browserText(userAgent: string): LocalizedText {
  const { browser, os } = browserOf(userAgent);
  const named = browser && os ? `${browser} (${os})` : (browser ?? os);
  return named ? { jp: named, cn: named, us: named } : UNKNOWN_DEVICE;
}
