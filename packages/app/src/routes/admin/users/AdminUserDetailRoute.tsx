import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { AdminUserDetailScreen, type AdminUserFlagKey } from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { checkFlagMessage, type FlagMessageForm } from '../admin.rules.ts';
import { toLedgerRow, toPageInfo, toUserDetail } from '../admin.mappers.ts';
import { ledgerQuery, pageSize, useRevokeSessions, useSetUserFlag, userQuery } from '../admin.queries.ts';
import { adminHref, adminPaths } from '../paths.ts';
import { isNotFound, loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

// The security section is its own chunk (factors, sign-ins, the four-eyes reset), fetched with the page.
const AdminUserSecuritySection = lazy(() => import('../security/AdminUserSecuritySection.tsx'));

export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const account = useParams()['account'] ?? '';
  const [ledgerPage, setLedgerPage] = useState(1);
  const [pending, setPending] = useState<{ flag: AdminUserFlagKey; value: boolean } | null>(null);
  const user = useQuery(userQuery(operator, account));
  const ledger = useQuery({ ...ledgerQuery(operator, account, ledgerPage), enabled: Boolean(user.data) });
  const setFlag = useSetUserFlag(operator, account);
  const revoke = useRevokeSessions(operator, account);
  const { register, handleSubmit, formState, reset, setError } = useForm<FlagMessageForm>({
    defaultValues: { message: '' },
  });

  const close = () => {
    setPending(null);
    setFlag.reset();
    reset({ message: '' });
  };

  const onSubmit = handleSubmit((form) => {
    if (!pending || setFlag.isPending) return;
    const problem = checkFlagMessage(form.message);
    if (problem) {
      setError('message', { message: problem });
      return;
    }
    setFlag.mutate(
      { ...pending, message: form.message.trim() },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'app.admin.flagSaved' }), 'positive');
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.some((field) => field.field.startsWith('message'))) {
            setError('message', { message: describeError(error) });
          }
        },
      },
    );
  });

  const status = isNotFound(user.error) ? 'notFound' : loadStatus(user);
  const messageField = bindField(register, formState.errors, intl, 'message');

  return (
    <AdminUserDetailScreen
      status={status}
      user={user.data ? toUserDetail(user.data) : undefined}
      onRetry={() => void user.refetch()}
      backHref={adminHref(adminPaths.users)}
      onFlagToggle={(flag, value) => setPending({ flag, value })}
      flagChange={
        pending
          ? {
              ...pending,
              messageField,
              onSubmit,
              onCancel: close,
              submitting: setFlag.isPending,
              formError: setFlag.isError ? describeError(setFlag.error) : undefined,
            }
          : undefined
      }
      onRevokeSessions={() =>
        revoke.mutateAsync().then(() => showToast(intl.formatMessage({ id: 'app.admin.sessionsRevoked' }), 'positive'))
      }
      sendMessageHref={adminHref(adminPaths.messages, { account })}
      security={
        user.data ? (
          <Suspense fallback={null}>
            <AdminUserSecuritySection account={account} />
          </Suspense>
        ) : undefined
      }
      ledger={{
        status: loadStatus(ledger),
        entries: ledger.data?.items.map(toLedgerRow) ?? [],
        pageInfo: ledger.data ? toPageInfo(ledger.data) : { page: ledgerPage, size: pageSize, total: 0 },
        onPageChange: setLedgerPage,
        onRetry: () => void ledger.refetch(),
      }}
    />
  );
}
