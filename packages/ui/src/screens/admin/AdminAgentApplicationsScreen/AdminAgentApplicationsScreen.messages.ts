import { defineMessages } from 'react-intl';

export const adminAgentApplicationsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminAgentApplicationsScreen.title',
    defaultMessage: 'エージェント申請',
    description: 'Heading of the agent (seat account) application queue',
  },
  lead: {
    id: 'ui.adminAgentApplicationsScreen.lead',
    defaultMessage:
      '承認したユーザーは、紹介したお客様の売買手数料の一定割合をリベートとして受け取ります。紹介されたお客様の手数料は増えません。エージェントになるための手数料や入金は求めません。',
    description: 'What approving means, above the queue',
  },
  filter: {
    id: 'ui.adminAgentApplicationsScreen.filter',
    defaultMessage: '状態で絞り込み',
    description: 'Filter of the queue by state',
  },
  filterPending: {
    id: 'ui.adminAgentApplicationsScreen.filterPending',
    defaultMessage: '審査待ち',
    description: 'Filter: pending',
  },
  filterApproved: {
    id: 'ui.adminAgentApplicationsScreen.filterApproved',
    defaultMessage: '承認済み',
    description: 'Filter: approved',
  },
  filterRejected: {
    id: 'ui.adminAgentApplicationsScreen.filterRejected',
    defaultMessage: '却下',
    description: 'Filter: rejected',
  },
  filterAll: {
    id: 'ui.adminAgentApplicationsScreen.filterAll',
    defaultMessage: 'すべて',
    description: 'Filter: every state',
  },
  listLabel: {
    id: 'ui.adminAgentApplicationsScreen.listLabel',
    defaultMessage: 'エージェント申請の一覧',
    description: 'Accessible name of the list',
  },
  emptyPending: {
    id: 'ui.adminAgentApplicationsScreen.emptyPending',
    defaultMessage: '審査待ちの申請はありません',
    description: 'Empty pending queue',
  },
  empty: {
    id: 'ui.adminAgentApplicationsScreen.empty',
    defaultMessage: 'この状態の申請はありません',
    description: 'Empty list for another filter',
  },
  emptyDescription: {
    id: 'ui.adminAgentApplicationsScreen.emptyDescription',
    defaultMessage: 'ユーザーが紹介プログラムの画面からエージェントを申し込むと、ここに表示されます。',
    description: 'Where applications come from',
  },
  noName: {
    id: 'ui.adminAgentApplicationsScreen.noName',
    defaultMessage: '本人確認前',
    description: 'Instead of the name when it is not verified',
  },
  review: {
    id: 'ui.adminAgentApplicationsScreen.review',
    defaultMessage: '審査する',
    description: 'Opens the review of a pending application',
  },
  approveHeading: {
    id: 'ui.adminAgentApplicationsScreen.approveHeading',
    defaultMessage: '承認',
    description: 'Heading of the approve part of a review',
  },
  ratio: {
    id: 'ui.adminAgentApplicationsScreen.ratio',
    defaultMessage: 'リベート率（%）',
    description: 'Field: the rebate ratio to grant, in percent',
  },
  approve: { id: 'ui.adminAgentApplicationsScreen.approve', defaultMessage: '承認する', description: 'Approve button' },
  rejectHeading: {
    id: 'ui.adminAgentApplicationsScreen.rejectHeading',
    defaultMessage: '却下',
    description: 'Heading of the reject part of a review',
  },
  reason: {
    id: 'ui.adminAgentApplicationsScreen.reason',
    defaultMessage: '却下の理由',
    description: 'Field: why the application is rejected (the user reads it)',
  },
  reasonHint: {
    id: 'ui.adminAgentApplicationsScreen.reasonHint',
    defaultMessage: 'ユーザーには理由の説明文が届きます。',
    description: 'Hint under the reason',
  },
  note: {
    id: 'ui.adminAgentApplicationsScreen.note',
    defaultMessage: 'ユーザーへのメモ（任意）',
    description: 'Field: an optional note the user reads with the reason',
  },
  noteHint: {
    id: 'ui.adminAgentApplicationsScreen.noteHint',
    defaultMessage: '支払いやチャットアプリへの移動を求める内容は書かないでください。',
    description: 'Rule under the note field',
  },
  reject: { id: 'ui.adminAgentApplicationsScreen.reject', defaultMessage: '却下する', description: 'Reject button' },
  close: {
    id: 'ui.adminAgentApplicationsScreen.close',
    defaultMessage: '審査を閉じる',
    description: 'Closes the review without deciding',
  },
  confirmApproveTitle: {
    id: 'ui.adminAgentApplicationsScreen.confirmApproveTitle',
    defaultMessage: 'エージェント申請を承認しますか？',
    description: 'Confirmation heading before approving',
  },
  confirmRejectTitle: {
    id: 'ui.adminAgentApplicationsScreen.confirmRejectTitle',
    defaultMessage: 'エージェント申請を却下しますか？',
    description: 'Confirmation heading before rejecting',
  },
});

