import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError, type AdminAdjustmentReason as ApiAdjustmentReason } from '@kabuto/api-client';
import {
  AdminAdjustmentsScreen,
  adminAdjustmentStates,
  type AdminAdjustmentDirection,
  type AdminAdjustmentReason,
} from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toAdjustmentRow } from './reviews.mappers.ts';
import { adjustmentQueueQuery, useDecideAdjustment, useRequestAdjustment } from './reviews.queries.ts';
import { adjustmentCurrencies, adjustmentRules, moneyText, type AdjustmentForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

/** The server's refused fields, mapped to the request form's. */
const fieldOf: Record<string, keyof AdjustmentForm> = {
  account: 'account',
  amount: 'amount',
  currency: 'currency',
  reason: 'reason',
  memo: 'memo',
};

type Choices = Pick<AdjustmentForm, 'direction' | 'currency' | 'reason'>;
const pick = ({ direction, currency, reason }: AdjustmentForm): Choices => ({ direction, currency, reason });

const emptyForm = (account: string): AdjustmentForm => ({
  account,
  direction: 'credit',
  amount: '',
  currency: 'JPY',
  reason: '',
  memo: '',
});

/**
 * Manual adjustments: one operator requests a credit or debit of a user's cash with a reason and the memo the user
 * reads; nothing moves until a different operator applies it (four eyes); any operator may reject it.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminAdjustmentStates, 'awaiting_second_approval');
  const list = useQuery(adjustmentQueueQuery(operator, queue.view));
  const request = useRequestAdjustment(operator);
  const decide = useDecideAdjustment(operator);

  const [creating, setCreating] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<'apply' | 'reject' | undefined>(undefined);
  const fields = useFields<AdjustmentForm>(adjustmentRules, emptyForm(''));
  // The choices (not text inputs) are held here too, so the screen shows them as chosen.
  const [choices, setChoices] = useState(() => pick(emptyForm('')));
  const choose = <K extends keyof Choices>(name: K, value: Choices[K]) => {
    fields.set(name, value);
    setChoices((current) => ({ ...current, [name]: value }));
  };
  const resetForm = (account: string) => {
    fields.reset(emptyForm(account));
    setChoices(pick(emptyForm(account)));
  };

  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);

  const closeCreate = () => {
    setCreating(false);
    request.reset();
    resetForm(queue.view.account);
  };
  const closeReview = () => {
    setReviewing(null);
    setConfirmation(undefined);
    decide.reset();
  };

  const onSubmit = async () => {
    if (!fields.validate()) return;
    const form = fields.all();
    const amount = moneyText(form.amount, form.currency);
    if (request.isPending || !amount) return;
    try {
      await request.mutateAsync({
        account: form.account.trim(),
        direction: form.direction,
        amount,
        currency: form.currency as (typeof adjustmentCurrencies)[number],
        reason: form.reason as ApiAdjustmentReason,
        memo: form.memo.trim(),
      });
      showToast(intl.formatMessage({ id: 'app.admin.adjustmentRequested' }), 'positive');
      closeCreate();
    } catch (error) {
      if (isApiError(error)) {
        for (const field of error.fieldErrors) {
          const target = fieldOf[field.field];
          if (target) fields.setError(target, describeError(error));
        }
      }
    }
  };

  const onConfirm = async () => {
    if (!reviewing || !confirmation || decide.isPending) return;
    try {
      await decide.mutateAsync({ decision: confirmation, id: reviewing });
      showToast(
        intl.formatMessage({
          id: confirmation === 'apply' ? 'app.admin.adjustmentApplied' : 'app.admin.adjustmentRejected',
        }),
        'positive',
      );
      closeReview();
    } catch {
      // The refusal (four eyes, decided meanwhile, an overdrawing debit…) shows in the review.
      setConfirmation(undefined);
    }
  };

  const translate = (message: string | undefined) =>
    message
      ? Object.prototype.hasOwnProperty.call(intl.messages, message)
        ? intl.formatMessage({ id: message })
        : message
      : undefined;
  const fieldRefused = isApiError(request.error) && request.error.fieldErrors.some((field) => field.field in fieldOf);

  return (
    <AdminAdjustmentsScreen
      status={loadStatus(list)}
      items={list.data?.items.map(toAdjustmentRow) ?? []}
      pageInfo={list.data ? toPageInfo(list.data) : { page: queue.view.page, size: pageSize, total: 0 }}
      onPageChange={queue.onPageChange}
      onRetry={() => void list.refetch()}
      filter={queue.view.filter}
      onFilterChange={(next) => {
        closeReview();
        queue.onFilterChange(next);
      }}
      account={queue.view.account}
      onAccountChange={(next) => {
        closeReview();
        queue.onAccountChange(next);
      }}
      operatorAccount={operator}
      onOpenCreate={() => {
        closeReview();
        resetForm(queue.view.account);
        setCreating(true);
      }}
      create={
        creating
          ? {
              accountField: fields.bind('account', intl),
              direction: {
                value: choices.direction,
                onValueChange: (value: AdminAdjustmentDirection) => choose('direction', value),
              },
              amountField: fields.bind('amount', intl),
              currency: {
                value: choices.currency,
                options: adjustmentCurrencies,
                onValueChange: (value) => choose('currency', value),
              },
              reason: {
                value: choices.reason === '' ? undefined : (choices.reason as AdminAdjustmentReason),
                onValueChange: (value) => choose('reason', value),
                errorMessage: translate(fields.error('reason')),
              },
              memoField: fields.bind('memo', intl),
              onSubmit: (event) => {
                event.preventDefault();
                void onSubmit();
              },
              onCancel: closeCreate,
              submitting: request.isPending,
              formError: request.isError && !fieldRefused ? describeError(request.error) : undefined,
            }
          : undefined
      }
      onReview={(id) => {
        closeCreate();
        closeReview();
        setReviewing(id);
      }}
      review={
        reviewing
          ? {
              itemId: reviewing,
              user,
              onApply: () => setConfirmation('apply'),
              onReject: () => setConfirmation('reject'),
              confirmation,
              onConfirm,
              onConfirmCancel: () => setConfirmation(undefined),
              onClose: closeReview,
              submitting: decide.isPending,
              formError: decide.isError ? describeError(decide.error) : undefined,
            }
          : undefined
      }
      userHref={userHref}
    />
  );
}
