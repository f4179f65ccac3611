import { defineMessages } from 'react-intl';

export const adminMessagesScreenMessages = defineMessages({
  title: { id: 'ui.adminMessagesScreen.title', defaultMessage: 'メッセージ', description: 'Messages screen heading' },
  compose: {
    id: 'ui.adminMessagesScreen.compose',
    defaultMessage: 'メッセージを送る',
    description: 'Compose section heading',
  },
  safety: {
    id: 'ui.adminMessagesScreen.safety',
    defaultMessage:
      'メッセージで支払いや個人口座への入金、チャットアプリへの移動を求めてはいけません。3つの言語すべてで書いてください。',
    description: 'Rule shown above the compose form',
  },
  audience: { id: 'ui.adminMessagesScreen.audience', defaultMessage: '宛先', description: 'Audience choice label' },
  audienceUser: {
    id: 'ui.adminMessagesScreen.audienceUser',
    defaultMessage: '1人のユーザー',
    description: 'Audience: one user',
  },
  audienceAll: {
    id: 'ui.adminMessagesScreen.audienceAll',
    defaultMessage: 'すべてのユーザー',
    description: 'Audience: every user',
  },
  allWarning: {
    id: 'ui.adminMessagesScreen.allWarning',
    defaultMessage: 'すべてのユーザーの受信箱に届きます。',
    description: 'Hint when sending to everyone',
  },
  account: {
    id: 'ui.adminMessagesScreen.account',
    defaultMessage: 'ユーザーのアカウント',
    description: 'Recipient account field',
  },
  titleJp: { id: 'ui.adminMessagesScreen.titleJp', defaultMessage: '件名（日本語）', description: 'Field label' },
  titleCn: { id: 'ui.adminMessagesScreen.titleCn', defaultMessage: '件名（中国語）', description: 'Field label' },
  titleUs: { id: 'ui.adminMessagesScreen.titleUs', defaultMessage: '件名（英語）', description: 'Field label' },
  bodyJp: { id: 'ui.adminMessagesScreen.bodyJp', defaultMessage: '本文（日本語）', description: 'Field label' },
  bodyCn: { id: 'ui.adminMessagesScreen.bodyCn', defaultMessage: '本文（中国語）', description: 'Field label' },
  bodyUs: { id: 'ui.adminMessagesScreen.bodyUs', defaultMessage: '本文（英語）', description: 'Field label' },
  send: { id: 'ui.adminMessagesScreen.send', defaultMessage: '送信', description: 'Send button' },
  sent: { id: 'ui.adminMessagesScreen.sent', defaultMessage: '送信済み', description: 'Sent list heading' },
  sentEmpty: {
    id: 'ui.adminMessagesScreen.sentEmpty',
    defaultMessage: 'まだ送信したメッセージはありません',
    description: 'Empty sent list',
  },
});

export const adminMessagesScreenValueMessages = defineMessages<{
  toUser: { account: string };
  toAll: { count: number };
  sentMeta: { time: string; operator: string };
}>({
  toUser: { id: 'ui.adminMessagesScreen.toUser', defaultMessage: '宛先 {account}', description: 'Sent to one user' },
  toAll: {
    id: 'ui.adminMessagesScreen.toAll',
    defaultMessage: '全員（{count, number}人）',
    description: 'Sent to everyone; {count} recipients',
  },
  sentMeta: {
    id: 'ui.adminMessagesScreen.sentMeta',
    defaultMessage: '{time} · 送信者 {operator}',
    description: 'When and by which operator',
  },
});
