import { describe, expect, it } from 'vitest';
import { entriesBalance, redeemValue } from './mine.money.ts';
import {
  pickText,
  toCheckinView,
  toInboxMessages,
  toIso,
  toMessageDetail,
  toMyPageProfile,
  toRecordDetail,
  toRecordViews,
  toReferralSummary,
  toSupportView,
} from './mine.mappers.ts';

const text = (jp: string, cn: string, us: string) => ({ jp, cn, us });

describe('pickText and toIso', () => {
  it('picks the user’s language and falls back to Japanese', () => {
    expect(pickText(text('はい', '是', 'Yes'), 'us')).toBe('Yes');
    expect(pickText(text('はい', '', 'Yes'), 'cn')).toBe('はい');
    expect(pickText(undefined, 'jp')).toBe('');
  });

  it('reads the contract’s space-separated timestamps as ISO 8601', () => {
    expect(toIso('2026-11-22 09:41:10+09:00')).toBe('2026-11-22T09:41:10+09:00');
    expect(toIso('2026-11-22T09:41:10+09:00')).toBe('2026-11-22T09:41:10+09:00');
  });
});

describe('toMyPageProfile', () => {
  it('puts restrictions in the user’s language', () => {
    const profile = toMyPageProfile(
      {
        account: '0901234567',
        agent: false,
        bankCardCount: 0,
        canTrade: false,
        canWithdraw: false,
        fundPasswordSet: false,
        inviteCode: 'K7Q2M9',
        language: 'cn',
        realNameStatus: 'unverified',
        registeredAt: '2026-10-03 14:22:05+09:00',
        restrictions: [{ kind: 'frozen', since: '2026-11-20 10:00:00+09:00', reason: text('凍結', '冻结', 'Frozen') }],
      },
      'cn',
    );
    expect(profile.restrictions).toEqual([{ kind: 'frozen', since: '2026-11-20T10:00:00+09:00', reason: '冻结' }]);
    expect(profile.registeredAt).toBe('2026-10-03T14:22:05+09:00');
  });
});

describe('messages', () => {
  it('flattens the pages in order with links to each message', () => {
    const page = (id: string, read: boolean) => ({
      items: [
        {
          id,
          kind: 'system' as const,
          title: text('題', '题', 'Title'),
          preview: text('本', '文', 'Body'),
          createdAt: '2026-11-22 09:41:10+09:00',
          read,
        },
      ],
      page: 1,
      size: 20,
      total: 2,
    });
    const views = toInboxMessages([page('2', false), page('1', true)], 'us', (id) => `#/mine/messageInfo?id=${id}`);
    expect(views.map((view) => [view.id, view.title, view.read, view.href])).toEqual([
      ['2', 'Title', false, '#/mine/messageInfo?id=2'],
      ['1', 'Title', true, '#/mine/messageInfo?id=1'],
    ]);
  });

  it('links a message to its record only when it has one', () => {
    const base = {
      id: '5',
      kind: 'operator' as const,
      title: text('a', 'b', 'c'),
      body: text('x', 'y', 'z'),
      createdAt: '2026-11-22 09:41:10+09:00',
      read: true,
    };
    expect(toMessageDetail({ ...base, recordId: '88' }, 'jp', (id) => `#r${id}`).recordHref).toBe('#r88');
    expect(toMessageDetail(base, 'jp', (id) => `#r${id}`)).not.toHaveProperty('recordHref');
  });
});

