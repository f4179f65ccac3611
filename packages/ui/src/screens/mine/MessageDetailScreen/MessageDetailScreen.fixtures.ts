import { mineShell } from '../shared/fixtures.ts';
import type { MessageDetailScreenProps } from './MessageDetailScreen.types.ts';

export const messageDetailProps: MessageDetailScreenProps = {
  shell: mineShell('メッセージ詳細'),
  status: 'ready',
  onRetry: () => undefined,
  message: {
    kind: 'system',
    title: 'ご入金を反映しました',
    body: '100,000円のご入金を口座に反映しました。\n取引履歴でご確認いただけます。',
    createdAt: '2026-11-22T09:41:10+09:00',
    recordHref: '#/mine/transactionRecords?record=88310',
  },
  inboxHref: '#/mine/message',
};
