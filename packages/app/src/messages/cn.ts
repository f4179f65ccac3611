import { coreCn } from './core.cn.ts';
import { adminCn } from './admin.cn.ts';
import { marketsCn } from './markets.cn.ts';
import { mineCn } from './mine.cn.ts';
import { newsCn } from './news.cn.ts';
import { offeringsCn } from './offerings.cn.ts';
import { followCn } from './follow.cn.ts';
import { tradeCn } from './trade.cn.ts';
import { fundingCn } from './funding.cn.ts';
import { securityCn } from './security.cn.ts';

// Every app string in cn: the core and each area (for tests; the app loads them apart, app/intl.ts).
const cn: Record<string, string> = {
  ...coreCn,
  ...mineCn,
  ...adminCn,
  ...marketsCn,
  ...newsCn,
  ...offeringsCn,
  ...followCn,
  ...tradeCn,
  ...fundingCn,
  ...securityCn,
};

export default cn;
