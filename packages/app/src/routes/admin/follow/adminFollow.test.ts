import { describe, expect, it, vi } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { loadUiMessages } from '@kabuto/ui';
import { adminCn } from '../../../messages/admin.cn.ts';
import { adminJp } from '../../../messages/admin.jp.ts';
import { adminUs } from '../../../messages/admin.us.ts';
import { coreCn } from '../../../messages/core.cn.ts';
import { coreJp } from '../../../messages/core.jp.ts';
import { coreUs } from '../../../messages/core.us.ts';
import { followCn } from '../../../messages/follow.cn.ts';
import { followJp } from '../../../messages/follow.jp.ts';
import { followUs } from '../../../messages/follow.us.ts';
import { toAdminFollowRow, toFollowCreateRequest, toFollowForm, toFollowUpdateRequest } from './adminFollow.mappers.ts';
import { checkFollow, emptyFollow, percentParam, universeCodes, type FollowForm } from './adminFollow.schema.ts';

// The ui's entries load its styles, which need the browser project's build; this node test takes the same basket
// helpers and form vocabulary (from the console's entry) and catalogues (from the main one) from their own modules
// (none has styles).
vi.mock('@kabuto/ui', async () => ({ ...(await import('../../../../../ui/src/intl/loadUiMessages.ts')) }));
vi.mock('@kabuto/ui/console', async () => {
  const screen = '../../../../../ui/src/screens/admin/AdminFollowProductsScreen';
  return {
    ...(await import(`${screen}/basket.ts`)),
    ...(await import(`${screen}/AdminFollowProductsScreen.types.ts`)),
  };
});

type AdminFollowProduct = ResponseData<'/admin/follow/list'>['items'][number];

const text = (jpText: string, cnText: string, usText: string) => ({ jp: jpText, cn: cnText, us: usText });

/** The contract's example: a leader's Japanese basket. */
const basket: AdminFollowProduct = {
  id: '210',
  name: text('日本大型株バリュー戦略', '日本大盘价值策略', 'Japan Large-Cap Value'),
  leader: {
    id: '77',
    name: '山田 健一',
    profile: text(
      '国内大型株の割安銘柄に長期投資。',
      '长期投资日本国内被低估的大盘股。',
      'Long-term investor in undervalued Japanese large caps.',
    ),
    since: '2026-04-01',
  },
  strategy: text(
    '配当と割安度で選んだ大型株4銘柄に月次リバランス。',
    '按股息和估值选出的4只大盘股，每月再平衡。',
    'Four large caps chosen by dividend and value, rebalanced monthly.',
  ),
  rule: { kind: 'leader_basket', rebalance: 'monthly', universe: [], lookbackDays: null, top: null },
  market: 'jpy',
  currency: 'JPY',
  basket: [
    { code: '7203', market: 'jpy', name: text('トヨタ自動車', '丰田汽车', 'Toyota Motor'), weightPercent: '30.00' },
    { code: '8306', market: 'jpy', name: text('三菱UFJ', '三菱日联', 'MUFG'), weightPercent: '25.00' },
    { code: '6758', market: 'jpy', name: text('ソニーグループ', '索尼集团', 'Sony Group'), weightPercent: '25.00' },
    { code: '8058', market: 'jpy', name: text('三菱商事', '三菱商事', 'Mitsubishi Corp.'), weightPercent: '20.00' },
  ],
  rebalancedAt: '2026-11-04T15:30:00+09:00',
  minInvestment: '100000',
  entryFeePercent: '0.00',
  earlyExitFeePercent: '0.50',
  earlyExitFeeDays: 30,
  profitSharePercent: '10.00',
  subscriptionDeadline: '2026-12-25T15:00:00+09:00',
  state: 'open',
  nav: '10432.1834',
  inceptionNav: '10000.0000',
  inceptionDate: '2026-04-01',
  cumulativeReturnPercent: '4.32',
  maxDrawdownPercent: '-6.85',
  followerCount: 1284,
  followingOrders: 1530,
  assets: '48230000',
  updatedAt: '2026-11-22 15:30:00+09:00',
};

