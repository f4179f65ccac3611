import { coreJp } from './core.jp.ts';
import { adminJp } from './admin.jp.ts';
import { marketsJp } from './markets.jp.ts';
import { mineJp } from './mine.jp.ts';
import { newsJp } from './news.jp.ts';
import { offeringsJp } from './offerings.jp.ts';
import { followJp } from './follow.jp.ts';
import { tradeJp } from './trade.jp.ts';
import { fundingJp } from './funding.jp.ts';
import { securityJp } from './security.jp.ts';

// Every app string in jp: the core and each area (for tests; the app loads them apart, app/intl.ts).
const jp: Record<string, string> = {
  ...coreJp,
  ...mineJp,
  ...adminJp,
  ...marketsJp,
  ...newsJp,
  ...offeringsJp,
  ...followJp,
  ...tradeJp,
  ...fundingJp,
  ...securityJp,
};

export default jp;
