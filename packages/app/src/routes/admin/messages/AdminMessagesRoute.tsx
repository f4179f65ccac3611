import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { AdminMessagesScreen, type AdminMessageAudience } from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo, toSentMessage } from '../admin.lists.ts';
import { pageSize, sentMessagesQuery, useSendMessage } from '../admin.queries.ts';
import { messageFieldNames, messageSendSchema, type MessageSendForm } from '../admin.schema.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

const emptyTexts = { titleJp: '', titleCn: '', titleUs: '', bodyJp: '', bodyCn: '', bodyUs: '' };

/** Write a three-language message (prefilled recipient from ?account=) and see the ones sent. */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const sent = useQuery(sentMessagesQuery(operator, page));
  const send = useSendMessage(operator);
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<MessageSendForm>({
    resolver: zodResolver(messageSendSchema),
    defaultValues: { audience: 'user', account: params.get('account') ?? '', ...emptyTexts },
  });
  const audience = watch('audience');
  const field = (name: keyof MessageSendForm) => bindField(register, formState.errors, intl, name);

  const onSubmit = handleSubmit((form) => {
    if (send.isPending) return;
    send.mutate(
      {
        audience: form.audience,
        ...(form.audience === 'user' ? { account: form.account } : {}),
        title_jp: form.titleJp,
        title_cn: form.titleCn,
        title_us: form.titleUs,
        body_jp: form.bodyJp,
        body_cn: form.bodyCn,
        body_us: form.bodyUs,
      },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'app.admin.messageSent' }), 'positive');
          reset({ audience: form.audience, account: form.account, ...emptyTexts });
          setPage(1);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const refused of error.fieldErrors) {
            const name = messageFieldNames[refused.field];
            if (name) setError(name, { message: describeError(error) });
          }
        },
      },
    );
  });

  return (
    <AdminMessagesScreen
      compose={{
        audience,
        onAudienceChange: (next: AdminMessageAudience) => setValue('audience', next),
        accountField: field('account'),
        titleFields: { jp: field('titleJp'), cn: field('titleCn'), us: field('titleUs') },
        bodyFields: { jp: field('bodyJp'), cn: field('bodyCn'), us: field('bodyUs') },
        onSubmit,
        submitting: send.isPending,
        formError: send.isError ? describeError(send.error) : undefined,
      }}
      sent={{
        status: loadStatus(sent),
        items: sent.data?.items.map(toSentMessage) ?? [],
        pageInfo: sent.data ? toPageInfo(sent.data) : { page, size: pageSize, total: 0 },
        onPageChange: setPage,
        onRetry: () => void sent.refetch(),
      }}
    />
  );
}