describe('records', () => {
  const record = {
    id: '88310',
    type: 'stock_purchase' as const,
    status: 'completed' as const,
    amount: '-301250',
    currency: 'JPY' as const,
    createdAt: '2026-11-21 10:02:15+09:00',
    stockName: text('トヨタ自動車', '丰田汽车', 'Toyota Motor'),
    stockCode: '7203',
  };

  it('keeps amounts as exact strings and names stocks in the user’s language', () => {
    const [view] = toRecordViews([{ items: [record], page: 1, size: 20, total: 1 }], 'us', (id) => `#${id}`);
    expect(view).toEqual({
      id: '88310',
      type: 'stock_purchase',
      status: 'completed',
      amount: '-301250',
      currency: 'JPY',
      createdAt: '2026-11-21T10:02:15+09:00',
      stockName: 'Toyota Motor',
      stockCode: '7203',
      href: '#88310',
    });
  });

  it('carries the ledger entries of the detail, and checks they balance per currency exactly', () => {
    const detail = toRecordDetail(
      {
        ...record,
        transferId: 'tr_1',
        entries: [
          { account: 'user:0901234567:cash', currency: 'JPY', amount: '-301250' },
          { account: 'house:settlement:jpy', currency: 'JPY', amount: '301250' },
        ],
      },
      'jp',
    );
    expect(detail.entries).toHaveLength(2);
    expect(entriesBalance(detail.entries)).toBe(true);
    expect(
      entriesBalance([
        { currency: 'USD', amount: '0.10' },
        { currency: 'USD', amount: '0.20' },
        { currency: 'USD', amount: '-0.30' },
      ]),
    ).toBe(true);
    expect(
      entriesBalance([
        { currency: 'JPY', amount: '-1' },
        { currency: 'USD', amount: '1' },
      ]),
    ).toBe(false);
  });
});

describe('check-in and referral', () => {
  it('values points exactly at the disclosed rate, and only whole numbers', () => {
    expect(redeemValue('500', '1')).toBe('500');
    expect(redeemValue('300', '0.1')).toBe('30');
    expect(redeemValue('3', '0.1')).toBe('0.3');
    expect(redeemValue('', '1')).toBeUndefined();
    expect(redeemValue('1.5', '1')).toBeUndefined();
  });

  it('maps the check-in rules summary into the user’s language', () => {
    const view = toCheckinView(
      {
        today: '2026-11-22',
        checkedInToday: false,
        streak: 4,
        points: 460,
        rules: {
          pointsPerCheckIn: 10,
          pointsValidDays: 365,
          redeemMinPoints: 500,
          redeemStepPoints: 100,
          streakBonusEvery: 7,
          streakBonusPoints: 30,
          summary: text('日本語', '中文', 'English'),
          yenPerPoint: '1',
        },
      },
      'us',
    );
    expect(view).toMatchObject({ rulesSummary: 'English', pointsPerCheckIn: 10, redeemMinPoints: 500 });
    expect(view).not.toHaveProperty('nextExpiry');
  });

  it('shows the ratio only when the server disclosed one', () => {
    const base = {
      inviteCode: 'K7Q2M9',
      inviteUrl: 'https://x/#/login/register?invite_code=K7Q2M9',
      inviteeCount: 0,
      agentStatus: 'none' as const,
      totalRebate: '0',
      currency: 'JPY' as const,
    };
    expect(toReferralSummary(base, 'jp')).not.toHaveProperty('rebateRatio');
    expect(
      toReferralSummary(
        { ...base, agentStatus: 'agent', rebateRatio: '20.00', rebateBasis: text('20%', '20%', '20% of fees') },
        'us',
      ),
    ).toMatchObject({ rebateRatio: '20.00', rebateBasis: '20% of fees' });
  });
});

describe('toSupportView', () => {
  const info = {
    hours: text('平日', '工作日', 'Weekdays'),
    antiScamNotice: [
      { point: 'no_chat_app' as const, text: text('a', 'b', 'No chat apps') },
      { point: 'no_fee_to_withdraw' as const, text: text('a', 'b', 'No fee to withdraw') },
      { point: 'no_personal_account' as const, text: text('a', 'b', 'No personal accounts') },
    ],
  };

  it('keeps the notice in order and uses the server’s kefu link, else the config’s', () => {
    expect(toSupportView({ ...info, kefu: 'https://kefu.example' }, 'us', 'https://config.example')).toEqual({
      kefuHref: 'https://kefu.example',
      hours: 'Weekdays',
      notices: ['No chat apps', 'No fee to withdraw', 'No personal accounts'],
    });
    expect(toSupportView(info, 'us', 'https://config.example').kefuHref).toBe('https://config.example');
    expect(toSupportView(info, 'us', '')).not.toHaveProperty('kefuHref');
  });
});
