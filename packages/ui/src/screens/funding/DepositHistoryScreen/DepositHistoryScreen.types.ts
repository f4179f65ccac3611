import type { DepositNoticeView, FundingList, FundingShell } from '../shared/types.ts';

export interface DepositHistoryScreenProps {
  shell: FundingShell;
  /** The user's deposit notices, newest first (`listDeposits`), page by page. */
  deposits: FundingList<DepositNoticeView>;
  /** Cancels a pending notice; its confirmation stays pending until this settles. */
  onCancel: (id: string) => void | Promise<unknown>;
  /** /mine/deposit. */
  depositHref: string;
}
