import type { AssetSummary } from './AssetPanel.tsx';

export const assetSummary: AssetSummary = {
  currency: 'JPY',
  totalAssets: '12345678.90',
  holdingsValue: '8650000.00',
  available: '2695678.90',
  frozen: '1000000.00',
  loanOutstanding: '500000.00',
  floatingProfit: '234567.80',
};

export const assetSummaryLoss: AssetSummary = { ...assetSummary, floatingProfit: '-98765.43' };

export const assetSummaryEmpty: AssetSummary = {
  currency: 'JPY',
  totalAssets: '0',
  holdingsValue: '',
  available: '0.00',
  frozen: '0',
  loanOutstanding: '0',
  floatingProfit: '0',
};
