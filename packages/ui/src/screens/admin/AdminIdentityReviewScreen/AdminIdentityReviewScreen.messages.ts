import { defineMessages } from 'react-intl';

export const adminIdentityReviewScreenMessages = defineMessages({
  title: {
    id: 'ui.adminIdentityReviewScreen.title',
    defaultMessage: '本人確認の審査',
    description: 'Heading of the identity verification queue',
  },
  lead: {
    id: 'ui.adminIdentityReviewScreen.lead',
    defaultMessage:
      '書類の画像と入力された氏名・番号を照合します。承認するとユーザーは取引と出金ができるようになります。画像の閲覧は監査ログに記録されます。',
    description: 'What the queue is for, above it',
  },
  listLabel: {
    id: 'ui.adminIdentityReviewScreen.listLabel',
    defaultMessage: '本人確認の申請一覧',
    description: 'Accessible name of the list',
  },
  emptyPending: {
    id: 'ui.adminIdentityReviewScreen.emptyPending',
    defaultMessage: '審査待ちの本人確認はありません',
    description: 'Empty pending queue',
  },
  empty: {
    id: 'ui.adminIdentityReviewScreen.empty',
    defaultMessage: 'この条件の本人確認はありません',
    description: 'Empty list for other filters',
  },
  emptyDescription: {
    id: 'ui.adminIdentityReviewScreen.emptyDescription',
    defaultMessage: 'ユーザーが本人確認の書類を提出すると、ここに表示されます。',
    description: 'Where submissions come from',
  },
  name: { id: 'ui.adminIdentityReviewScreen.name', defaultMessage: '入力された氏名', description: 'Row: the name' },
  idNumber: {
    id: 'ui.adminIdentityReviewScreen.idNumber',
    defaultMessage: '入力された書類番号',
    description: 'Row: the ID number as entered',
  },
  documentHeading: {
    id: 'ui.adminIdentityReviewScreen.documentHeading',
    defaultMessage: '提出された書類',
    description: 'Heading of the images',
  },
  front: { id: 'ui.adminIdentityReviewScreen.front', defaultMessage: '表面', description: 'Image: front' },
  back: { id: 'ui.adminIdentityReviewScreen.back', defaultMessage: '裏面', description: 'Image: back' },
  approveText: {
    id: 'ui.adminIdentityReviewScreen.approveText',
    defaultMessage: '画像が鮮明で有効期限内であり、氏名と番号が書類と一致することを確認してください。',
    description: 'What to check before approving',
  },
  approve: {
    id: 'ui.adminIdentityReviewScreen.approve',
    defaultMessage: '承認する',
    description: 'Button: approve the submission',
  },
  confirmApproveTitle: {
    id: 'ui.adminIdentityReviewScreen.confirmApproveTitle',
    defaultMessage: '本人確認を承認しますか？',
    description: 'Heading of the approve confirmation',
  },
});

export const adminIdentityReviewScreenValueMessages = defineMessages<{
  confirmApprove: { account: string; name: string };
}>({
  confirmApprove: {
    id: 'ui.adminIdentityReviewScreen.confirmApprove',
    defaultMessage:
      '{account}（{name}）を本人確認済みにします。取引と出金ができるようになります。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before approving',
  },
});
