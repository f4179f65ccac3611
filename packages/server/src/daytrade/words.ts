/** What one-day margin is, in plain words, shown before applying (DaytradeAccount.rules). */
import type { LocalizedText } from '../http/lists.ts';

export const RULES = (maxLeverage: number): LocalizedText => ({
  jp: `一日信用取引は当日中に決済する信用取引です。買建（ロング）も売建（ショート）もでき、必要証拠金は約定代金÷レバレッジ（最大${maxLeverage}倍、円未満切上げ）で参加資金から拘束します。未決済の建玉は大引け（15:25〜15:30のクロージング・オークション、終値）で自動的に決済され、未約定の注文は失効します。損益は決済のたびに参加資金で精算し、手数料と1日分の金利（建玉代金×年率÷365、円未満切捨て）を差し引きます。参加資金を超える損失はお預り金から差し引き、なお不足する分は債務として表示され、入金後の大引けに回収されます。価格はシミュレーターのもので、利益は約束されません。`,
  cn: `一日信用交易须在当日了结。可买入开仓（做多）或卖出开仓（做空），所需保证金 = 成交金额 ÷ 杠杆（最高${maxLeverage}倍，不足1日元进位），从参与资金中冻结。未平仓头寸将在收盘集合竞价（15:25–15:30）按收盘价自动平仓，未成交委托失效。每次平仓时以参与资金结算盈亏，并扣除手续费和1天的利息（持仓金额 × 年利率 ÷ 365，不足1日元舍去）。超过参与资金的亏损从可用资金中扣除，仍不足的部分显示为欠款，入金后在收盘时收回。价格来自模拟器，不承诺任何收益。`,
  us: `One-day margin positions close the same day. You may buy to open (long) or sell to open (short); the margin, notional ÷ leverage (at most ${maxLeverage}×, rounded up to the yen), is held from your participation fund. Anything still open is closed automatically in the closing auction (15:25–15:30) at the closing price, and unfilled orders fail. Each close settles its profit or loss with the fund, less the commission and one day's interest (notional × yearly rate ÷ 365, rounded down). A loss beyond the fund is taken from your available cash; what cash cannot cover is shown as a debt and collected at a later close once cash arrives. Prices are the simulator's; no profit is promised.`,
});
