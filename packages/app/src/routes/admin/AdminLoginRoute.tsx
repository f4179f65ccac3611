import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AdminLoginScreen } from '@kabuto/ui/console';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { loginSchema, type LoginForm } from '../login/login.schema.ts';
import { useOperatorLogin } from './admin.queries.ts';
import { useOperatorSession } from './operatorSession.ts';
import { adminPaths } from './paths.ts';

export function Component() {
  const intl = useIntl();
  const config = useAppConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const session = useOperatorSession();
  const login = useOperatorLogin();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { account: '', password: '' },
  });

  // Already signed in (the guard checks it is an operator's session).
  if (session && !login.isPending) return <Navigate to={from ?? adminPaths.users} replace />;

  const onSubmit = handleSubmit((form) => {
    if (login.isPending) return;
    login.mutate(form, { onSuccess: () => navigate(from ?? adminPaths.users, { replace: true }) });
  });

  return (
    <AdminLoginScreen
      title={config.title}
      accountField={bindField(register, formState.errors, intl, 'account')}
      passwordField={bindField(register, formState.errors, intl, 'password')}
      onSubmit={onSubmit}
      submitting={login.isPending}
      formError={login.isError ? describeError(login.error) : undefined}
      appHref={getHref('loginStart')}
    />
  );
}