/** The contract's list example: a momentum rule on US stocks, open-ended. */
const momentum: AdminFollowProduct = {
  ...basket,
  id: '212',
  name: text('米国モメンタム 8銘柄から3銘柄', '美股动量（8选3）', 'US Momentum, 3 of 8'),
  strategy: text('（サーバーの説明）', '（服务器的说明）', '(the server’s words)'),
  rule: {
    kind: 'momentum',
    rebalance: 'monthly',
    universe: ['AAPL', 'AMZN', 'AVGO', 'GOOGL', 'META', 'MSFT', 'NVDA', 'TSLA'],
    lookbackDays: 60,
    top: 3,
  },
  market: 'usd',
  currency: 'USD',
  basket: [
    { code: 'AVGO', market: 'usd', name: text('ブロードコム', '博通', 'Broadcom'), weightPercent: '33.34' },
    { code: 'NVDA', market: 'usd', name: text('エヌビディア', '英伟达', 'NVIDIA'), weightPercent: '33.33' },
    { code: 'TSLA', market: 'usd', name: text('テスラ', '特斯拉', 'Tesla'), weightPercent: '33.33' },
  ],
  minInvestment: '1000.00',
  entryFeePercent: '1.00',
  earlyExitFeePercent: '0.00',
  earlyExitFeeDays: 0,
  subscriptionDeadline: null,
};

const form = toFollowForm(basket);
const rule = toFollowForm(momentum);

describe('the follow product list', () => {
  it('shows a product as the screen takes it: the leader, the rule, the basket, ISO instants', () => {
    const row = toAdminFollowRow(basket);
    expect(row).toMatchObject({
      id: '210',
      leaderName: '山田 健一',
      rule: { kind: 'leader_basket', universe: [], lookbackDays: null, top: null },
      basket: [{ code: '7203', weightPercent: '30.00', name: { us: 'Toyota Motor' } }, {}, {}, {}],
      subscriptionDeadline: '2026-12-25T15:00:00+09:00',
      updatedAt: '2026-11-22T15:30:00+09:00',
    });
    expect(row.basket[0]).not.toHaveProperty('market');
    expect(toAdminFollowRow(momentum)).toMatchObject({
      rule: { kind: 'momentum', lookbackDays: 60, top: 3 },
      subscriptionDeadline: null,
    });
  });
});

describe('the follow product form', () => {
  it('reads a product into the form: the basket as lines, the deadline in Japan time; a rule’s words left out', () => {
    expect(form).toMatchObject({
      strategyKind: 'leader_basket',
      basket: '7203:30.00\n8306:25.00\n6758:25.00\n8058:20.00',
      universe: '',
      strategyUs: 'Four large caps chosen by dividend and value, rebalanced monthly.',
      earlyExitFeeDays: '30',
      subscriptionDeadline: '2026-12-25T15:00',
    });
    expect(rule).toMatchObject({
      strategyKind: 'momentum',
      universe: 'AAPL\nAMZN\nAVGO\nGOOGL\nMETA\nMSFT\nNVDA\nTSLA',
      lookbackDays: '60',
      top: '3',
      strategyJp: '',
      subscriptionDeadline: '',
    });
    expect(checkFollow(form, 'edit').ok).toBe(true);
    expect(checkFollow(rule, 'edit').ok).toBe(true);
  });

  it('creates a leader’s basket as the contract asks: lines joined, fees to two decimals, no rule fields', () => {
    const request = toFollowCreateRequest({
      ...form,
      nameJp: ' 日本大型株バリュー戦略 ',
      basket: '7203：30\n8306:25, 6758:25.0\n8058:20.00\n',
      entryFeePercent: '0',
      earlyExitFeePercent: '0.5',
      earlyExitFeeDays: '030',
      inceptionDate: '2026-04-01',
    });
    expect(request).toEqual({
      name_jp: '日本大型株バリュー戦略',
      name_cn: '日本大盘价值策略',
      name_us: 'Japan Large-Cap Value',
      leader_name: '山田 健一',
      leader_profile_jp: '国内大型株の割安銘柄に長期投資。',
      leader_profile_cn: '长期投资日本国内被低估的大盘股。',
      leader_profile_us: 'Long-term investor in undervalued Japanese large caps.',
      type: 'jpy',
      strategy_kind: 'leader_basket',
      strategy_jp: '配当と割安度で選んだ大型株4銘柄に月次リバランス。',
      strategy_cn: '按股息和估值选出的4只大盘股，每月再平衡。',
      strategy_us: 'Four large caps chosen by dividend and value, rebalanced monthly.',
      basket: '7203:30.00,8306:25.00,6758:25.00,8058:20.00',
      min_investment: '100000',
      entry_fee_percent: '0.00',
      early_exit_fee_percent: '0.50',
      early_exit_fee_days: '30',
      profit_share_percent: '10.00',
      subscription_deadline: '2026-12-25T15:00:00+09:00',
      inception_date: '2026-04-01',
    });
  });

  it('creates a rule with its universe (capitals, repeats dropped) and no words, basket, deadline or inception', () => {
    const request = toFollowCreateRequest({
      ...emptyFollow,
      ...rule,
      strategyKind: 'equal_weight',
      universe: 'aapl msft,nvda\nMSFT',
      basket: '7203:100',
      strategyJp: 'ignored',
      inceptionDate: '',
    });
    expect(request).toMatchObject({ type: 'usd', strategy_kind: 'equal_weight', universe: 'AAPL,MSFT,NVDA' });
    for (const name of ['basket', 'strategy_jp', 'lookback_days', 'top', 'subscription_deadline', 'inception_date']) {
      expect(request).not.toHaveProperty(name);
    }
    expect(universeCodes(' ')).toEqual([]);
    expect(percentParam('12.5')).toBe('12.50');
    expect(percentParam('abc')).toBe('abc');
  });
});

