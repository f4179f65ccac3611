import { jpIndices, marketsShell, tokyoOpen } from '../shared/fixtures.ts';
import type { MoreIndexScreenProps } from './MoreIndexScreen.types.ts';

export const moreIndexProps: MoreIndexScreenProps = {
  shell: { ...marketsShell, header: { title: '指数一覧', backHref: '#/home/index' } },
  market: 'jpy',
  onMarketChange: () => undefined,
  clock: tokyoOpen,
  indices: { status: 'ready', items: jpIndices },
  getIndexHref: (code) => `#/quotes/info?code=${code}&type=jpy&kind=index`,
};
