/**
 * A first name for a new passkey: the kind of device it is made on, read from the browser ("iPhone", "Android",
 * "Mac", "Windows"…), so a customer with several can tell them apart; they may type another.
 */
export function deviceName(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const known: readonly [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'Chromebook'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ];
  return known.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Passkey';
}
