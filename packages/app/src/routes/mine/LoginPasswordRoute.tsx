import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { LoginPasswordScreen, loginPasswordScreenMessages } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { paths } from '../../app/paths.ts';
import { clearSession } from '../../app/session.ts';
import { showToast } from '../../app/toasts.ts';
import { loginPasswordSchema, type LoginPasswordForm } from './mine.schema.ts';
import { useChangeLoginPassword } from './mine.queries.ts';
import { useMineRoute } from './useMine.ts';

/**
 * /mine/loginPassword. The server revokes every other session on a change; this one is ended too, and the user
 * logs in again with the new password (the screen says so first).
 */
export function Component() {
  const { intl, account, shell } = useMineRoute(loginPasswordScreenMessages.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeLoginPassword();
  const [loggingOut, setLoggingOut] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<LoginPasswordForm>({
    resolver: zodResolver(loginPasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((form) => {
    if (change.isPending) return;
    change.mutate(form, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'wrong_original_password') {
          setError('currentPassword', { message: describeError(error) });
        } else if (isApiError(error) && ['password_unchanged', 'password_too_common'].includes(error.code)) {
          setError('newPassword', { message: describeError(error) });
        }
      },
    });
  });

  const onField =
    isApiError(change.error) &&
    ['wrong_original_password', 'password_unchanged', 'password_too_common'].includes(change.error.code);

  return (
    <LoginPasswordScreen
      shell={shell}
      currentPasswordField={bindField(register, formState.errors, intl, 'currentPassword')}
      newPasswordField={bindField(register, formState.errors, intl, 'newPassword')}
      confirmPasswordField={bindField(register, formState.errors, intl, 'confirmPassword')}
      onSubmit={onSubmit}
      submitting={change.isPending}
      formError={change.isError && !onField ? describeError(change.error) : undefined}
      done={change.isSuccess}
      loggingOut={loggingOut}
      onLoginAgain={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        void api
          .post('/user/logout')
          .catch(() => undefined)
          .finally(() => {
            clearSession();
            queryClient.clear();
            showToast(intl.formatMessage({ id: 'app.mine.passwordChanged' }), 'positive');
            navigate(paths.login, { replace: true, state: { account } });
          });
      }}
    />
  );
}
