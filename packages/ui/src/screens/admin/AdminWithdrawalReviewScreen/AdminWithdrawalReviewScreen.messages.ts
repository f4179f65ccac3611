import { defineMessages } from 'react-intl';

export const adminWithdrawalReviewScreenMessages = defineMessages({
  title: {
    id: 'ui.adminWithdrawalReviewScreen.title',
    defaultMessage: '出金の審査',
    description: 'Heading of the withdrawal queue',
  },
  lead: {
    id: 'ui.adminWithdrawalReviewScreen.lead',
    defaultMessage:
      '申請された金額は確保されたまま審査を待ちます。承認すると本人名義の口座に振り込まれ、却下すると全額が利用可能な現金に戻ります。',
    description: 'What the queue is for',
  },
  listLabel: {
    id: 'ui.adminWithdrawalReviewScreen.listLabel',
    defaultMessage: '出金の一覧',
    description: 'Accessible name of the list',
  },
  emptyPending: {
    id: 'ui.adminWithdrawalReviewScreen.emptyPending',
    defaultMessage: '審査待ちの出金はありません',
    description: 'Empty working queue',
  },
  empty: {
    id: 'ui.adminWithdrawalReviewScreen.empty',
    defaultMessage: 'この条件の出金はありません',
    description: 'Empty list for other filters',
  },
  emptyDescription: {
    id: 'ui.adminWithdrawalReviewScreen.emptyDescription',
    defaultMessage: 'ユーザーが出金を申請すると、ここに表示されます。',
    description: 'Where withdrawals come from',
  },
  fourEyes: {
    id: 'ui.adminWithdrawalReviewScreen.fourEyes',
    defaultMessage: '2人の承認が必要',
    description: 'Tag: this withdrawal needs a second operator',
  },
  cardHeading: {
    id: 'ui.adminWithdrawalReviewScreen.cardHeading',
    defaultMessage: '出金先の口座',
    description: 'Heading of the destination account',
  },
  bank: { id: 'ui.adminWithdrawalReviewScreen.bank', defaultMessage: '銀行', description: 'Row: bank' },
  branch: { id: 'ui.adminWithdrawalReviewScreen.branch', defaultMessage: '支店', description: 'Row: branch' },
  accountNumber: {
    id: 'ui.adminWithdrawalReviewScreen.accountNumber',
    defaultMessage: '口座',
    description: 'Row: account type and number',
  },
  holderName: {
    id: 'ui.adminWithdrawalReviewScreen.holderName',
    defaultMessage: '口座名義',
    description: 'Row: the holder name',
  },
  verifiedName: {
    id: 'ui.adminWithdrawalReviewScreen.verifiedName',
    defaultMessage: '本人確認済みの氏名',
    description: "Row: the user's verified name",
  },
  amount: { id: 'ui.adminWithdrawalReviewScreen.amount', defaultMessage: '出金額', description: 'Row: the amount' },
  trailHeading: {
    id: 'ui.adminWithdrawalReviewScreen.trailHeading',
    defaultMessage: '承認の記録',
    description: 'Heading of who requested and approved',
  },
  waiting: { id: 'ui.adminWithdrawalReviewScreen.waiting', defaultMessage: '待ち', description: 'Not yet done' },
  youApprovedFirst: {
    id: 'ui.adminWithdrawalReviewScreen.youApprovedFirst',
    defaultMessage: 'あなたが1人目として承認しました。振込には、別のオペレーターによる2人目の承認が必要です。',
    description: 'The first approver cannot give the second approval',
  },
  approveText: {
    id: 'ui.adminWithdrawalReviewScreen.approveText',
    defaultMessage: '口座名義が本人確認済みの氏名と一致し、ユーザーの状況に不審な点がないことを確認してください。',
    description: 'What to check before approving',
  },
  approvePay: {
    id: 'ui.adminWithdrawalReviewScreen.approvePay',
    defaultMessage: '承認して振り込む',
    description: 'Button: approve and pay out',
  },
  approveFirst: {
    id: 'ui.adminWithdrawalReviewScreen.approveFirst',
    defaultMessage: '1人目として承認する',
    description: 'Button: first of two approvals',
  },
  approveSecond: {
    id: 'ui.adminWithdrawalReviewScreen.approveSecond',
    defaultMessage: '2人目として承認し振り込む',
    description: 'Button: second approval, pays out',
  },
  confirmApproveTitle: {
    id: 'ui.adminWithdrawalReviewScreen.confirmApproveTitle',
    defaultMessage: '出金を承認しますか？',
    description: 'Heading of the approve confirmation',
  },
  ordinary: { id: 'ui.adminWithdrawalReviewScreen.ordinary', defaultMessage: '普通', description: 'Account type' },
  current: { id: 'ui.adminWithdrawalReviewScreen.current', defaultMessage: '当座', description: 'Account type' },
  savings: { id: 'ui.adminWithdrawalReviewScreen.savings', defaultMessage: '貯蓄', description: 'Account type' },
});

