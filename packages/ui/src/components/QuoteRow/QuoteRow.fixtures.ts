import type { QuoteRowItem } from './QuoteRow.tsx';

export const toyota: QuoteRowItem = {
  code: '7203',
  name: 'トヨタ自動車',
  price: '3120.5',
  change: '45.5',
  changePercent: '1.48',
  decimals: 1,
  currency: 'JPY',
};

export const sony: QuoteRowItem = {
  code: '6758',
  name: 'ソニーグループ',
  price: '12850',
  change: '-210',
  changePercent: '-1.61',
  decimals: 0,
  currency: 'JPY',
};
