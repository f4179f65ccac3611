import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { loginSchema, type LoginForm } from './login.schema.ts';
import { useLogin } from './login.queries.ts';

export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredAccount = (location.state as { account?: string } | null)?.account ?? '';
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { account: registeredAccount, password: '' },
  });

  const onSubmit = handleSubmit((form) => {
    if (login.isPending) return;
    login.mutate(form, { onSuccess: () => navigate(paths.home, { replace: true }) });
  });

  return (
    <LoginScreen
      accountField={bindField(register, formState.errors, intl, 'account')}
      passwordField={bindField(register, formState.errors, intl, 'password')}
      onSubmit={onSubmit}
      submitting={login.isPending}
      formError={login.isError ? describeError(login.error) : undefined}
      registerHref={getHref('register')}
    />
  );
}
