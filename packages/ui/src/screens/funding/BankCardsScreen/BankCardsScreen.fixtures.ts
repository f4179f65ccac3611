import { fieldBinding } from '../../FieldBinding.ts';
import { bankCards, fundingShell } from '../shared/fixtures.ts';
import type { BankCardView } from '../shared/types.ts';
import type { BankCardRemoval, BankCardsScreenProps } from './BankCardsScreen.types.ts';

export const bankCardsProps: BankCardsScreenProps = {
  shell: fundingShell('銀行口座'),
  status: 'ready',
  onRetry: () => undefined,
  cards: bankCards,
  maxCards: 5,
  addHref: '#/mine/bankAdd',
  identityVerified: true,
  verifyHref: '#/mine/verified',
  onRemove: () => undefined,
};

export const bankCardRemoval: BankCardRemoval = {
  cardId: '198',
  fundPasswordField: fieldBinding('fundPassword'),
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

/** Five cards: the most an account may hold. */
export const fullBankCards: BankCardView[] = [
  ...bankCards,
  {
    id: '190',
    holderName: 'ヤマダ タロウ',
    bankName: '三井住友銀行',
    branchName: '渋谷駅前支店',
    branchCode: '234',
    accountType: 'ordinary',
    accountNumberMasked: '****801',
    inUse: false,
    createdAt: '2026-09-12T10:00:00+09:00',
  },
  {
    id: '185',
    holderName: 'ヤマダ タロウ',
    bankName: 'みずほ銀行',
    branchName: '東京営業部',
    branchCode: '001',
    accountType: 'current',
    accountNumberMasked: '****442',
    inUse: false,
    createdAt: '2026-08-30T15:20:00+09:00',
  },
  {
    id: '181',
    holderName: 'ヤマダ タロウ',
    bankName: '楽天銀行',
    branchName: '第一営業支店',
    branchCode: '251',
    accountType: 'ordinary',
    accountNumberMasked: '****096',
    inUse: false,
    createdAt: '2026-08-01T08:45:00+09:00',
  },
];
