import { fieldBinding } from '../../FieldBinding.ts';
import { fundingShell } from '../shared/fixtures.ts';
import type { IdentityScreenProps, IdentityVerificationView } from './IdentityScreen.types.ts';

export const identityProps: IdentityScreenProps = {
  shell: fundingShell('本人確認'),
  status: 'ready',
  onRetry: () => undefined,
  verification: { status: 'unverified' },
  nameField: fieldBinding('name'),
  nameKanaField: fieldBinding('nameKana'),
  idNumberField: fieldBinding('idNumber'),
  frontImageField: fieldBinding('idFront'),
  backImageField: fieldBinding('idBack'),
  privacyField: fieldBinding('privacyAccepted'),
  privacyHref: '#/mine/privacy',
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  supportHref: '#/mine/support',
  next: { fundPasswordHref: '#/mine/fundPassword', bankAddHref: '#/mine/bankAdd', depositHref: '#/mine/deposit' },
};

export const reviewingVerification: IdentityVerificationView = {
  status: 'reviewing',
  name: '山田 太郎',
  nameKana: 'ヤマダ タロウ',
  idNumberMasked: '********1234',
  submittedAt: '2026-11-22T10:45:00+09:00',
};

export const verifiedVerification: IdentityVerificationView = {
  ...reviewingVerification,
  status: 'verified',
  reviewedAt: '2026-11-22T13:05:00+09:00',
};

export const rejectedVerification: IdentityVerificationView = {
  ...reviewingVerification,
  status: 'rejected',
  submittedAt: '2026-11-20T18:12:44+09:00',
  reviewedAt: '2026-11-21T11:03:09+09:00',
  rejectReason: 'identity_rejected_image_unreadable',
  rejectNote: '裏面の画像がぼやけています。明るい場所で撮影し直してください。',
};

export const identityInvalidProps = {
  nameField: fieldBinding('name', { invalid: true, errorMessage: 'お名前を入力してください' }),
  nameKanaField: fieldBinding('nameKana', { invalid: true, errorMessage: '全角カタカナで入力してください' }),
  idNumberField: fieldBinding('idNumber', {
    invalid: true,
    errorMessage: '英数字とハイフン4〜32文字で入力してください',
  }),
  frontImageField: fieldBinding('idFront', { invalid: true, errorMessage: '表面の画像を選んでください' }),
  backImageField: fieldBinding('idBack', { invalid: true, errorMessage: '裏面の画像を選んでください' }),
  privacyField: fieldBinding('privacyAccepted', { invalid: true, errorMessage: '個人情報の取扱いへの同意が必要です' }),
} satisfies Partial<IdentityScreenProps>;
