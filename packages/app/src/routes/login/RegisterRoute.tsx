import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { RegisterScreen } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { registerFieldNames, registerSchema, type RegisterForm } from './login.schema.ts';
import { useRegister } from './login.queries.ts';

export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const registration = useRegister();
  const { register, handleSubmit, formState, setError } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { account: '', password: '', confirmPassword: '', inviteCode: '', agree: false },
  });

  const onSubmit = handleSubmit((form) => {
    if (registration.isPending) return;
    registration.mutate(form, {
      onSuccess: ({ account }) => {
        showToast(intl.formatMessage({ id: 'app.register.success' }), 'positive');
        navigate(paths.login, { replace: true, state: { account } });
      },
      onError: (error) => {
        // Put a refusal on the field it is about, where there is one.
        if (isApiError(error) && error.code === 'inviter_not_found') {
          setError('inviteCode', { message: describeError(error) });
        } else if (isApiError(error) && error.code === 'account_exists') {
          setError('account', { message: describeError(error) });
        } else if (isApiError(error) && error.code === 'password_too_common') {
          setError('password', { message: describeError(error) });
        } else if (isApiError(error)) {
          for (const { field } of error.fieldErrors) {
            const name = registerFieldNames[field];
            if (name) setError(name, { message: describeError(error) });
          }
        }
      },
    });
  });

  const fieldRefusal =
    isApiError(registration.error) &&
    (['inviter_not_found', 'account_exists', 'password_too_common'].includes(registration.error.code) ||
      registration.error.fieldErrors.length > 0);

  return (
    <RegisterScreen
      accountField={bindField(register, formState.errors, intl, 'account')}
      passwordField={bindField(register, formState.errors, intl, 'password')}
      confirmPasswordField={bindField(register, formState.errors, intl, 'confirmPassword')}
      inviteCodeField={bindField(register, formState.errors, intl, 'inviteCode')}
      agreeField={bindField(register, formState.errors, intl, 'agree')}
      onSubmit={onSubmit}
      submitting={registration.isPending}
      formError={registration.isError && !fieldRefusal ? describeError(registration.error) : undefined}
      loginHref={getHref('login')}
      agreementHref={getHref('protocol')}
    />
  );
}
