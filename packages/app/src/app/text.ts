import type { Locale } from '@kabuto/ui';

/** The contract's `LocalizedText`: a server text in every language. */
export type LocalizedText = { jp: string; cn: string; us: string };

/** A server text in the user's language; Japanese when that language is missing. */
export function pickText(text: LocalizedText | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.jp;
}
