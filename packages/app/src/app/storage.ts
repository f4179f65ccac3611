// The seed's local-storage keys, kept exactly so existing installs carry over.
export const storageKeys = {
  token: 'tokend',
  account: 'account',
  searchList: 'searchList',
  language: 'language',
  market: 'stock',
  // Ours, not the seed's: the user's price-colour rule.
  priceColours: 'priceColours',
} as const;

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lasts as long as the page.
  }
}
