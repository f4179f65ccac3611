import { mineShell } from '../shared/fixtures.ts';
import type { DocumentScreenProps } from './DocumentScreen.types.ts';

export const protocolBody = [
  '## 第1条（適用）',
  '本規約は、株式会社Kabuto（以下「当社」）が提供するサービスの利用条件を定めるものです。',
  '',
  '## 第2条（シミュレーター）',
  '本サービスは**模擬取引**です。表示される価格は実際の市場価格ではなく、実際のお金は動きません。',
  '',
  '## 第3条（禁止事項）',
  '- 他人になりすます行為',
  '- 不正アクセス',
  '- 当社スタッフを名乗る者への送金',
].join('\n');

export const documentProps: DocumentScreenProps = {
  shell: mineShell('利用規約'),
  status: 'ready',
  onRetry: () => undefined,
  document: { title: '利用規約', body: protocolBody, version: '2026.10', updatedAt: '2026-10-01T00:00:00+09:00' },
};
