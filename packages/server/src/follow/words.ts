/** What a follow product says in plain words: a rule's statement (written from the rule itself) and the risk. */
import type { LocalizedText } from '../http/lists.ts';
import type { StrategyVersion } from './nav.ts';

/** A quantitative rule in plain words, in three languages, from its parameters: the words cannot drift from it. */
export function ruleWords(version: StrategyVersion): LocalizedText {
  const n = version.codes.length;
  if (version.kind === 'momentum') {
    const k = version.top ?? 1;
    const days = version.lookbackDays ?? 1;
    return {
      jp: `毎月最初の取引日の終値で、下記${n}銘柄のうち過去${days}取引日の値上がり率が最も高い${k}銘柄を等金額で保有します（同率はコードの小さい順）。価格はシミュレーターの終値で、成果は約束されません。`,
      cn: `每月首个交易日收盘时，在下列${n}只股票中等权重持有过去${days}个交易日涨幅最高的${k}只（涨幅相同按代码从小到大）。价格为模拟器的收盘价，不承诺任何收益。`,
      us: `At the close of the first trading day of each month, holds in equal weights the ${k} of the ${n} stocks below whose price rose most over the previous ${days} trading days (ties go to the lower code). Prices are the simulator's closes; no result is promised.`,
    };
  }
  return {
    jp: `下記${n}銘柄を等金額で保有し、毎月最初の取引日の終値で等金額に戻します。価格はシミュレーターの終値で、成果は約束されません。`,
    cn: `等权重持有下列${n}只股票，并在每月首个交易日收盘时重新调整为等权重。价格为模拟器的收盘价，不承诺任何收益。`,
    us: `Holds the ${n} stocks below in equal weights, set back to equal weights at the close of the first trading day of each month. Prices are the simulator's closes; no result is promised.`,
  };
}

/** The risk statement shown before buying. */
export const DISCLOSURE: LocalizedText = {
  jp: '基準価額は市場価格で変動し、元本は保証されません。過去の実績は将来の成果を約束しません。いつでも停止できます（開示した早期解約手数料と利益分配を差し引きます）。',
  cn: '净值随市场价格波动，不保本。过往业绩不代表未来收益。可随时停止（扣除已披露的提前退出费和收益分成）。',
  us: 'The value moves with market prices and is not guaranteed. Past performance promises nothing. You can stop at any time (less the disclosed early-exit fee and profit share).',
};
