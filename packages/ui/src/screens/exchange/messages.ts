import type { MessageDescriptor } from 'react-intl';
import { exchangeCommonMessages } from './shared/exchangeCommon.messages.ts';
import { exchangeScreenMessages } from './ExchangeScreen/ExchangeScreen.messages.ts';

/** Every message group of the currency-exchange screen (/mine/exchange); registered once in intl/descriptors.ts. */
export const exchangeMessageGroups: Record<string, MessageDescriptor>[] = [
  exchangeCommonMessages,
  exchangeScreenMessages,
];
