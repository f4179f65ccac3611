import { coreUs } from './core.us.ts';
import { adminUs } from './admin.us.ts';
import { marketsUs } from './markets.us.ts';
import { mineUs } from './mine.us.ts';
import { newsUs } from './news.us.ts';
import { offeringsUs } from './offerings.us.ts';
import { followUs } from './follow.us.ts';
import { tradeUs } from './trade.us.ts';
import { fundingUs } from './funding.us.ts';
import { securityUs } from './security.us.ts';

// Every app string in us: the core and each area (for tests; the app loads them apart, app/intl.ts).
const us: Record<string, string> = {
  ...coreUs,
  ...mineUs,
  ...adminUs,
  ...marketsUs,
  ...newsUs,
  ...offeringsUs,
  ...followUs,
  ...tradeUs,
  ...fundingUs,
  ...securityUs,
};

export default us;
