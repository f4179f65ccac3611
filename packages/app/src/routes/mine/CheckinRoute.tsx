import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '@kabuto/api-client';
import { CheckinScreen, formatMoney, checkinScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { showToast } from '../../app/toasts.ts';
import { toCheckinView, toPointsMovements } from './mine.mappers.ts';
import { redeemValue } from './mine.money.ts';
import { checkinHistoryQuery, checkinStatusQuery, useCheckIn, useRedeemPoints } from './mine.queries.ts';
import { redeemSchema, type RedeemForm } from './mine.schema.ts';
import { pagedList, statusOf, useMineRoute } from './useMine.ts';

/** /mine/checkin: the daily check-in, its disclosed rules, redemption into cash and the points history. */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(checkinScreenMessages.title);
  const status = useQuery(checkinStatusQuery(account));
  const history = useInfiniteQuery(checkinHistoryQuery(account));
  const checkIn = useCheckIn(account);
  const redeem = useRedeemPoints(account);
  const rules = status.data?.rules;
  const balance = status.data?.points ?? 0;
  const schema = useMemo(
    () => redeemSchema({ min: rules?.redeemMinPoints ?? 1, step: rules?.redeemStepPoints ?? 1, balance }),
    [rules?.redeemMinPoints, rules?.redeemStepPoints, balance],
  );
  const { register, handleSubmit, formState, watch, reset, setError } = useForm<RedeemForm>({
    resolver: zodResolver(schema),
    defaultValues: { points: '' },
  });
  const points = watch('points');

  const onRedeem = handleSubmit((form) => {
    if (redeem.isPending) return;
    redeem.mutate(form.points, {
      onSuccess: (result) => {
        reset({ points: '' });
        showToast(
          intl.formatMessage(
            { id: 'app.mine.redeemed' },
            { points: result.pointsRedeemed, amount: formatMoney(intl, result.amount, result.currency) },
          ),
          'positive',
        );
      },
      onError: (error) => {
        if (isApiError(error) && ['insufficient_checkin_count', 'invalid_parameter'].includes(error.code)) {
          setError('points', { message: describeError(error) });
        }
      },
    });
  });
  const onField =
    isApiError(redeem.error) && ['insufficient_checkin_count', 'invalid_parameter'].includes(redeem.error.code);

  return (
    <CheckinScreen
      shell={shell}
      status={statusOf(status)}
      onRetry={() => void status.refetch()}
      checkin={status.data ? toCheckinView(status.data, locale) : undefined}
      checkingIn={checkIn.isPending}
      onCheckIn={() => {
        if (checkIn.isPending) return;
        checkIn.mutate(undefined, {
          onSuccess: (result) =>
            showToast(
              intl.formatMessage({ id: 'app.mine.checkedIn' }, { points: result.pointsEarned + result.bonusPoints }),
              'positive',
            ),
        });
      }}
      redeemField={bindField(register, formState.errors, intl, 'points')}
      redeemValue={rules ? redeemValue(points, rules.yenPerPoint) : undefined}
      onRedeem={onRedeem}
      redeeming={redeem.isPending}
      redeemError={redeem.isError && !onField ? describeError(redeem.error) : undefined}
      history={pagedList(history, toPointsMovements(history.data?.pages ?? []))}
    />
  );
}
