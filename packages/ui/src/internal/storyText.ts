import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { bcp47, defaultLocale, isLocale, type Locale } from '../intl/locales.ts';
import cn from '../intl/messages/cn.ts';
import jp from '../intl/messages/jp.ts';
import us from '../intl/messages/us.ts';

const catalogues = { jp, cn, us } satisfies Record<Locale, Record<string, string>>;
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * A message as the story shows it in the language it is rendered in (the story's `globals.locale`; Japanese by
 * default), for a play function to find what to act on: the play then does the same in every language the story is
 * checked in (scripts/stories.mjs renders each story that pins no language in jp, cn and us, and fails a play that
 * throws in any of them).
 */
export function storyText(
  globals: Record<string, unknown>,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  const locale = isLocale(globals['locale']) ? globals['locale'] : defaultLocale;
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: bcp47[locale], messages: catalogues[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl.formatMessage(message, values);
}

/**
 * `storyText` as a pattern that matches the whole text whatever the `wildcards` arguments are (a button named
 * "{name}の申込を取り消す" for any name), for a play that acts on the first of several.
 */
export function storyPattern(
  globals: Record<string, unknown>,
  message: MessageDescriptor,
  wildcards: string[],
): RegExp {
  const marker = '\u2063WILDCARD\u2063';
  const text = storyText(globals, message, Object.fromEntries(wildcards.map((name) => [name, marker])));
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.split(marker).map(escape).join('.+')}$`);
}
