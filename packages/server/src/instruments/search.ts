/**
 * Instrument search as people type it on a phone in Japan, China or anywhere: by code prefix or by part of a name
 * in any of the three languages, ignoring case and character width (`ﾄﾖﾀ`, `トヨタ`, `とよた`, `ＴＯＹＯＴＡ`,
 * `toyota` are one search), and ignoring spaces and the middle dots that separate words in katakana names.
 */

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KATAKANA_OFFSET = 0x60;
/** Spaces, and the dots people may or may not type between the words of a name (`・`, `･`, `·`). */
const SEPARATORS = /[\s\u30fb\uff65\u00b7]+/gu;

/** Hiragana as katakana, so a name written either way matches. */
function toKatakana(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    out += point >= HIRAGANA_START && point <= HIRAGANA_END ? String.fromCodePoint(point + KATAKANA_OFFSET) : char;
  }
  return out;
}

/**
 * The form names and keywords are compared in: NFKC (full-width letters and digits to ASCII, half-width katakana
 * to full-width, with their sound marks joined), lower case, hiragana as katakana, no separators.
 */
export function searchForm(text: string): string {
  return toKatakana(text.normalize('NFKC').toLowerCase()).replace(SEPARATORS, '');
}

/** A code as typed, in the form codes are written: NFKC, upper case, no spaces (`７２０３` → `7203`). */
export function codeForm(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/\s+/gu, '');
}

export interface Searchable {
  code: string;
  name: { jp: string; cn: string; us: string };
}

/** A matcher for one keyword; an empty keyword (after normalising) matches nothing. */
export function keywordMatcher(keyword: string): (item: Searchable) => boolean {
  const code = codeForm(keyword);
  const name = searchForm(keyword);
  if (code === '' && name === '') return () => false;
  return (item) =>
    (code !== '' && item.code.startsWith(code)) ||
    (name !== '' &&
      (searchForm(item.name.jp).includes(name) ||
        searchForm(item.name.cn).includes(name) ||
        searchForm(item.name.us).includes(name)));
}
