import { fieldBinding, type FieldBinding } from '../../FieldBinding.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import type { AdminNewsEditor, AdminNewsRow, AdminNewsScreenProps } from './AdminNewsScreen.types.ts';

export const adminNewsRows: AdminNewsRow[] = [
  {
    id: '1408',
    title: { jp: '年末年始の営業日のお知らせ', cn: '年末年初营业日通知', us: 'Year-end business days' },
    body: {
      jp: '12月31日から1月3日までは東京証券取引所の休業日のため、取引・出金はできません。\n\n入金の反映は1月5日以降になります。',
      cn: '12月31日至1月3日为东京证券交易所休市日，无法交易和提现。\n\n入金将于1月5日以后到账。',
      us: 'The Tokyo Stock Exchange is closed from December 31 to January 3; trading and withdrawals are unavailable.\n\nDeposits are credited from January 5.',
    },
    market: 'jpy',
    category: 'announcements',
    status: 'published',
    publishedAt: '2026-11-22T16:30:00+09:00',
    updatedAt: '2026-11-22T16:30:00+09:00',
    updatedBy: '0000000001',
  },
  {
    id: '1402',
    title: { jp: '米国株の夏時間への切り替え', cn: '美股切换至夏令时', us: 'US stocks move to daylight saving time' },
    body: {
      jp: '3月9日から米国市場の取引時間は日本時間22:30〜翌5:00になります。',
      cn: '自3月9日起，美股交易时间为北京时间21:30至次日4:00。',
      us: 'From March 9 the US market trades from 22:30 to 5:00 Japan time.',
    },
    market: 'usd',
    category: 'markets',
    status: 'unpublished',
    publishedAt: '2026-11-18T09:00:00+09:00',
    updatedAt: '2026-11-21T11:05:00+09:00',
    updatedBy: '0000000002',
  },
  {
    id: '1399',
    title: { jp: '新規上場の抽選について', cn: '关于新股抽签', us: 'How the IPO lottery works' },
    body: {
      jp: '抽選は1口座1申込で、当選確率はすべての口座で同じです。',
      cn: '每个账户限申购一次，所有账户中签概率相同。',
      us: 'One application per account; every account has the same odds.',
    },
    market: 'jpy',
    category: 'ipo',
    status: 'published',
    publishedAt: '2026-11-15T12:00:00+09:00',
    updatedAt: '2026-11-15T12:00:00+09:00',
    updatedBy: '0000000001',
  },
];

/** A binding that shows a value already in the field (react-hook-form's defaults, in the app). */
function filled<T extends FieldBinding | TextAreaBinding>(binding: T, value: string): T {
  return Object.assign(binding, { defaultValue: value });
}

export const adminNewsCreate: AdminNewsEditor = {
  mode: 'create',
  published: false,
  market: 'jpy',
  onMarketChange: () => undefined,
  category: undefined,
  onCategoryChange: () => undefined,
  titleFields: { jp: fieldBinding('titleJp'), cn: fieldBinding('titleCn'), us: fieldBinding('titleUs') },
  bodyFields: {
    jp: adminTextAreaBinding('bodyJp'),
    cn: adminTextAreaBinding('bodyCn'),
    us: adminTextAreaBinding('bodyUs'),
  },
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

/** Editing the unpublished article: its texts in the fields, and "save and publish again" offered. */
export function adminNewsEdit(row: AdminNewsRow = adminNewsRows[1]!): AdminNewsEditor {
  return {
    ...adminNewsCreate,
    mode: 'edit',
    articleId: row.id,
    published: row.status === 'published',
    market: row.market as AdminNewsEditor['market'],
    category: row.category as AdminNewsEditor['category'],
    titleFields: {
      jp: filled(fieldBinding('titleJp'), row.title.jp),
      cn: filled(fieldBinding('titleCn'), row.title.cn),
      us: filled(fieldBinding('titleUs'), row.title.us),
    },
    bodyFields: {
      jp: filled(adminTextAreaBinding('bodyJp'), row.body.jp),
      cn: filled(adminTextAreaBinding('bodyCn'), row.body.cn),
      us: filled(adminTextAreaBinding('bodyUs'), row.body.us),
    },
    onSubmitAndPublish: () => undefined,
  };
}

export const adminNewsProps: AdminNewsScreenProps = {
  status: 'ready',
  articles: adminNewsRows,
  pageInfo: { page: 1, size: 20, total: 3 },
  onPageChange: () => undefined,
  filter: 'all',
  onFilterChange: () => undefined,
  onCreate: () => undefined,
  onEdit: () => undefined,
  onUnpublish: () => undefined,
  onRetry: () => undefined,
};
