import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { IdentityScreen, identityScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { statusOf, useMineRoute } from '../mine/useMine.ts';
import { toIdentityView } from './funding.mappers.ts';
import { identityQuery, useSubmitIdentity } from './funding.queries.ts';
import { idNumberText, katakanaReading } from './funding.rules.ts';
import { identityDefaults, type IdentityForm } from './funding.forms.ts';
import { useFundingResolver } from './funding.resolvers.ts';
import { refusedFields, showRefusal, type RefusalFields } from './refusals.ts';
import { useImageField } from './useImageField.ts';

const refusals: RefusalFields<IdentityForm> = {
  byCode: { agreement_required: 'privacy' },
  byApiField: {
    name: 'name',
    name_kana: 'nameKana',
    id_number: 'idNumber',
    id_front: 'front',
    id_back: 'back',
    privacy_accepted: 'privacy',
  },
};

const next = {
  fundPasswordHref: getHref('fundPassword'),
  bankAddHref: getHref('bankAdd'),
  depositHref: getHref('deposit'),
};

/**
 * /mine/verified: real-name verification. The documents form while unverified or rejected (the operator's reason
 * shown), the review in progress, or the verified name with what to do next.
 */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(identityScreenMessages.title);
  const identity = useQuery(identityQuery(account));
  const submit = useSubmitIdentity(account);
  const resolver = useFundingResolver((schemas) => schemas.identityResolver);
  const { register, control, handleSubmit, formState, setError, reset, getValues, setValue } = useForm<IdentityForm>({
    resolver,
    defaultValues: identityDefaults,
  });
  // Submitting again after a rejection starts from the name and reading sent last time (the ID number is masked).
  const rejected = identity.data?.status === 'rejected' ? identity.data : undefined;
  useEffect(() => {
    if (!rejected) return;
    if (rejected.name && getValues('name') === '') setValue('name', rejected.name);
    if (rejected.nameKana && getValues('nameKana') === '') setValue('nameKana', rejected.nameKana);
  }, [rejected, getValues, setValue]);
  const frontImageField = useImageField(control, 'front', intl);
  const backImageField = useImageField(control, 'back', intl);

  const onSubmit = handleSubmit((form) => {
    if (submit.isPending || !form.front || !form.back) return;
    const kana = katakanaReading(form.nameKana);
    submit.mutate(
      {
        name: form.name.trim(),
        name_kana: kana === '' ? undefined : kana,
        id_number: idNumberText(form.idNumber),
        id_front: form.front,
        id_back: form.back,
        privacy_accepted: '1',
      },
      {
        onSuccess: () => {
          reset(identityDefaults);
          showToast(intl.formatMessage({ id: 'app.funding.identitySubmitted' }), 'positive');
        },
        onError: (error) => void showRefusal(error, refusals, setError),
      },
    );
  });
  const onField = submit.isError && refusedFields(submit.error, refusals).length > 0;

  return (
    <IdentityScreen
      shell={shell}
      status={statusOf(identity)}
      onRetry={() => void identity.refetch()}
      verification={identity.data ? toIdentityView(identity.data, locale) : undefined}
      nameField={bindField(register, formState.errors, intl, 'name')}
      nameKanaField={bindField(register, formState.errors, intl, 'nameKana')}
      idNumberField={bindField(register, formState.errors, intl, 'idNumber')}
      frontImageField={frontImageField}
      backImageField={backImageField}
      privacyField={bindField(register, formState.errors, intl, 'privacy')}
      privacyHref={getHref('privacy')}
      onSubmit={onSubmit}
      submitting={submit.isPending}
      formError={submit.isError && !onField ? describeError(submit.error) : undefined}
      supportHref={getHref('support')}
      next={next}
    />
  );
}
