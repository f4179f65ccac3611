import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import { AdminConfigScreen } from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { configValues, toConfigEntries } from '../admin.mappers.ts';
import { configQuery, useUpdateConfig } from '../admin.queries.ts';
import { checkConfigValue, type ConfigEditForm } from '../admin.rules.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

/** Config entries, one edited and saved at a time; each value is checked against its format before it is sent. */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const config = useQuery(configQuery(operator));
  const update = useUpdateConfig(operator);
  const [editing, setEditing] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<ConfigEditForm>({
    defaultValues: { value: '' },
  });
  const entries = config.data ? toConfigEntries(config.data) : [];
  const entry = entries.find((item) => item.name === editing);

  const close = () => {
    setEditing(null);
    update.reset();
  };

  const onSubmit = handleSubmit((form) => {
    if (!entry || update.isPending) return;
    const problem = checkConfigValue(entry.name, entry.format, form.value, configValues(entries));
    if (problem) {
      setError('value', { message: problem });
      return;
    }
    update.mutate(
      { name: entry.name, value: form.value.trim() },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'app.admin.configSaved' }), 'positive');
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'value')) {
            setError('value', { message: describeError(error) });
          }
        },
      },
    );
  });

  return (
    <AdminConfigScreen
      status={loadStatus(config)}
      entries={entries}
      onRetry={() => void config.refetch()}
      onEdit={(name) => {
        const target = entries.find((item) => item.name === name);
        update.reset();
        reset({ value: target?.value ?? '' });
        setEditing(name);
      }}
      editing={
        entry
          ? {
              name: entry.name,
              field: bindField(register, formState.errors, intl, 'value'),
              choice: {
                value: watch('value'),
                onValueChange: (value) => setValue('value', value, { shouldDirty: true }),
              },
              onSubmit,
              onCancel: close,
              submitting: update.isPending,
              formError: update.isError ? describeError(update.error) : undefined,
            }
          : undefined
      }
    />
  );
}
