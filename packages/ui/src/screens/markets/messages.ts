import type { MessageDescriptor } from 'react-intl';
import { homeScreenMessages } from '../HomeScreen/HomeScreen.messages.ts';
import { moreStockScreenMessages } from './MoreStockScreen/MoreStockScreen.messages.ts';
import { quoteInfoScreenMessages } from './QuoteInfoScreen/QuoteInfoScreen.messages.ts';
import { searchScreenMessages } from './SearchScreen/SearchScreen.messages.ts';
import { marketsCommonMessages } from './shared/markets.messages.ts';
import { watchlistScreenMessages } from './WatchlistScreen/WatchlistScreen.messages.ts';

/** Every message group of the markets screens (and the live home); registered once in intl/descriptors.ts. */
export const marketsMessageGroups: Record<string, MessageDescriptor>[] = [
  marketsCommonMessages,
  homeScreenMessages,
  quoteInfoScreenMessages,
  searchScreenMessages,
  moreStockScreenMessages,
  watchlistScreenMessages,
];