export const adminAgentApplicationsScreenValueMessages = defineMessages<{
  invitees: { count: number };
  submitted: { time: string };
  decided: { operator: string; time: string };
  granted: { ratio: string };
  rejectedFor: { reason: string };
  note: { note: string };
  reviewLabel: { account: string };
  ratioHint: { ratio: string; min: string; max: string };
  ratioHintNoDefault: { min: string; max: string };
  confirmApprove: { account: string; ratio: string };
  confirmReject: { account: string; reason: string };
}>({
  invitees: {
    id: 'ui.adminAgentApplicationsScreen.invitees',
    defaultMessage: '紹介したユーザー {count, number}人',
    description: 'How many users registered with the applicant’s invite code',
  },
  submitted: {
    id: 'ui.adminAgentApplicationsScreen.submitted',
    defaultMessage: '申請 {time}',
    description: 'When it was submitted',
  },
  decided: {
    id: 'ui.adminAgentApplicationsScreen.decided',
    defaultMessage: '{time} {operator} が決定',
    description: 'Who decided and when',
  },
  granted: {
    id: 'ui.adminAgentApplicationsScreen.granted',
    defaultMessage: 'リベート率 {ratio}%',
    description: 'The ratio granted on approval',
  },
  rejectedFor: {
    id: 'ui.adminAgentApplicationsScreen.rejectedFor',
    defaultMessage: '理由: {reason}',
    description: 'The reason of a rejection, as the user read it',
  },
  note: {
    id: 'ui.adminAgentApplicationsScreen.noteValue',
    defaultMessage: 'メモ: {note}',
    description: 'The operator’s note',
  },
  reviewLabel: {
    id: 'ui.adminAgentApplicationsScreen.reviewLabel',
    defaultMessage: '{account} の審査',
    description: 'Accessible name of the review of one application',
  },
  ratioHint: {
    id: 'ui.adminAgentApplicationsScreen.ratioHint',
    defaultMessage: '空欄のときはサイト設定の{ratio}%。{min}〜{max}%で指定できます。',
    description: 'Hint under the ratio: the configured default and the bounds',
  },
  ratioHintNoDefault: {
    id: 'ui.adminAgentApplicationsScreen.ratioHintNoDefault',
    defaultMessage: '空欄のときはサイト設定の率。{min}〜{max}%で指定できます。',
    description: 'Hint under the ratio when the configured default could not be loaded',
  },
  confirmApprove: {
    id: 'ui.adminAgentApplicationsScreen.confirmApprove',
    defaultMessage:
      '{account} をエージェントにします。リベート率は {ratio}% です。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before approving',
  },
  confirmReject: {
    id: 'ui.adminAgentApplicationsScreen.confirmReject',
    defaultMessage:
      '{account} の申請を「{reason}」として却下します。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before rejecting',
  },
});

/** Short labels of the reject reasons for the operator's choice. */
export const adminAgentRejectReasonMessages = defineMessages({
  agent_rejected_eligibility_not_met: {
    id: 'ui.adminAgentApplicationsScreen.reasonEligibility',
    defaultMessage: 'プログラムの条件を満たしていない',
    description: 'Reject reason agent_rejected_eligibility_not_met (operator’s label)',
  },
  agent_rejected_account_restricted: {
    id: 'ui.adminAgentApplicationsScreen.reasonRestricted',
    defaultMessage: '口座に制限がかかっている',
    description: 'Reject reason agent_rejected_account_restricted (operator’s label)',
  },
  review_rejected_other: {
    id: 'ui.adminAgentApplicationsScreen.reasonOther',
    defaultMessage: 'その他（メモに書く）',
    description: 'Reject reason review_rejected_other (operator’s label)',
  },
});