describe('a change to a product', () => {
  it('sends only what changed, and nothing of an unchanged basket (the server would rebalance to it)', () => {
    expect(toFollowUpdateRequest('210', form, form)).toEqual({ id: '210' });
    expect(toFollowUpdateRequest('210', form, { ...form, profitSharePercent: '12', nameUs: 'Japan Value ' })).toEqual({
      id: '210',
      name_us: 'Japan Value',
      profit_share_percent: '12.00',
    });
    // The same basket typed differently is the same basket.
    expect(toFollowUpdateRequest('210', form, { ...form, basket: '7203:30\n8306:25\n6758:25\n8058:20' })).toEqual({
      id: '210',
    });
    expect(toFollowUpdateRequest('210', form, { ...form, basket: '7203:30\n8306:25\n6758:20\n8058:25' })).toEqual({
      id: '210',
      strategy_kind: 'leader_basket',
      basket: '7203:30.00,8306:25.00,6758:20.00,8058:25.00',
    });
  });

  it('sends the leader’s name and profile together, and the words with a change of words or kind', () => {
    expect(toFollowUpdateRequest('210', form, { ...form, leaderProfileCn: '新的介绍' })).toEqual({
      id: '210',
      leader_name: '山田 健一',
      leader_profile_jp: '国内大型株の割安銘柄に長期投資。',
      leader_profile_cn: '新的介绍',
      leader_profile_us: 'Long-term investor in undervalued Japanese large caps.',
    });
    expect(toFollowUpdateRequest('210', form, { ...form, strategyUs: 'Four value large caps.' })).toEqual({
      id: '210',
      strategy_jp: '配当と割安度で選んだ大型株4銘柄に月次リバランス。',
      strategy_cn: '按股息和估值选出的4只大盘股，每月再平衡。',
      strategy_us: 'Four value large caps.',
    });
    const toLeader = toFollowUpdateRequest('212', rule, {
      ...rule,
      strategyKind: 'leader_basket',
      strategyJp: '三銘柄',
      strategyCn: '三只',
      strategyUs: 'Three',
    });
    expect(toLeader).toEqual({
      id: '212',
      strategy_kind: 'leader_basket',
      basket: 'AVGO:33.34,NVDA:33.33,TSLA:33.33',
      strategy_jp: '三銘柄',
      strategy_cn: '三只',
      strategy_us: 'Three',
    });
    const toEqual = toFollowUpdateRequest('210', form, {
      ...form,
      strategyKind: 'equal_weight',
      universe: '7203 6758',
    });
    expect(toEqual).toEqual({ id: '210', strategy_kind: 'equal_weight', universe: '7203,6758' });
  });

  it('resends a momentum rule whole when one part changes; sets or clears the deadline', () => {
    expect(toFollowUpdateRequest('212', rule, { ...rule, top: '4' })).toEqual({
      id: '212',
      strategy_kind: 'momentum',
      universe: 'AAPL,AMZN,AVGO,GOOGL,META,MSFT,NVDA,TSLA',
      lookback_days: '60',
      top: '4',
    });
    expect(toFollowUpdateRequest('212', rule, { ...rule, subscriptionDeadline: '2026-12-31T15:00' })).toEqual({
      id: '212',
      subscription_deadline: '2026-12-31T15:00:00+09:00',
    });
    expect(toFollowUpdateRequest('210', form, { ...form, subscriptionDeadline: '' })).toEqual({
      id: '210',
      clear_deadline: '1',
    });
  });
});

const errorsOf = (values: FollowForm, mode: 'create' | 'edit' = 'create') => {
  const result = checkFollow(values, mode);
  return result.ok ? {} : result.errors;
};

