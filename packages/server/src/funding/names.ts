/** Small kana and their full-size letters: bank systems write holder names in full-size kana (シヨウ for ショウ). */
const SMALL_KANA: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/**
 * A name as banks compare it: Unicode NFKC (half-width katakana become full-width, full-width letters and digits
 * plain, the ideographic space a space), without any space, hiragana as katakana, small kana as full-size.
 */
export function bankName(text: string): string {
  return [...text.normalize('NFKC').replace(/\s+/gu, '')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      const katakana = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : ch;
      return SMALL_KANA[katakana] ?? katakana;
    })
    .join('');
}

/** Whether a bank account holder is the verified person: the verified name or its verified reading. */
export function isOwnName(holder: string, verified: { name: string | null; kana: string | null }): boolean {
  const wanted = bankName(holder);
  if (wanted === '') return false;
  return [verified.name, verified.kana].some((name) => name !== null && bankName(name) === wanted);
}