export const adminWithdrawalReviewScreenValueMessages = defineMessages<{
  threshold: { amount: string };
  branchValue: { branch: string; code: string };
  requested: { time: string };
  firstApproved: { operator: string; time: string };
  secondApproved: { operator: string; time: string };
  approved: { operator: string; time: string };
  firstWaiting: { waiting: string };
  secondWaiting: { waiting: string };
  confirmPay: { account: string; amount: string; destination: string };
  confirmFirst: { account: string; amount: string };
  confirmSecond: { account: string; amount: string; destination: string; operator: string };
}>({
  threshold: {
    id: 'ui.adminWithdrawalReviewScreen.threshold',
    defaultMessage: '{amount}を超える出金は、別のオペレーターが2人目として承認するまで振り込まれません。',
    description: 'The four-eyes threshold',
  },
  branchValue: {
    id: 'ui.adminWithdrawalReviewScreen.branchValue',
    defaultMessage: '{branch}（{code}）',
    description: 'A branch name and its code',
  },
  requested: {
    id: 'ui.adminWithdrawalReviewScreen.requested',
    defaultMessage: '申請 {time}',
    description: 'Trail: when the user requested it',
  },
  firstApproved: {
    id: 'ui.adminWithdrawalReviewScreen.firstApproved',
    defaultMessage: '1人目の承認 {operator}（{time}）',
    description: 'Trail: the first approver',
  },
  secondApproved: {
    id: 'ui.adminWithdrawalReviewScreen.secondApproved',
    defaultMessage: '2人目の承認 {operator}（{time}）',
    description: 'Trail: the second approver, who paid it out',
  },
  approved: {
    id: 'ui.adminWithdrawalReviewScreen.approved',
    defaultMessage: '承認 {operator}（{time}）',
    description: 'Trail: the single approver of a withdrawal under the threshold',
  },
  firstWaiting: {
    id: 'ui.adminWithdrawalReviewScreen.firstWaiting',
    defaultMessage: '1人目の承認 {waiting}',
    description: 'Trail: the first approval not given yet',
  },
  secondWaiting: {
    id: 'ui.adminWithdrawalReviewScreen.secondWaiting',
    defaultMessage: '2人目の承認 {waiting}',
    description: 'Trail: the second approval not given yet',
  },
  confirmPay: {
    id: 'ui.adminWithdrawalReviewScreen.confirmPay',
    defaultMessage:
      '{account} の {amount} を {destination} に振り込みます。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before approving and paying out',
  },
  confirmFirst: {
    id: 'ui.adminWithdrawalReviewScreen.confirmFirst',
    defaultMessage:
      '{account} の {amount} を1人目として承認します。別のオペレーターが2人目として承認するまで振り込まれません。',
    description: 'Confirmation before the first of two approvals',
  },
  confirmSecond: {
    id: 'ui.adminWithdrawalReviewScreen.confirmSecond',
    defaultMessage:
      '{operator} の承認に続けて2人目として承認し、{account} の {amount} を {destination} に振り込みます。監査ログに記録されます。',
    description: 'Confirmation before the second approval',
  },
});