describe('the product form’s rules', () => {
  it('refuses missing and long texts, a bad amount for the market, and fees beyond their limits', () => {
    expect(
      errorsOf({
        ...form,
        nameCn: ' ',
        leaderName: 'あ'.repeat(65),
        strategyJp: '',
        minInvestment: '1000.50',
        entryFeePercent: '5.01',
        earlyExitFeePercent: '0.123',
        profitSharePercent: '',
        earlyExitFeeDays: '366',
      }),
    ).toEqual({
      nameCn: 'app.validation.required',
      leaderName: 'app.admin.validation.tooLong',
      strategyJp: 'app.validation.required',
      minInvestment: 'app.admin.validation.amount',
      entryFeePercent: 'app.admin.validation.outOfRange',
      earlyExitFeePercent: 'app.admin.validation.percent',
      profitSharePercent: 'app.validation.required',
      earlyExitFeeDays: 'app.admin.validation.outOfRange',
    });
    expect(errorsOf({ ...rule, minInvestment: '1000.50', profitSharePercent: '30' })).toEqual({});
    expect(errorsOf({ ...rule, minInvestment: '0.00' })).toEqual({ minInvestment: 'app.admin.validation.amount' });
  });

  it('checks a basket exactly: its lines, repeats and total', () => {
    const basketError = (lines: string) => errorsOf({ ...form, basket: lines }).basket;
    expect(basketError('')).toBe('app.validation.required');
    expect(basketError('7203-30\n6758:70')).toBe('app.admin.validation.stockCode');
    expect(basketError('7203:30.001\n6758:70')).toBe('app.admin.validation.percent');
    expect(basketError('7203:30\n7203:70')).toBe('error.basket_weights_invalid');
    expect(basketError('7203:33.33\n6758:33.33\n9984:33.33')).toBe('error.basket_weights_invalid');
    expect(basketError('7203:100\n6758:0')).toBe('error.basket_weights_invalid');
    expect(basketError('7203:33.34\n6758:33.33\n9984:33.33')).toBeUndefined();
  });

  it('checks a rule: its universe, look-back and count, and not the leader’s fields', () => {
    expect(errorsOf({ ...rule, basket: '', strategyJp: '' })).toEqual({});
    expect(errorsOf({ ...rule, universe: 'AAPL MSFT NVDA', top: '3' })).toEqual({
      universe: 'app.admin.validation.outOfRange',
    });
    expect(errorsOf({ ...rule, universe: 'AAPL BRK-B', lookbackDays: '19', top: '' })).toEqual({
      universe: 'app.admin.validation.stockCode',
      lookbackDays: 'app.admin.validation.outOfRange',
      top: 'app.validation.required',
    });
    expect(errorsOf({ ...rule, strategyKind: 'equal_weight', universe: 'AAPL', top: 'x' })).toEqual({
      universe: 'app.admin.validation.outOfRange',
    });
  });

  it('checks the deadline, and the inception day on creation only', () => {
    expect(errorsOf({ ...form, subscriptionDeadline: '2026-12-25', inceptionDate: '2026/04/01' })).toEqual({
      subscriptionDeadline: 'app.admin.validation.date',
      inceptionDate: 'app.admin.validation.date',
    });
    expect(errorsOf({ ...form, inceptionDate: 'x' }, 'edit')).toEqual({});
  });

  it('names only messages this route has loaded (the core, the console’s, the follow area’s) in every language', async () => {
    const ids = new Set<string>();
    const forms: FollowForm[] = [
      emptyFollow,
      { ...emptyFollow, strategyKind: 'momentum', lookbackDays: 'x', top: '99', universe: 'a-b' },
      { ...form, basket: '7203-1', minInvestment: 'x', entryFeePercent: 'x', earlyExitFeePercent: '9' },
      { ...form, basket: '7203:1', subscriptionDeadline: 'x', inceptionDate: 'x', nameJp: 'x'.repeat(81) },
      { ...form, basket: '7203:1.001', market: 'gbp' as never, strategyKind: 'other' as never },
    ];
    for (const values of forms) for (const id of Object.values(errorsOf(values))) ids.add(id);
    // Every message the rules name.
    expect([...ids].sort()).toEqual([
      'app.admin.validation.amount',
      'app.admin.validation.choice',
      'app.admin.validation.date',
      'app.admin.validation.outOfRange',
      'app.admin.validation.percent',
      'app.admin.validation.stockCode',
      'app.admin.validation.tooLong',
      'app.validation.required',
      'error.basket_weights_invalid',
    ]);
    for (const [locale, app] of [
      ['jp', { ...coreJp, ...adminJp, ...followJp }],
      ['cn', { ...coreCn, ...adminCn, ...followCn }],
      ['us', { ...coreUs, ...adminUs, ...followUs }],
    ] as const) {
      const catalogue: Record<string, string> = { ...(await loadUiMessages(locale)), ...app };
      expect([...ids].filter((id) => !catalogue[id])).toEqual([]);
    }
  });
});
