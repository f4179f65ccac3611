import { defineMessages } from 'react-intl';

export const assetPanelMessages = defineMessages({
  title: { id: 'ui.assetPanel.title', defaultMessage: '資産状況', description: 'Heading of the asset summary' },
  totalAssets: {
    id: 'ui.assetPanel.totalAssets',
    defaultMessage: '総資産',
    description: 'Total assets = available + frozen',
  },
  holdingsValue: {
    id: 'ui.assetPanel.holdingsValue',
    defaultMessage: '保有評価額',
    description: 'Market value of holdings',
  },
  available: { id: 'ui.assetPanel.available', defaultMessage: '利用可能額', description: 'Available cash' },
  frozen: {
    id: 'ui.assetPanel.frozen',
    defaultMessage: '拘束中',
    description: 'Cash held for orders, applications, withdrawals',
  },
  loanOutstanding: {
    id: 'ui.assetPanel.loanOutstanding',
    defaultMessage: '借入残高',
    description: 'Loan outstanding on the credit line (jpyyjed)',
  },
  floatingProfit: {
    id: 'ui.assetPanel.floatingProfit',
    defaultMessage: '評価損益',
    description: 'Unrealized profit or loss of open positions',
  },
  loading: { id: 'ui.assetPanel.loading', defaultMessage: '資産を読み込み中', description: 'Spoken while assets load' },
});
