import { coreUs } from './core.us.ts';
import { adminUs } from './admin.us.ts';
import { marketsUs } from './markets.us.ts';
import { mineUs } from './mine.us.ts';
import { newsUs } from './news.us.ts';
import { tradeUs } from './trade.us.ts';
import { fundingUs } from './funding.us.ts';
import { securityUs } from './security.us.ts';
import { offeringsUs } from './offerings.us.ts';
import { followUs } from './follow.us.ts';
import { daytradeUs } from './daytrade.us.ts';
import { loanUs } from './loan.us.ts';
import { exchangeUs } from './exchange.us.ts';

// Every message in English: the core and each area. The app loads the core at start and each area with its routes
// (loadUiMessages.ts); stories and tests use this whole catalogue. Keys must match jp exactly (catalogues.test.tsx).
const us: Record<string, string> = {
  ...coreUs,
  ...mineUs,
  ...adminUs,
  ...marketsUs,
  ...newsUs,
  ...tradeUs,
  ...fundingUs,
  ...securityUs,
  ...offeringsUs,
  ...followUs,
  ...daytradeUs,
  ...loanUs,
  ...exchangeUs,
};

export default us;
