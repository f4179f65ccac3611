import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@kabuto/api-client';
import { FundPasswordScreen, fundPasswordScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { fundPasswordSchema, type FundPasswordForm } from './mine.schema.ts';
import { profileQuery, useSaveFundPassword } from './mine.queries.ts';
import { statusOf, useMineRoute } from './useMine.ts';

/** Refusals that belong to a field rather than to the whole form. */
const fieldOf: Record<string, keyof FundPasswordForm> = {
  wrong_original_password: 'currentPassword',
  wrong_fund_password: 'currentPassword',
  password_unchanged: 'newPassword',
  fund_password_same_as_login: 'newPassword',
};

/** /mine/fundPassword: set it the first time (with the login password), change it afterwards. */
export function Component() {
  const profile = useQuery(profileQuery(useSession()?.account ?? ''));
  // The title follows the mode once the profile says which it is.
  const mode = profile.data?.fundPasswordSet ? 'change' : 'set';
  const { intl, account, shell } = useMineRoute(
    mode === 'set' ? fundPasswordScreenMessages.titleSet : fundPasswordScreenMessages.titleChange,
  );
  const save = useSaveFundPassword(account);
  const schema = useMemo(() => fundPasswordSchema(mode), [mode]);
  const { register, handleSubmit, formState, setError } = useForm<FundPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((form) => {
    if (save.isPending) return;
    save.mutate(
      { mode, current: form.currentPassword, newPassword: form.newPassword },
      {
        onError: (error) => {
          const field = isApiError(error) ? fieldOf[error.code] : undefined;
          if (field) setError(field, { message: describeError(error) });
        },
      },
    );
  });
  const onField = isApiError(save.error) && fieldOf[save.error.code] !== undefined;

  return (
    <FundPasswordScreen
      shell={shell}
      status={save.isSuccess ? 'ready' : statusOf(profile)}
      onRetry={() => void profile.refetch()}
      mode={save.isSuccess ? save.variables.mode : mode}
      currentField={bindField(register, formState.errors, intl, 'currentPassword')}
      newField={bindField(register, formState.errors, intl, 'newPassword')}
      confirmField={bindField(register, formState.errors, intl, 'confirmPassword')}
      onSubmit={onSubmit}
      submitting={save.isPending}
      formError={save.isError && !onField ? describeError(save.error) : undefined}
      done={save.isSuccess}
      doneHref={getHref('myPage')}
      supportHref={getHref('support')}
    />
  );
}
