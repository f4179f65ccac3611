import { defineMessages } from 'react-intl';

export const adminFactorResetsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminFactorResetsScreen.title',
    defaultMessage: '認証リセット',
    description: 'Screen title: the queue of factor resets',
  },
  lead: {
    id: 'ui.adminFactorResetsScreen.lead',
    defaultMessage:
      'パスキーとリカバリーコードをすべてなくしたお客さまの認証リセットです。申請したオペレーターとは別のオペレーターが承認すると、パスキーとリカバリーコードがすべて削除され、セッションが終了します。申請は各ユーザーの画面から行います。',
    description: 'What the queue is, four eyes, and where resets are requested',
  },
  listLabel: {
    id: 'ui.adminFactorResetsScreen.listLabel',
    defaultMessage: '認証リセットの一覧',
    description: 'Accessible name of the list',
  },
  empty: {
    id: 'ui.adminFactorResetsScreen.empty',
    defaultMessage: '認証リセットはありません',
    description: 'Empty list',
  },
  emptyAwaiting: {
    id: 'ui.adminFactorResetsScreen.emptyAwaiting',
    defaultMessage: '承認待ちの認証リセットはありません',
    description: 'Empty working queue',
  },
  emptyDescription: {
    id: 'ui.adminFactorResetsScreen.emptyDescription',
    defaultMessage: 'リセットはユーザーの画面の「ログイン認証」から申請します。',
    description: 'Where resets are requested',
  },
  decide: {
    id: 'ui.adminFactorResetsScreen.decide',
    defaultMessage: '判断する',
    description: 'Button: open the decision',
  },
  close: {
    id: 'ui.adminFactorResetsScreen.close',
    defaultMessage: '閉じる',
    description: 'Button: close the decision',
  },
});

export const adminFactorResetsScreenValueMessages = defineMessages<{
  decisionLabel: { account: string };
}>({
  decisionLabel: {
    id: 'ui.adminFactorResetsScreen.decisionLabel',
    defaultMessage: '{account} の認証リセットの判断',
    description: 'Accessible name of the decision panel',
  },
});
