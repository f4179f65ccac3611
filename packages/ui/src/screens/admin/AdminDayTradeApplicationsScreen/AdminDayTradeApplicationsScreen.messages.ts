import { defineMessages } from 'react-intl';

export const adminDayTradeApplicationsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminDayTradeApplicationsScreen.title',
    defaultMessage: '一日信用審査',
    description: 'Screen heading: the review queue of one-day margin (day-trading) applications',
  },
  lead: {
    id: 'ui.adminDayTradeApplicationsScreen.lead',
    defaultMessage:
      '一日信用（日計りの信用取引）の申込を審査します。承認すると拘束中の参加保証金がそのまま担保になり、却下すると全額を解除します。本人確認が済んでいない申込は承認できません。',
    description: 'What the queue does',
  },
  listLabel: {
    id: 'ui.adminDayTradeApplicationsScreen.listLabel',
    defaultMessage: '一日信用申込の一覧',
    description: 'List name',
  },
  empty: { id: 'ui.adminDayTradeApplicationsScreen.empty', defaultMessage: '申込はありません', description: 'Empty' },
  emptyPending: {
    id: 'ui.adminDayTradeApplicationsScreen.emptyPending',
    defaultMessage: '審査待ちの申込はありません',
    description: 'Empty working queue',
  },
  emptyDescription: {
    id: 'ui.adminDayTradeApplicationsScreen.emptyDescription',
    defaultMessage: '利用者が参加保証金を添えて申し込むと、ここに表示されます。',
    description: 'Under the empty list',
  },
  detailHeading: {
    id: 'ui.adminDayTradeApplicationsScreen.detailHeading',
    defaultMessage: '申込の内容',
    description: 'Heading of the application in its review',
  },
  fund: {
    id: 'ui.adminDayTradeApplicationsScreen.fund',
    defaultMessage: '参加保証金',
    description: 'Detail: the participation fund held as collateral',
  },
  identity: {
    id: 'ui.adminDayTradeApplicationsScreen.identity',
    defaultMessage: '本人確認',
    description: 'Detail: whether the applicant’s identity is verified',
  },
  appliedAt: {
    id: 'ui.adminDayTradeApplicationsScreen.appliedAt',
    defaultMessage: '申込日時',
    description: 'Detail: when the application was sent',
  },
  identityVerified: {
    id: 'ui.adminDayTradeApplicationsScreen.identityVerified',
    defaultMessage: '本人確認済み',
    description: 'Badge: the applicant’s identity is verified',
  },
  identityNotVerified: {
    id: 'ui.adminDayTradeApplicationsScreen.identityNotVerified',
    defaultMessage: '本人確認未完了',
    description: 'Badge: the applicant’s identity is not verified (the application cannot be approved)',
  },
  approveText: {
    id: 'ui.adminDayTradeApplicationsScreen.approveText',
    defaultMessage:
      '承認すると参加保証金が担保になり、この口座で当日中の信用取引ができるようになります。建玉は毎日の取引終了時にすべて決済されます。',
    description: 'What approving does',
  },
  decidedText: {
    id: 'ui.adminDayTradeApplicationsScreen.decidedText',
    defaultMessage: 'この申込は審査済みです。',
    description: 'Instead of the approve button when the application is no longer pending',
  },
  approveBlocked: {
    id: 'ui.adminDayTradeApplicationsScreen.approveBlocked',
    defaultMessage:
      '本人確認が済んでいないため承認できません。本人確認の完了を待つか、理由「本人確認が未完了」で却下してください。',
    description: 'Why approve is disabled: the server refuses an applicant whose identity is not verified',
  },
  approve: {
    id: 'ui.adminDayTradeApplicationsScreen.approve',
    defaultMessage: '承認する',
    description: 'Button: approve the application (also the confirmation’s button)',
  },
  confirmApproveTitle: {
    id: 'ui.adminDayTradeApplicationsScreen.confirmApproveTitle',
    defaultMessage: '一日信用を承認しますか？',
    description: 'Confirmation heading',
  },
});

export const adminDayTradeApplicationsScreenValueMessages = defineMessages<{
  fundValue: { amount: string };
  applied: { time: string };
  confirmApprove: { account: string; fund: string };
}>({
  fundValue: {
    id: 'ui.adminDayTradeApplicationsScreen.fundValue',
    defaultMessage: '参加保証金 {amount}',
    description: 'A row’s participation fund',
  },
  applied: {
    id: 'ui.adminDayTradeApplicationsScreen.applied',
    defaultMessage: '申込 {time}',
    description: 'When it was sent',
  },
  confirmApprove: {
    id: 'ui.adminDayTradeApplicationsScreen.confirmApprove',
    defaultMessage:
      '{account} の一日信用を承認します。参加保証金 {fund} がそのまま担保になり、当日中の信用取引ができるようになります。監査ログに記録されます。',
    description: 'Confirmation text',
  },
});
