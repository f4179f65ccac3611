import { useInfiniteQuery } from '@tanstack/react-query';
import { DepositHistoryScreen, depositHistoryScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { pagedList, useMineRoute } from '../mine/useMine.ts';
import { toDepositNotices } from './funding.mappers.ts';
import { depositsQuery, useCancelDeposit } from './funding.queries.ts';

/** /mine/stored: every deposit notice, newest first, with its state, the operator's reason and a cancel while pending. */
export function Component() {
  const { intl, account, shell } = useMineRoute(depositHistoryScreenMessages.title, { back: 'deposit' });
  const deposits = useInfiniteQuery(depositsQuery(account));
  const cancel = useCancelDeposit(account);
  return (
    <DepositHistoryScreen
      shell={shell}
      deposits={pagedList(deposits, toDepositNotices(deposits.data?.pages ?? []))}
      onCancel={(id) =>
        cancel.mutateAsync(id).then(
          () => showToast(intl.formatMessage({ id: 'app.funding.depositCancelled' }), 'positive'),
          () => undefined,
        )
      }
      depositHref={getHref('deposit')}
    />
  );
}
