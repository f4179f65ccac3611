import type { MessageDescriptor } from 'react-intl';
import { checkinScreenMessages } from './CheckinScreen/CheckinScreen.messages.ts';
import { referralScreenMessages } from './ReferralScreen/ReferralScreen.messages.ts';
import { supportScreenMessages } from './SupportScreen/SupportScreen.messages.ts';
import { documentScreenMessages } from './DocumentScreen/DocumentScreen.messages.ts';
import { fundPasswordScreenMessages } from './FundPasswordScreen/FundPasswordScreen.messages.ts';
import { languageScreenMessages } from './LanguageScreen/LanguageScreen.messages.ts';
import { loginPasswordScreenMessages } from './LoginPasswordScreen/LoginPasswordScreen.messages.ts';
import { menuScreenMessages } from './MenuScreen/MenuScreen.messages.ts';
import { messageDetailScreenMessages } from './MessageDetailScreen/MessageDetailScreen.messages.ts';
import { messageListScreenMessages } from './MessageListScreen/MessageListScreen.messages.ts';
import { myPageScreenMessages } from './MyPageScreen/MyPageScreen.messages.ts';
import { mineCommonMessages } from './shared/mineCommon.messages.ts';
import {
  transactionRecordsScreenMessages,
  transactionRecordTypeMessages,
} from './TransactionRecordsScreen/TransactionRecordsScreen.messages.ts';

/** Every message group of the mine screens; registered once in intl/descriptors.ts. */
export const mineMessageGroups: Record<string, MessageDescriptor>[] = [
  mineCommonMessages,
  menuScreenMessages,
  myPageScreenMessages,
  loginPasswordScreenMessages,
  fundPasswordScreenMessages,
  languageScreenMessages,
  messageListScreenMessages,
  messageDetailScreenMessages,
  documentScreenMessages,
  transactionRecordsScreenMessages,
  transactionRecordTypeMessages,
  checkinScreenMessages,
  referralScreenMessages,
  supportScreenMessages,
];
