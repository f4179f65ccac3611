import { mineShell } from '../shared/fixtures.ts';
import type { SupportScreenProps } from './SupportScreen.types.ts';

export const supportProps: SupportScreenProps = {
  shell: mineShell('カスタマーサービス'),
  status: 'ready',
  onRetry: () => undefined,
  support: {
    kefuHref: 'https://support.kabuto.example/chat',
    hours: '平日 9:00〜17:00（日本時間）',
    notices: [
      '当社スタッフがLINE等のチャットアプリへの移動をお願いすることはありません。',
      '出金のために手数料・税金・保証金などの支払いを求めることはありません。',
      '個人名義の口座へのご入金をお願いすることはありません。入金先は当社名義の専用口座のみです。',
    ],
  },
};
