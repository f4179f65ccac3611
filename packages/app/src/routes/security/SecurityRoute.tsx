import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { isApiError, type ResponseData } from '@kabuto/api-client';
import { SecurityScreen, securityScreenMessages } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { useMineRoute } from '../mine/useMine.ts';
import { stillAhead, toPasskeyViews, toRecoveryCodesView } from './security.mappers.ts';
import {
  passkeysQuery,
  useClearNotificationEmail,
  useGenerateRecoveryCodes,
  useRegisterPasskey,
  useRemovePasskey,
  useRenamePasskey,
  useSetNotificationEmail,
} from './security.queries.ts';
import type { NotificationEmailForm, PasskeyForm, PasskeyNameForm } from './security.schema.ts';
import { useSecurityResolver } from './security.resolvers.ts';
import { StepUpDialogSlot, isStepUpRefusal, useStepUp, type GuardedCall } from './useStepUp.tsx';
import { deviceName } from './deviceName.ts';
import { passkeyProblem, passkeysSupported, securityOverviewQuery } from './passkeys.ts';

type RecoveryCodes = ResponseData<'/security/recoveryCodes/generate'>;

/**
 * /mine/security: the customer's passkeys (add by name, the first with the login password; rename; remove), recovery
 * codes made and shown once, the notification email, and the links to the sign-in history and the signed-in
 * devices. Once the account has a passkey, every change to these asks for a step-up first (or works within a
 * recovery-code sign-in's window), as the server does.
 */
