import type { MessageDescriptor } from 'react-intl';
import { fundingCommonMessages } from './shared/fundingCommon.messages.ts';
import { identityConsentMessages, identityScreenMessages } from './IdentityScreen/IdentityScreen.messages.ts';
import { bankCardsScreenMessages } from './BankCardsScreen/BankCardsScreen.messages.ts';
import { bankCardAddScreenMessages } from './BankCardAddScreen/BankCardAddScreen.messages.ts';
import { depositScreenMessages } from './DepositScreen/DepositScreen.messages.ts';
import { depositHistoryScreenMessages } from './DepositHistoryScreen/DepositHistoryScreen.messages.ts';
import { withdrawScreenMessages } from './WithdrawScreen/WithdrawScreen.messages.ts';

/** Every message group of the funding screens; registered once in intl/descriptors.ts. */
export const fundingMessageGroups: Record<string, MessageDescriptor>[] = [
  fundingCommonMessages,
  identityScreenMessages,
  identityConsentMessages,
  bankCardsScreenMessages,
  bankCardAddScreenMessages,
  depositScreenMessages,
  depositHistoryScreenMessages,
  withdrawScreenMessages,
];
