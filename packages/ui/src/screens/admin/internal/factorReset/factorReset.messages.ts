import { defineMessages } from 'react-intl';

/** Words of the factor-reset request and decision, shared by the user's page and the queue. */
export const adminFactorResetMessages = defineMessages({
  reasonLostDevice: {
    id: 'ui.adminFactorReset.reasonLostDevice',
    defaultMessage: '端末の紛失',
    description: 'Factor reset reason: every passkey and the recovery codes are lost',
  },
  reasonCompromised: {
    id: 'ui.adminFactorReset.reasonCompromised',
    defaultMessage: '不正利用の疑い',
    description: 'Factor reset reason: a passkey or the codes are in the wrong hands',
  },
  reasonOther: {
    id: 'ui.adminFactorReset.reasonOther',
    defaultMessage: 'その他（メモに記載）',
    description: 'Factor reset reason: other, see the memo',
  },
  requestHeading: {
    id: 'ui.adminFactorReset.requestHeading',
    defaultMessage: '認証リセットの申請',
    description: 'Heading of the request form',
  },
  requestLead: {
    id: 'ui.adminFactorReset.requestLead',
    defaultMessage:
      'お客さまご本人であることを確認してから申請してください。別のオペレーターが承認するまで、何も変更されません。',
    description: 'Before requesting: identify the customer; nothing changes until a second operator approves',
  },
  reason: { id: 'ui.adminFactorReset.reason', defaultMessage: '理由', description: 'Field: reason' },
  memo: {
    id: 'ui.adminFactorReset.memo',
    defaultMessage: '本人確認の方法',
    description: 'Field: how the customer was identified',
  },
  memoHint: {
    id: 'ui.adminFactorReset.memoHint',
    defaultMessage: 'どのようにご本人と確認したかを記録します（監査ログに残ります）。',
    description: 'Hint under the memo field',
  },
  submit: { id: 'ui.adminFactorReset.submit', defaultMessage: 'リセットを申請', description: 'Button: request' },
  cancel: { id: 'ui.adminFactorReset.cancel', defaultMessage: 'キャンセル', description: 'Button: close the form' },
  approve: { id: 'ui.adminFactorReset.approve', defaultMessage: '承認して実行', description: 'Button: approve' },
  reject: { id: 'ui.adminFactorReset.reject', defaultMessage: '却下', description: 'Button: reject' },
  yourRequest: {
    id: 'ui.adminFactorReset.yourRequest',
    defaultMessage: 'ご自身の申請は承認できません。別のオペレーターに承認を依頼してください。',
    description: 'The requester cannot approve their own request (four eyes)',
  },
  approveTitle: {
    id: 'ui.adminFactorReset.approveTitle',
    defaultMessage: '認証リセットを実行しますか？',
    description: 'Heading of the approve confirmation',
  },
  rejectTitle: {
    id: 'ui.adminFactorReset.rejectTitle',
    defaultMessage: 'この申請を却下しますか？',
    description: 'Heading of the reject confirmation',
  },
});

export const adminFactorResetValueMessages = defineMessages<{
  approveText: { account: string };
  rejectText: { account: string };
  requested: { operator: string; time: string };
  decided: { operator: string; time: string };
  awaiting: { requester: string };
  applied: { passkeys: number; codes: number; sessions: number };
}>({
  approveText: {
    id: 'ui.adminFactorReset.approveText',
    defaultMessage:
      '{account} のパスキーとリカバリーコードをすべて削除し、ログイン中のセッションをすべて終了します。お客さまはパスワードでログインし、パスキーを登録し直します。',
    description: 'What approving does',
  },
  rejectText: {
    id: 'ui.adminFactorReset.rejectText',
    defaultMessage: '{account} の認証リセットの申請を却下します。何も変更されません。',
    description: 'What rejecting does',
  },
  requested: {
    id: 'ui.adminFactorReset.requested',
    defaultMessage: '申請 {operator}（{time}）',
    description: 'Who requested and when',
  },
  decided: {
    id: 'ui.adminFactorReset.decided',
    defaultMessage: '判断 {operator}（{time}）',
    description: 'Who decided and when',
  },
  awaiting: {
    id: 'ui.adminFactorReset.awaiting',
    defaultMessage: '{requester} 以外のオペレーターの承認待ち',
    description: 'Waiting for an operator other than the requester',
  },
  applied: {
    id: 'ui.adminFactorReset.applied',
    defaultMessage: '削除: パスキー{passkeys}件・コード{codes}個、終了したセッション{sessions}件',
    description: 'What the applied reset removed and ended',
  },
});