export function Component() {
  const { intl, account, shell } = useMineRoute(securityScreenMessages.title);
  const overview = useQuery(securityOverviewQuery(account));
  const passkeys = useQuery(passkeysQuery(account));
  const stepUp = useStepUp(account);
  const registerPasskey = useRegisterPasskey(account);
  const rename = useRenamePasskey(account);
  const remove = useRemovePasskey(account);
  const generate = useGenerateRecoveryCodes(account);
  const setEmail = useSetNotificationEmail(account);
  const clearEmail = useClearNotificationEmail(account);

  const data = overview.data;
  const hasPasskey = (data?.passkeyCount ?? 0) > 0;

  // --- Adding a passkey: a name, and the login password for the first -----------------------------------------
  const needsPassword = useRef(!hasPasskey);
  needsPassword.current = !hasPasskey;
  const addResolver = useSecurityResolver<PasskeyForm>((schemas) =>
    hasPasskey ? schemas.nextPasskeyResolver : schemas.firstPasskeyResolver,
  );
  const addForm = useForm<PasskeyForm>({ resolver: addResolver, defaultValues: { name: deviceName(), password: '' } });

  const onAdd = addForm.handleSubmit((form) => {
    if (registerPasskey.isPending) return;
    const run = () =>
      registerPasskey.mutate(
        { name: form.name.trim(), ...(needsPassword.current ? { password: form.password } : {}) },
        {
          onSuccess: () => {
            addForm.reset({ name: deviceName(), password: '' });
            showToast(intl.formatMessage({ id: 'app.security.passkeyAdded' }), 'positive');
          },
          onError: (error) => {
            if (stepUp.handle(error, { purpose: 'security_change', run })) return;
            if (isApiError(error) && error.code === 'wrong_original_password') {
              addForm.setError('password', { message: describeError(error) }, { shouldFocus: true });
            }
          },
        },
      );
    stepUp.guard({ purpose: 'security_change', run });
  });
  const addError = registerPasskey.error;
  const addProblem =
    registerPasskey.isError &&
    !isStepUpRefusal(addError) &&
    !(isApiError(addError) && addError.code === 'wrong_original_password')
      ? passkeyProblem(addError)
      : {};

  // --- Renaming ------------------------------------------------------------------------------------------------
  const [renaming, setRenaming] = useState<string | null>(null);
  const renameForm = useForm<PasskeyNameForm>({
    resolver: useSecurityResolver((schemas) => schemas.passkeyNameResolver),
    defaultValues: { name: '' },
  });
  const closeRename = () => {
    setRenaming(null);
    rename.reset();
  };
  const onRename = renameForm.handleSubmit((form) => {
    if (!renaming || rename.isPending) return;
    rename.mutate(
      { id: renaming, name: form.name.trim() },
      {
        onSuccess: () => {
          closeRename();
          showToast(intl.formatMessage({ id: 'app.security.passkeyRenamed' }), 'positive');
        },
      },
    );
  });

  // --- Removing ------------------------------------------------------------------------------------------------
  const [removing, setRemoving] = useState<string | null>(null);
  const closeRemoval = () => {
    setRemoving(null);
    remove.reset();
  };
  // The confirmation stays pending while the removal runs (it closes itself once the promise settles); with a
  // step-up first it closes at once and the removal goes after the passkey check.
  const onRemoveConfirm = (): Promise<unknown> | undefined => {
    if (!removing || remove.isPending) return undefined;
    const id = removing;
    let removal: Promise<unknown> | undefined;
    const call: GuardedCall = {
      purpose: 'security_change',
      onCancel: closeRemoval,
      run: () => {
        removal = remove.mutateAsync(id).then(
          () => {
            closeRemoval();
            showToast(intl.formatMessage({ id: 'app.security.passkeyRemoved' }), 'positive');
          },
          (error: unknown) => {
            if (stepUp.handle(error, call)) return;
            throw error;
          },
        );
      },
    };
    stepUp.guard(call);
    return removal;
  };

  // --- Recovery codes: made, shown once, forgotten when the customer says they saved them ----------------------
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  const [copied, setCopied] = useState(false);
  const [saved, setSaved] = useState(false);
  const onGenerate = () => {
    if (generate.isPending) return;
    const run = () =>
      generate.mutate(undefined, {
        onSuccess: (made) => {
          setCopied(false);
          setSaved(false);
          setCodes(made);
        },
        onError: (error) => void stepUp.handle(error, { purpose: 'security_change', run }),
      });
    stepUp.guard({ purpose: 'security_change', run });
  };

  // --- The notification email ---------------------------------------------------------------------------------
  const emailForm = useForm<NotificationEmailForm>({
    resolver: useSecurityResolver((schemas) => schemas.notificationEmailResolver),
    defaultValues: { email: '' },
  });
  const onEmail = emailForm.handleSubmit((form) => {
    if (setEmail.isPending) return;
    const run = () =>
      setEmail.mutate(form.email.trim(), {
        onSuccess: () => {
          emailForm.reset({ email: '' });
          showToast(intl.formatMessage({ id: 'app.security.emailSaved' }), 'positive');
        },
        onError: (error) => {
          if (stepUp.handle(error, { purpose: 'security_change', run })) return;
          if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'email')) {
            emailForm.setError('email', { message: describeError(error) }, { shouldFocus: true });
          }
        },
      });
    stepUp.guard({ purpose: 'security_change', run });
  });
  const onClearEmail = () => {
    if (clearEmail.isPending) return;
    const run = () =>
      clearEmail.mutate(undefined, {
        onSuccess: () => showToast(intl.formatMessage({ id: 'app.security.emailCleared' }), 'positive'),
        onError: (error) => void stepUp.handle(error, { purpose: 'security_change', run }),
      });
    stepUp.guard({ purpose: 'security_change', run });
  };
  const emailRefusal = (error: unknown) =>
    error && !isStepUpRefusal(error) && !(isApiError(error) && error.fieldErrors.length > 0)
      ? describeError(error)
      : undefined;

  const status = overview.isError || passkeys.isError ? 'error' : data && passkeys.data ? 'ready' : 'loading';
  // The factor-change window that outlasts this session's step-up is the recovery-code sign-in's.
  const changeUntil = stillAhead(data?.factorChangeAllowedUntil);
  const stepUpUntil = stillAhead(data?.stepUpValidUntil);
  const recoveryWindowUntil =
    changeUntil && (!stepUpUntil || Date.parse(changeUntil) > Date.parse(stepUpUntil)) ? changeUntil : undefined;

  return (
    <>
      <SecurityScreen
        shell={shell}
        status={status}
        onRetry={() => {
          if (overview.isError) void overview.refetch();
          if (passkeys.isError) void passkeys.refetch();
        }}
        passkeys={toPasskeyViews(passkeys.data)}
        passkeySupported={passkeysSupported()}
        passkeyRequiredForMoney={data?.passkeyRequiredForMoney ?? false}
        passwordSignInAllowed={Boolean(data?.demoAccount && !data.signInNeedsPasskey)}
        {...(recoveryWindowUntil ? { recoveryWindowUntil } : {})}
        addPasskey={{
          nameField: bindField(addForm.register, addForm.formState.errors, intl, 'name'),
          ...(hasPasskey
            ? {}
            : { passwordField: bindField(addForm.register, addForm.formState.errors, intl, 'password') }),
          onSubmit: onAdd,
          submitting: registerPasskey.isPending,
          ...addProblem,
        }}
        onRename={(id) => {
          closeRemoval();
          rename.reset();
          const current = passkeys.data?.items.find((passkey) => passkey.id === id);
          renameForm.reset({ name: current?.name ?? '' });
          setRenaming(id);
        }}
        rename={
          renaming
            ? {
                passkeyId: renaming,
                nameField: bindField(renameForm.register, renameForm.formState.errors, intl, 'name'),
                onSubmit: onRename,
                onCancel: closeRename,
                submitting: rename.isPending,
                formError: rename.isError ? describeError(rename.error) : undefined,
              }
            : undefined
        }
        onRemove={(id) => {
          closeRename();
          remove.reset();
          setRemoving(id);
        }}
        // While the step-up asks for the passkey, its dialog is the only one open.
        removal={
          removing && !stepUp.dialog.open
            ? {
                passkeyId: removing,
                onConfirm: onRemoveConfirm,
                onCancel: closeRemoval,
                submitting: remove.isPending,
                formError: remove.isError && !isStepUpRefusal(remove.error) ? describeError(remove.error) : undefined,
              }
            : undefined
        }
        recoveryCodes={toRecoveryCodesView(data)}
        onGenerateRecoveryCodes={onGenerate}
        generatingRecoveryCodes={generate.isPending}
        recoveryCodesError={
          generate.isError && !isStepUpRefusal(generate.error) ? describeError(generate.error) : undefined
        }
        newRecoveryCodes={
          codes
            ? {
                codes: codes.codes,
                onCopy: () => {
                  navigator.clipboard.writeText(codes.codes.join('\n')).then(
                    () => setCopied(true),
                    () => showToast(intl.formatMessage({ id: 'app.security.copyFailed' }), 'critical'),
                  );
                },
                copied,
                account,
                saved,
                onSavedChange: setSaved,
                onDone: () => {
                  setCodes(null);
                  setCopied(false);
                  setSaved(false);
                },
              }
            : undefined
        }
        notificationEmail={{
          address: data?.notificationEmail ?? null,
          field: bindField(emailForm.register, emailForm.formState.errors, intl, 'email'),
          onSubmit: onEmail,
          submitting: setEmail.isPending,
          formError: emailRefusal(setEmail.error) ?? emailRefusal(clearEmail.error),
          onClear: onClearEmail,
          clearing: clearEmail.isPending,
        }}
        signInHistoryHref={getHref('securityHistory')}
        sessionsHref={getHref('securitySessions')}
      />
      <StepUpDialogSlot {...stepUp.dialog} />
    </>
  );
}
