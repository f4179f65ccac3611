import type { MessageDescriptor } from 'react-intl';
import { loanCommonMessages } from './shared/loanCommon.messages.ts';
import { loanScreenMessages } from './LoanScreen/LoanScreen.messages.ts';
import { loanOrdersScreenMessages } from './LoanOrdersScreen/LoanOrdersScreen.messages.ts';

/** Every message group of the credit-line screens (/mine/loan, /mine/loanOrder); registered once in intl/descriptors.ts. */
export const loanMessageGroups: Record<string, MessageDescriptor>[] = [
  loanCommonMessages,
  loanScreenMessages,
  loanOrdersScreenMessages,
];
