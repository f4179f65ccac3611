import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { DepositScreen, depositScreenMessages, type DepositCopyField } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { useMineRoute } from '../mine/useMine.ts';
import { toDepositChannel, toDepositNotice } from './funding.mappers.ts';
import { depositChannelQuery, pendingDepositQuery, useCancelDeposit, useNotifyDeposit } from './funding.queries.ts';
import { wholeYen } from './funding.rules.ts';
import type { DepositForm } from './funding.forms.ts';
import { useFundingResolver } from './funding.resolvers.ts';
import { refusedFields, showRefusal, type RefusalFields } from './refusals.ts';
import { screenStatus } from './status.ts';
import { useImageField } from './useImageField.ts';
import { useFillableInput } from './inputs.ts';

const refusals: RefusalFields<DepositForm> = {
  byCode: { deposit_amount_out_of_range: 'amount', upload_failed: 'slip' },
  byApiField: { amount: 'amount', remitter_name: 'remitterName', slip: 'slip' },
};

const emptyForm: DepositForm = { amount: '', remitterName: '', slip: null };

/** How long a copy button stays marked as copied. */
const copiedMs = 2_000;

/**
 * /mine/deposit: the customer's own deposit account in the firm's name (each value copied with one tap), hours and
 * limits, the anti-scam notice, and the notice form with the transfer slip — or the one notice pending review.
 */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(depositScreenMessages.title);
  const channel = useQuery(depositChannelQuery(account));
  const pending = useQuery(pendingDepositQuery(account));
  const notify = useNotifyDeposit(account);
  const cancel = useCancelDeposit(account);
  const [copiedField, setCopiedField] = useState<DepositCopyField | undefined>(undefined);
  const min = channel.data?.minAmount;
  const max = channel.data?.maxAmount;
  const resolver = useFundingResolver((schemas) => schemas.depositResolver(min && max ? { min, max } : undefined));
  const { register, control, handleSubmit, formState, setError, reset } = useForm<DepositForm>({
    resolver,
    defaultValues: emptyForm,
  });
  const slipField = useImageField(control, 'slip', intl);
  const amountInput = useFillableInput(bindField(register, formState.errors, intl, 'amount'));

  useEffect(() => {
    if (!copiedField) return;
    const timer = window.setTimeout(() => setCopiedField(undefined), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copiedField]);

  const onSubmit = handleSubmit((form) => {
    const amount = wholeYen(form.amount);
    if (notify.isPending || !amount || !form.slip) return;
    const remitterName = form.remitterName.trim();
    notify.mutate(
      { amount, ...(remitterName ? { remitterName } : {}), slip: form.slip },
      {
        onSuccess: () => {
          // Reset first: the form is no longer submitted, so emptying the amount does not re-check it.
          reset(emptyForm);
          amountInput.fill('');
          showToast(intl.formatMessage({ id: 'app.funding.depositNotified' }), 'positive');
        },
        onError: (error) => void showRefusal(error, refusals, setError),
      },
    );
  });
  const onField = notify.isError && refusedFields(notify.error, refusals).length > 0;
  const { status, onRetry } = screenStatus(channel, pending);

  return (
    <DepositScreen
      shell={shell}
      status={status}
      onRetry={onRetry}
      channel={channel.data ? toDepositChannel(channel.data, locale) : undefined}
      onCopy={(field, value) => {
        navigator.clipboard
          .writeText(value)
          .then(() => {
            setCopiedField(field);
            showToast(intl.formatMessage({ id: 'app.funding.copied' }, { value }), 'positive');
          })
          .catch(() => showToast(intl.formatMessage({ id: 'app.funding.copyFailed' }), 'critical'));
      }}
      copiedField={copiedField}
      pending={pending.data ? toDepositNotice(pending.data) : undefined}
      onCancelPending={(id) =>
        cancel.mutateAsync(id).then(
          () => showToast(intl.formatMessage({ id: 'app.funding.depositCancelled' }), 'positive'),
          () => undefined,
        )
      }
      amountField={amountInput.field}
      remitterNameField={bindField(register, formState.errors, intl, 'remitterName')}
      slipField={slipField}
      onSubmit={onSubmit}
      submitting={notify.isPending}
      formError={notify.isError && !onField ? describeError(notify.error) : undefined}
      historyHref={getHref('stored')}
      supportHref={getHref('support')}
    />
  );
}
