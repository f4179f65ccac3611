import type { QuoteRowItem } from '../QuoteRow/QuoteRow.tsx';

const names = [
  'トヨタ自動車',
  'ソニーグループ',
  '任天堂',
  'ソフトバンクグループ',
  'キーエンス',
  '三菱商事',
  '東京エレクトロン',
];

/** `count` deterministic rows (no randomness): codes from 1301, alternating up, down and flat changes. */
export function quoteItems(count: number, tick = 0): QuoteRowItem[] {
  return Array.from({ length: count }, (_, index) => {
    const direction = (index + tick) % 3;
    const change = direction === 0 ? `${(index % 50) + 1}.5` : direction === 1 ? `-${(index % 40) + 2}` : '0';
    const percent =
      direction === 0
        ? `${index % 5}.${String(((index * 7) % 99) + 1).padStart(2, '0')}`
        : direction === 1
          ? `-1.${index % 10}2`
          : '0';
    return {
      code: String(1301 + index),
      name: `${names[index % names.length]} ${index + 1}`,
      price: `${1000 + index * 17 + tick}.${index % 10}`,
      change,
      changePercent: percent,
      decimals: 1,
      currency: 'JPY',
    } satisfies QuoteRowItem;
  });
}
