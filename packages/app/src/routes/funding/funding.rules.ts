/** The contract's limit on registered bank cards. */
export const maxBankCards = 5;

// The funding forms' rules that are more than a pattern: names as banks compare them, the katakana reading, and
// whole-yen amounts against decimal limits. Money stays in strings and bigint, never a float.

/** Small kana and their full-size letters: bank systems write holder names in full-size kana (シヨウ for ショウ). */
const smallKana: Record<string, string> = {
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

const hiraganaToKatakana = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : ch;
};

/**
 * A name as banks compare it (the server's rule, packages/server/src/funding/names.ts): NFKC, no spaces, hiragana
 * as katakana, small kana full-size.
 */
export function bankName(text: string): string {
  return [...text.normalize('NFKC').replace(/\s+/gu, '')]
    .map((ch) => {
      const katakana = hiraganaToKatakana(ch);
      return smallKana[katakana] ?? katakana;
    })
    .join('');
}

/** Whether a bank account holder is the verified person: the verified name or its reading. */
export function isOwnName(holder: string, verified: { name?: string; kana?: string }): boolean {
  const wanted = bankName(holder);
  if (wanted === '') return false;
  return [verified.name, verified.kana].some((name) => name !== undefined && name !== '' && bankName(name) === wanted);
}

/**
 * The reading as the contract takes it, full-width katakana: typed in hiragana or half-width katakana it is
 * converted (NFKC widens half-width katakana), spaces collapse to one, and the ends are trimmed.
 */
export function katakanaReading(text: string): string {
  return [...text.normalize('NFKC').trim().replace(/\s+/gu, ' ')].map(hiraganaToKatakana).join('');
}

/** The contract's `name_kana` pattern: katakana (with the long-vowel mark and middle dot) and spaces. */
export function isKatakanaName(text: string): boolean {
  return /^[\u30A0-\u30FF\u3000 ]+$/.test(text);
}

/** Digits as typed: full-width ones made half-width, spaces and hyphens dropped. */
export function digits(text: string): string {
  return text.normalize('NFKC').replace(/[\s-]/g, '');
}

/** An ID number as the contract takes it: half-width (NFKC), without spaces, letters upper case. */
export function idNumberText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, '').toUpperCase();
}

/**
 * A whole-yen amount typed by a user: half-width digits (full-width ones are converted), thousands separators
 * allowed, no sign or decimals, at least 1 — as the contract's digits (`"300000"`), or undefined.
 */
export function wholeYen(text: string): string | undefined {
  const digits = text.normalize('NFKC').trim().replace(/,/g, '');
  return /^[1-9]\d{0,10}$/.test(digits) ? digits : undefined;
}

/** The whole-yen part of a decimal string (limits and balances may come as "5000000" or "1234.00"). */
function floorYen(amount: string): bigint {
  const match = /^(\d+)(?:\.\d+)?$/.exec(amount.trim());
  return match?.[1] ? BigInt(match[1]) : 0n;
}

/** Whether a whole-yen amount lies within [min, max] (decimal strings; a fraction in max rounds down). */
export function yenWithin(amount: string, min: string, max: string): boolean {
  const value = BigInt(amount);
  const low = floorYen(min);
  const minFraction = /\.\d*[1-9]/.test(min) ? 1n : 0n;
  return value >= low + minFraction && value <= floorYen(max);
}

/**
 * What "withdraw all" fills in: everything withdrawable now, in whole yen, but not more than one withdrawal may
 * take; undefined when nothing can be withdrawn.
 */
export function withdrawAllAmount(withdrawable: string, max: string): string | undefined {
  const all = floorYen(withdrawable);
  const cap = floorYen(max);
  const amount = all < cap ? all : cap;
  return amount > 0n ? amount.toString() : undefined;
}
