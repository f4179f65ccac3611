import { fixtureTimeZone, followShell, navHistory, valuePreview, valueProduct } from '../shared/fixtures.ts';
import type { FollowBuyProps, FollowDetailScreenProps } from './FollowDetailScreen.types.ts';

/** The buy sheet closed, nothing typed yet. */
export const closedBuy: FollowBuyProps = {
  open: false,
  onOpenChange: () => undefined,
  amount: '',
  onAmountChange: () => undefined,
  availableBalance: '1250000',
  preview: { status: 'idle' },
  agreed: false,
  onAgreedChange: () => undefined,
  onSubmit: () => undefined,
  submitting: false,
};

/** The sheet open on the contract's example: ¥300,000 previewed, the disclosure not yet ticked. */
export const previewedBuy: FollowBuyProps = {
  ...closedBuy,
  open: true,
  amount: '300000',
  preview: { status: 'ready', value: valuePreview, onRetry: () => undefined },
};

export const followDetailProps: FollowDetailScreenProps = {
  shell: followShell('商品の詳細', '#/home/follow'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  product: valueProduct,
  history: {
    range: '1m',
    onRangeChange: () => undefined,
    status: 'ready',
    points: navHistory('210', '1m'),
    onRetry: () => undefined,
  },
  identityVerified: true,
  myFollowingCount: 1,
  buy: closedBuy,
  links: { ordersHref: '#/mine/followOrder', verifyHref: '#/mine/verified', depositHref: '#/mine/deposit' },
};
