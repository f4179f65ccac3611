import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { BankCardsScreen, bankCardsScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { profileQuery } from '../mine/mine.queries.ts';
import { useMineRoute } from '../mine/useMine.ts';
import { cardText, isStepUpRefusal, useStepUp, type GuardedCall, StepUpDialogSlot } from '../security/useStepUp.tsx';
import { toBankCardViews } from './funding.mappers.ts';
import { bankCardsQuery, useRemoveBankCard } from './funding.queries.ts';
import { maxBankCards } from './funding.rules.ts';
import type { RemoveCardForm } from './funding.forms.ts';
import { useFundingResolver } from './funding.resolvers.ts';
import { screenStatus } from './status.ts';
import { refusedFields, showRefusal, type RefusalFields } from './refusals.ts';

const refusals: RefusalFields<RemoveCardForm> = {
  byCode: { wrong_fund_password: 'fundPassword' },
  byApiField: { fund_password: 'fundPassword' },
};

/**
 * /mine/bank: the user's own-name bank accounts; removing one is confirmed with the fund password and, once the
 * account has a passkey, with a step-up (its dialog takes the removal's place while it is open).
 */
export function Component() {
  const { intl, account, shell } = useMineRoute(bankCardsScreenMessages.title);
  const cards = useQuery(bankCardsQuery(account));
  const profile = useQuery(profileQuery(account));
  const remove = useRemoveBankCard(account);
  const stepUp = useStepUp(account);
  const cardViews = toBankCardViews(cards.data);
  const [removing, setRemoving] = useState<string | null>(null);
  const resolver = useFundingResolver((schemas) => schemas.removeCardResolver);
  const { register, handleSubmit, formState, setError, reset } = useForm<RemoveCardForm>({
    resolver,
    defaultValues: { fundPassword: '' },
  });

  const close = () => {
    setRemoving(null);
    remove.reset();
    reset({ fundPassword: '' });
  };

  const onSubmit = handleSubmit((form) => {
    if (!removing || remove.isPending) return;
    const card = cardViews.find((view) => view.id === removing);
    const request = { card_id: removing, fund_password: form.fundPassword };
    const call: GuardedCall = {
      purpose: 'bank_card_remove',
      ...(card ? { detail: cardText(card) } : {}),
      run: () =>
        remove.mutate(request, {
          onSuccess: () => {
            close();
            showToast(intl.formatMessage({ id: 'app.funding.cardRemoved' }), 'positive');
          },
          onError: (error) => {
            if (stepUp.handle(error, call)) return;
            void showRefusal(error, refusals, setError);
          },
        }),
    };
    stepUp.guard(call);
  });
  const onField = remove.isError && refusedFields(remove.error, refusals).length > 0;
  const { status, onRetry } = screenStatus(cards, profile);

  return (
    <>
      <BankCardsScreen
        shell={shell}
        status={status}
        onRetry={onRetry}
        cards={cardViews}
        maxCards={maxBankCards}
        addHref={getHref('bankAdd')}
        identityVerified={profile.data?.realNameStatus === 'verified'}
        verifyHref={getHref('verified')}
        onRemove={(cardId) => {
          close();
          setRemoving(cardId);
        }}
        removal={
          removing && !stepUp.dialog.open
            ? {
                cardId: removing,
                fundPasswordField: bindField(register, formState.errors, intl, 'fundPassword'),
                onSubmit,
                onCancel: close,
                submitting: remove.isPending,
                formError:
                  remove.isError && !onField && !isStepUpRefusal(remove.error)
                    ? describeError(remove.error)
                    : undefined,
              }
            : undefined
        }
      />
      <StepUpDialogSlot {...stepUp.dialog} />
    </>
  );
}
