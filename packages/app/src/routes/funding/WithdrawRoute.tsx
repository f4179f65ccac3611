import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { WithdrawScreen, formatMoney, withdrawScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { pagedList, useMineRoute } from '../mine/useMine.ts';
import {
  withdrawalText,
  isStepUpRefusal,
  useStepUp,
  type GuardedCall,
  StepUpDialogSlot,
} from '../security/useStepUp.tsx';
import { toBankCardViews, toReadiness, toWithdrawable, toWithdrawalViews } from './funding.mappers.ts';
import {
  bankCardsQuery,
  useCancelWithdrawal,
  useRequestWithdrawal,
  withdrawableQuery,
  withdrawalsQuery,
} from './funding.queries.ts';
import { wholeYen, withdrawAllAmount } from './funding.rules.ts';
import type { WithdrawForm } from './funding.forms.ts';
import { useFundingResolver } from './funding.resolvers.ts';
import { useFillableInput } from './inputs.ts';
import { refusedFields, showRefusal, type RefusalFields } from './refusals.ts';
import { screenStatus } from './status.ts';

const refusals: RefusalFields<WithdrawForm> = {
  byCode: {
    insufficient_withdrawable: 'amount',
    wrong_fund_password: 'fundPassword',
    card_not_found: 'cardId',
    card_not_own_name: 'cardId',
  },
  byApiField: { amount: 'amount', card_id: 'cardId', fund_password: 'fundPassword' },
};

// Each readiness step links to where it is done: the identity check, the fund password, a card, a passkey.
const links = {
  verifyHref: getHref('verified'),
  fundPasswordHref: getHref('fundPassword'),
  bankAddHref: getHref('bankAdd'),
  bankHref: getHref('bank'),
  securityHref: getHref('security'),
};

/**
 * /mine/withdraw: what can be withdrawn now, term by term (available cash − margin requirement − loan), what is
 * still missing before a withdrawal (with the way there), the hours and limits, the request with the fund password,
 * and a tracker per withdrawal. Once the account has a passkey, each request is confirmed with it first (a step-up),
 * and so whenever the server answers `step_up_required`; the request then goes again with the same Idempotency-Key.
 */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(withdrawScreenMessages.title);
  const summary = useQuery(withdrawableQuery(account));
  const cards = useQuery(bankCardsQuery(account));
  const withdrawals = useInfiniteQuery(withdrawalsQuery(account));
  const request = useRequestWithdrawal(account);
  const cancel = useCancelWithdrawal(account);
  const stepUp = useStepUp(account);

  const data = summary.data;
  const min = data?.minAmount;
  const max = data?.maxAmount;
  const withdrawable = data?.withdrawable;
  const resolver = useFundingResolver((schemas) =>
    schemas.withdrawResolver(min && max && withdrawable ? { min, max, withdrawable } : undefined),
  );
  const { register, control, handleSubmit, formState, setError, reset } = useForm<WithdrawForm>({
    resolver,
    defaultValues: { amount: '', cardId: '', fundPassword: '' },
  });
  const card = useController({ control, name: 'cardId' });
  const amount = useFillableInput(bindField(register, formState.errors, intl, 'amount'));

  // The first card is chosen for the user (most have one); they may pick another.
  const cardViews = toBankCardViews(cards.data);
  const firstCard = cardViews[0]?.id;
  const chosen = card.field.value;
  const onCardChange = card.field.onChange;
  useEffect(() => {
    if (firstCard && chosen === '') onCardChange(firstCard);
  }, [firstCard, chosen, onCardChange]);

  const onSubmit = handleSubmit((form) => {
    const yen = wholeYen(form.amount);
    if (request.isPending || !yen) return;
    // The same intent (amount and card) keeps its Idempotency-Key until it succeeds: a retry after the step-up, or
    // after a lost answer, cannot request it twice.
    const intent = { amount: yen, cardId: form.cardId, fundPassword: form.fundPassword };
    const call: GuardedCall = {
      purpose: 'withdrawal',
      detail: withdrawalText(
        formatMoney(locale, yen, 'JPY'),
        cardViews.find((view) => view.id === form.cardId),
      ),
      run: () =>
        request.mutate(intent, {
          onSuccess: () => {
            // Reset first: the form is no longer submitted, so emptying the amount does not re-check it.
            reset({ amount: '', cardId: form.cardId, fundPassword: '' });
            amount.fill('');
            showToast(intl.formatMessage({ id: 'app.funding.withdrawalRequested' }), 'positive');
          },
          onError: (error) => {
            if (stepUp.handle(error, call)) return;
            void showRefusal(error, refusals, setError);
          },
        }),
    };
    stepUp.guard(call);
  });
  const onField = request.isError && refusedFields(request.error, refusals).length > 0;
  const { status, onRetry } = screenStatus(summary, cards);
  const cardMessage = formState.errors.cardId?.message;
  const all = data ? withdrawAllAmount(data.withdrawable, data.maxAmount) : undefined;

  return (
    <>
      <WithdrawScreen
        shell={shell}
        status={status}
        onRetry={onRetry}
        summary={data ? toWithdrawable(data) : undefined}
        readiness={toReadiness(data, stepUp.overview)}
        links={links}
        cards={cardViews}
        cardId={chosen === '' ? undefined : chosen}
        onCardChange={onCardChange}
        cardError={
          cardMessage
            ? Object.prototype.hasOwnProperty.call(intl.messages, cardMessage)
              ? intl.formatMessage({ id: cardMessage })
              : cardMessage
            : undefined
        }
        amountField={amount.field}
        onWithdrawAll={all ? () => amount.fill(all) : undefined}
        fundPasswordField={bindField(register, formState.errors, intl, 'fundPassword')}
        onSubmit={onSubmit}
        submitting={request.isPending}
        formError={
          request.isError && !onField && !isStepUpRefusal(request.error) ? describeError(request.error) : undefined
        }
        withdrawals={pagedList(withdrawals, toWithdrawalViews(withdrawals.data?.pages ?? []))}
        onCancelWithdrawal={(id) =>
          cancel.mutateAsync(id).then(
            () => showToast(intl.formatMessage({ id: 'app.funding.withdrawalCancelled' }), 'positive'),
            () => undefined,
          )
        }
        supportHref={getHref('support')}
      />
      <StepUpDialogSlot {...stepUp.dialog} />
    </>
  );
}
