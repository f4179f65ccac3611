import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import type {
  AdminMessageCompose,
  AdminMessagesScreenProps,
  AdminSentMessageRow,
} from './AdminMessagesScreen.types.ts';

export const adminSentMessages: AdminSentMessageRow[] = [
  {
    id: '2201',
    audience: 'user',
    account: '0901234567',
    title: { jp: '入金反映のお知らせ', cn: '入金到账通知', us: 'Deposit credited' },
    body: {
      jp: '299,560円をご入金口座に反映しました。',
      cn: '299,560日元已入账。',
      us: '¥299,560 has been credited to your account.',
    },
    recipients: 1,
    sentAt: '2026-11-22T10:31:00+09:00',
    sentBy: '0000000001',
  },
  {
    id: '2190',
    audience: 'all',
    account: null,
    title: { jp: '年末年始の営業日のお知らせ', cn: '年末年初营业日通知', us: 'Year-end business days' },
    body: {
      jp: '12月31日から1月3日までは取引・出金はできません。',
      cn: '12月31日至1月3日无法交易和提现。',
      us: 'Trading and withdrawals are unavailable from December 31 to January 3.',
    },
    recipients: 1532,
    sentAt: '2026-11-20T16:00:00+09:00',
    sentBy: '0000000002',
  },
];

export const adminCompose: AdminMessageCompose = {
  audience: 'user',
  onAudienceChange: () => undefined,
  accountField: fieldBinding('account'),
  titleFields: { jp: fieldBinding('titleJp'), cn: fieldBinding('titleCn'), us: fieldBinding('titleUs') },
  bodyFields: {
    jp: adminTextAreaBinding('bodyJp'),
    cn: adminTextAreaBinding('bodyCn'),
    us: adminTextAreaBinding('bodyUs'),
  },
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
};

export const adminMessagesProps: AdminMessagesScreenProps = {
  compose: adminCompose,
  sent: {
    status: 'ready',
    items: adminSentMessages,
    pageInfo: { page: 1, size: 20, total: 2 },
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
};
