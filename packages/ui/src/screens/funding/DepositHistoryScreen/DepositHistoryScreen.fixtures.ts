import { depositNotices, fundingShell } from '../shared/fixtures.ts';
import type { DepositHistoryScreenProps } from './DepositHistoryScreen.types.ts';

export const depositHistoryProps: DepositHistoryScreenProps = {
  shell: fundingShell('入金履歴'),
  deposits: {
    status: 'ready',
    items: depositNotices,
    hasMore: false,
    onLoadMore: () => undefined,
    onRetry: () => undefined,
  },
  onCancel: () => Promise.resolve(),
  depositHref: '#/mine/deposit',
};
