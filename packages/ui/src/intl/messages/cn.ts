import { coreCn } from './core.cn.ts';
import { adminCn } from './admin.cn.ts';
import { marketsCn } from './markets.cn.ts';
import { mineCn } from './mine.cn.ts';
import { newsCn } from './news.cn.ts';
import { tradeCn } from './trade.cn.ts';
import { fundingCn } from './funding.cn.ts';
import { securityCn } from './security.cn.ts';
import { offeringsCn } from './offerings.cn.ts';
import { followCn } from './follow.cn.ts';
import { daytradeCn } from './daytrade.cn.ts';
import { loanCn } from './loan.cn.ts';
import { exchangeCn } from './exchange.cn.ts';

// Every message in Simplified Chinese: the core and each area. The app loads the core at start and each area with its routes
// (loadUiMessages.ts); stories and tests use this whole catalogue. Keys must match jp exactly (catalogues.test.tsx).
const cn: Record<string, string> = {
  ...coreCn,
  ...mineCn,
  ...adminCn,
  ...marketsCn,
  ...newsCn,
  ...tradeCn,
  ...fundingCn,
  ...securityCn,
  ...offeringsCn,
  ...followCn,
  ...daytradeCn,
  ...loanCn,
  ...exchangeCn,
};

export default cn;
