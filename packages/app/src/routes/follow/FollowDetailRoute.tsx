import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import {
  FollowDetailScreen,
  followAmountProblem,
  followDetailScreenMessages,
  followNavRanges,
  type FollowBuyPreviewState,
  type FollowNavRange,
} from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { usePriceColours } from '../../app/market.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useDebounced } from '../../app/useDebounced.ts';
import { useShell } from '../../app/useShell.tsx';
import { identityQuery } from '../funding/identity.queries.ts';
import { statusOf } from '../mine/useMine.ts';
import {
  productIdOf,
  toFollowNavPoints,
  toFollowOrderView,
  toFollowPreviewView,
  toFollowProductDetailView,
} from './follow.mappers.ts';
import {
  followNavQuery,
  followingNowQuery,
  followPreviewQuery,
  followProductQuery,
  useBuyFollow,
} from './follow.queries.ts';

/** The preview is asked once typing pauses (each keystroke would otherwise ask the server). */
const typingPauseMs = 300;

const isRange = (value: string | null): value is FollowNavRange =>
  (followNavRanges as readonly string[]).includes(value ?? '');

/**
 * /home/followInfo?id=…: one product — the NAV chart (`?range=`), the strategy or rule in plain words, the basket,
 * every fee, the risk disclosure — and the buy sheet: the amount, the server's preview at the NAV of now, the
 * disclosure ticked, a confirmation, and the buy once (one Idempotency-Key per intent).
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(followDetailScreenMessages.title),
    active: 'market',
    backHref: getHref('follow'),
  });
  const [params, setParams] = useSearchParams();
  const productId = productIdOf(params);
  const requested = params.get('range');
  const range: FollowNavRange = isRange(requested) ? requested : '1m';
  const locale = readLocale();

  const product = useQuery(followProductQuery(account, productId));
  const history = useQuery(followNavQuery(account, productId, range));
  const identity = useQuery(identityQuery(account));
  const following = useQuery(followingNowQuery(account));
  const buy = useBuyFollow(account, productId);

  const [sheetOpen, setSheetOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const settledAmount = useDebounced(amount.trim(), typingPauseMs);
  const data = product.data;
  const view = data ? toFollowProductDetailView(data, locale) : undefined;
  // Up and down in the colours of the basket's market (red up in Tokyo and Shanghai, green up in New York).
  usePriceColours(view?.market);
  const problem = data
    ? followAmountProblem(settledAmount, { currency: data.currency, minInvestment: data.minInvestment })
    : 'empty';
  const askPreview = data !== undefined && problem === null;
  const preview = useQuery({ ...followPreviewQuery(account, productId, settledAmount), enabled: askPreview });

  let previewState: FollowBuyPreviewState;
  if (!askPreview) previewState = { status: 'idle' };
  else if (preview.data) previewState = { status: 'ready', value: toFollowPreviewView(preview.data, locale) };
  else if (preview.isError)
    previewState = isApiError(preview.error)
      ? { status: 'error', refusal: preview.error.code, onRetry: () => void preview.refetch() }
      : { status: 'error', onRetry: () => void preview.refetch() };
  else previewState = { status: 'loading' };

  const myFollowingCount = (following.data?.items ?? []).filter((order) => order.productId === productId).length;
  const refusal = buy.isError && isApiError(buy.error) ? buy.error.code : undefined;

  // Opened without a product: the list of products, not a connection error.
  if (productId === '') return <Navigate to={paths.follow} replace />;
  return (
    <FollowDetailScreen
      shell={shell}
      status={statusOf(product)}
      onRetry={() => void product.refetch()}
      {...(view ? { product: view } : {})}
      history={{
        range,
        onRangeChange: (next) => setParams({ id: productId, range: next }, { replace: true }),
        status: statusOf(history),
        points: history.data ? toFollowNavPoints(history.data) : [],
        onRetry: () => void history.refetch(),
      }}
      identityVerified={identity.data?.status === 'verified'}
      myFollowingCount={myFollowingCount}
      buy={{
        open: sheetOpen,
        onOpenChange: (open) => {
          setSheetOpen(open);
          if (open) {
            // A fresh sheet: the minimum as a starting amount, the disclosure to tick again, no old result.
            setAmount(data?.minInvestment ?? '');
            setAgreed(false);
            buy.reset();
          }
        },
        amount,
        onAmountChange: setAmount,
        ...(preview.data ? { availableBalance: preview.data.availableBalance } : {}),
        preview: previewState,
        agreed,
        onAgreedChange: setAgreed,
        onSubmit: () => buy.mutateAsync(amount.trim()).catch(() => undefined),
        submitting: buy.isPending,
        ...(refusal ? { refusal } : {}),
        ...(buy.data ? { result: toFollowOrderView(buy.data, locale) } : {}),
      }}
      links={{ ordersHref: getHref('followOrders'), verifyHref: getHref('verified'), depositHref: getHref('deposit') }}
    />
  );
}
