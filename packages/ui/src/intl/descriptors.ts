import type { MessageDescriptor } from 'react-intl';
import { messageAreas, type UiMessageArea } from './areas.ts';
import { coreMessageGroups } from './coreGroups.ts';
import { mineMessageGroups } from '../screens/mine/messages.ts';
import { adminMessageGroups } from '../screens/admin/messages.ts';
import { marketsMessageGroups } from '../screens/markets/messages.ts';
import { newsMessageGroups } from '../screens/news/messages.ts';
import { tradeMessageGroups } from '../screens/trade/messages.ts';
import { fundingMessageGroups } from '../screens/funding/messages.ts';
import { securityMessageGroups } from '../screens/security/messages.ts';
import { offeringsMessageGroups } from '../screens/offerings/messages.ts';
import { followMessageGroups } from '../screens/follow/messages.ts';
import { daytradeMessageGroups } from '../screens/daytrade/messages.ts';
import { loanMessageGroups } from '../screens/loan/messages.ts';
import { exchangeMessageGroups } from '../screens/exchange/messages.ts';

export { coreMessageGroups, messageAreas, type UiMessageArea };

/** The message groups of each area, registered once in its `screens/<area>/messages.ts`. */
export const areaMessageGroups: Record<UiMessageArea, Record<string, MessageDescriptor>[]> = {
  mine: mineMessageGroups,
  admin: adminMessageGroups,
  markets: marketsMessageGroups,
  news: newsMessageGroups,
  trade: tradeMessageGroups,
  funding: fundingMessageGroups,
  security: securityMessageGroups,
  offerings: offeringsMessageGroups,
  follow: followMessageGroups,
  daytrade: daytradeMessageGroups,
  loan: loanMessageGroups,
  exchange: exchangeMessageGroups,
};

/** Every message group the package defines; the Japanese catalogue is built from their defaults. */
export const messageGroups: Record<string, MessageDescriptor>[] = [
  ...coreMessageGroups,
  ...messageAreas.flatMap((area) => areaMessageGroups[area]),
];

export function allDescriptors(): MessageDescriptor[] {
  return messageGroups.flatMap((group) => Object.values(group));
}

export { defaultsOf } from './defaultsOf.ts';
