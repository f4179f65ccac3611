import { defineMessages } from 'react-intl';

export const adminDepositReviewScreenMessages = defineMessages({
  title: {
    id: 'ui.adminDepositReviewScreen.title',
    defaultMessage: '入金の審査',
    description: 'Heading of the deposit notice queue',
  },
  lead: {
    id: 'ui.adminDepositReviewScreen.lead',
    defaultMessage:
      '振込明細と、ユーザー専用の入金口座への着金を照合します。承認すると、実際に着金した金額が利用可能な現金に入金されます。',
    description: 'What the queue is for',
  },
  listLabel: {
    id: 'ui.adminDepositReviewScreen.listLabel',
    defaultMessage: '入金のお知らせ一覧',
    description: 'Accessible name of the list',
  },
  emptyPending: {
    id: 'ui.adminDepositReviewScreen.emptyPending',
    defaultMessage: '審査待ちの入金はありません',
    description: 'Empty pending queue',
  },
  empty: {
    id: 'ui.adminDepositReviewScreen.empty',
    defaultMessage: 'この条件の入金はありません',
    description: 'Empty list for other filters',
  },
  emptyDescription: {
    id: 'ui.adminDepositReviewScreen.emptyDescription',
    defaultMessage: 'ユーザーが入金画面から振込をお知らせすると、ここに表示されます。',
    description: 'Where notices come from',
  },
  slip: { id: 'ui.adminDepositReviewScreen.slip', defaultMessage: '振込明細', description: 'The transfer slip image' },
  expected: {
    id: 'ui.adminDepositReviewScreen.expected',
    defaultMessage: '照合する振込',
    description: 'Heading: the transfer the slip should show',
  },
  toAccount: {
    id: 'ui.adminDepositReviewScreen.toAccount',
    defaultMessage: '入金先（専用口座）',
    description: "Row: the user's dedicated account number",
  },
  notifiedAmount: {
    id: 'ui.adminDepositReviewScreen.notifiedAmount',
    defaultMessage: 'お知らせの金額',
    description: 'Row: the notified amount',
  },
  senderName: {
    id: 'ui.adminDepositReviewScreen.senderName',
    defaultMessage: '振込人名義（入力）',
    description: 'Row: the sender name the user entered',
  },
  verifiedName: {
    id: 'ui.adminDepositReviewScreen.verifiedName',
    defaultMessage: '本人確認済みの氏名',
    description: "Row: the holder's verified name",
  },
  notifiedAt: {
    id: 'ui.adminDepositReviewScreen.notifiedAt',
    defaultMessage: 'お知らせ日時',
    description: 'Row: when it was notified',
  },
  checkText: {
    id: 'ui.adminDepositReviewScreen.checkText',
    defaultMessage: '専用口座の入金明細に、この金額・振込人の着金があることを確かめてから承認してください。',
    description: 'What to check before approving',
  },
  creditedAmount: {
    id: 'ui.adminDepositReviewScreen.creditedAmount',
    defaultMessage: '入金する金額（実際の着金額）',
    description: 'Field: the amount actually received',
  },
  creditedAmountHint: {
    id: 'ui.adminDepositReviewScreen.creditedAmountHint',
    defaultMessage: 'お知らせと違う場合は、ユーザーへのメモで理由を伝えてください',
    description: 'Hint under the credited amount',
  },
  approveNote: {
    id: 'ui.adminDepositReviewScreen.approveNote',
    defaultMessage: 'ユーザーへのメモ（金額が違うときは必須）',
    description: 'Field: note with an approval',
  },
  approve: {
    id: 'ui.adminDepositReviewScreen.approve',
    defaultMessage: '承認して入金する',
    description: 'Button: approve and credit',
  },
  confirmApproveTitle: {
    id: 'ui.adminDepositReviewScreen.confirmApproveTitle',
    defaultMessage: '入金を承認しますか？',
    description: 'Heading of the approve confirmation',
  },
});

export const adminDepositReviewScreenValueMessages = defineMessages<{
  amountLine: { amount: string };
  creditedLine: { amount: string };
  confirmApprove: { account: string; amount: string };
  differs: { notified: string; credited: string };
}>({
  amountLine: {
    id: 'ui.adminDepositReviewScreen.amountLine',
    defaultMessage: 'お知らせ {amount}',
    description: 'The notified amount in a row',
  },
  creditedLine: {
    id: 'ui.adminDepositReviewScreen.creditedLine',
    defaultMessage: '入金済み {amount}',
    description: 'The credited amount in a row',
  },
  confirmApprove: {
    id: 'ui.adminDepositReviewScreen.confirmApprove',
    defaultMessage:
      '{account} の利用可能な現金に {amount} を入金します。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before approving',
  },
  differs: {
    id: 'ui.adminDepositReviewScreen.differs',
    defaultMessage: 'お知らせの金額 {notified} と違います（入金 {credited}）。',
    description: 'Warning in the confirmation when the credited amount differs',
  },
});
