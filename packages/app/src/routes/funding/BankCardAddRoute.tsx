import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { BankCardAddScreen, bankCardAddScreenMessages, type BankAccountType } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { profileQuery } from '../mine/mine.queries.ts';
import { useMineRoute } from '../mine/useMine.ts';
import { newCardText, isStepUpRefusal, useStepUp, type GuardedCall, StepUpDialogSlot } from '../security/useStepUp.tsx';
import { toBankCardView } from './funding.mappers.ts';
import { bankCardsQuery, identityQuery, useAddBankCard } from './funding.queries.ts';
import { maxBankCards } from './funding.rules.ts';
import { toAddCardRequest, type BankCardForm } from './funding.forms.ts';
import { useFundingResolver } from './funding.resolvers.ts';
import { refusedFields, showRefusal, type RefusalFields } from './refusals.ts';
import { screenStatus } from './status.ts';

const refusals: RefusalFields<BankCardForm> = {
  byCode: {
    card_not_own_name: 'holderName',
    wrong_fund_password: 'fundPassword',
    card_exists: 'accountNumber',
  },
  byApiField: {
    bank_name: 'bankName',
    branch_name: 'branchName',
    branch_code: 'branchCode',
    account_type: 'accountType',
    account_number: 'accountNumber',
    holder_name: 'holderName',
    fund_password: 'fundPassword',
  },
};

const emptyForm: BankCardForm = {
  bankName: '',
  branchName: '',
  branchCode: '',
  accountType: '',
  accountNumber: '',
  holderName: '',
  fundPassword: '',
};

/**
 * /mine/bankAdd: a Japanese bank account in the user's own name (the verified name or its reading), confirmed with
 * the fund password. Until the identity is verified and a fund password set, the screen leads there instead. Once
 * the account has a passkey, adding a card is confirmed with it first (a step-up), as the server asks.
 */
export function Component() {
  const { intl, account, shell } = useMineRoute(bankCardAddScreenMessages.title, { back: 'bank' });
  const profile = useQuery(profileQuery(account));
  const cards = useQuery(bankCardsQuery(account));
  const add = useAddBankCard(account);
  const stepUp = useStepUp(account);
  // The verified name and reading come from the identity check (the holder must be one of them).
  const identity = useQuery(identityQuery(account));
  const verified = identity.data?.status === 'verified';
  const verifiedName = verified ? identity.data?.name : undefined;
  const verifiedKana = verified ? identity.data?.nameKana : undefined;
  const resolver = useFundingResolver((schemas) =>
    schemas.bankCardResolver({ name: verifiedName, kana: verifiedKana }),
  );
  const { register, control, handleSubmit, formState, setError, getValues, setValue } = useForm<BankCardForm>({
    resolver,
    defaultValues: emptyForm,
  });
  const accountType = useController({ control, name: 'accountType' });

  // The holder is prefilled with the verified reading, as banks hold it in katakana (still editable).
  useEffect(() => {
    const reading = verifiedKana ?? verifiedName;
    if (reading && getValues('holderName') === '') setValue('holderName', reading);
  }, [verifiedKana, verifiedName, getValues, setValue]);

  const onSubmit = handleSubmit((form) => {
    if (add.isPending) return;
    const request = toAddCardRequest(form);
    const call: GuardedCall = {
      purpose: 'bank_card_add',
      detail: newCardText(request),
      run: () =>
        add.mutate(request, {
          onError: (error) => {
            if (stepUp.handle(error, call)) return;
            void showRefusal(error, refusals, setError);
          },
        }),
    };
    stepUp.guard(call);
  });
  const onField = add.isError && refusedFields(add.error, refusals).length > 0;
  const { status, onRetry } = screenStatus(profile, identity, cards);
  const typeError = formState.errors.accountType?.message;

  return (
    <>
      <BankCardAddScreen
        shell={shell}
        status={add.isSuccess ? 'ready' : status}
        onRetry={onRetry}
        identityVerified={verified}
        verifyHref={getHref('verified')}
        fundPasswordSet={profile.data?.fundPasswordSet ?? false}
        fundPasswordHref={getHref('fundPassword')}
        atLimit={(cards.data?.total ?? 0) >= maxBankCards}
        maxCards={maxBankCards}
        verifiedName={verifiedName}
        verifiedNameKana={verifiedKana}
        bankNameField={bindField(register, formState.errors, intl, 'bankName')}
        branchNameField={bindField(register, formState.errors, intl, 'branchName')}
        branchCodeField={bindField(register, formState.errors, intl, 'branchCode')}
        accountType={{
          value: accountType.field.value === '' ? undefined : (accountType.field.value as BankAccountType),
          onValueChange: (value) => accountType.field.onChange(value),
          errorMessage: typeError
            ? Object.prototype.hasOwnProperty.call(intl.messages, typeError)
              ? intl.formatMessage({ id: typeError })
              : typeError
            : undefined,
        }}
        accountNumberField={bindField(register, formState.errors, intl, 'accountNumber')}
        holderNameField={bindField(register, formState.errors, intl, 'holderName')}
        fundPasswordField={bindField(register, formState.errors, intl, 'fundPassword')}
        onSubmit={onSubmit}
        submitting={add.isPending}
        formError={add.isError && !onField && !isStepUpRefusal(add.error) ? describeError(add.error) : undefined}
        added={add.data ? toBankCardView(add.data) : undefined}
        cardsHref={getHref('bank')}
      />
      <StepUpDialogSlot {...stepUp.dialog} />
    </>
  );
}
