import '../../app/zod-config.ts';
import { z } from 'zod';
import { accountField } from '../login/login.schema.ts';

// The message form's schema (zod). Each error is a message id; the route translates it. The rules mirror
// openapi.yaml (AdminMessageSendRequest), which the server enforces too.
const required = 'app.validation.required';

const title = z.string().trim().min(1, required).max(120, 'app.admin.validation.tooLong');
const body = z.string().trim().min(1, required).max(4000, 'app.admin.validation.tooLong');

export const messageSendSchema = z
  .object({
    audience: z.enum(['user', 'all']),
    account: z.string().trim(),
    titleJp: title,
    titleCn: title,
    titleUs: title,
    bodyJp: body,
    bodyCn: body,
    bodyUs: body,
  })
  .superRefine((form, context) => {
    if (form.audience !== 'user') return;
    const account = accountField.safeParse(form.account);
    if (!account.success) {
      context.addIssue({ code: 'custom', path: ['account'], message: account.error.issues[0]?.message ?? required });
    }
  });
export type MessageSendForm = z.infer<typeof messageSendSchema>;

/** Field names of the server's `invalid_parameter` answer, mapped to the message form's. */
export const messageFieldNames: Record<string, keyof MessageSendForm> = {
  account: 'account',
  title_jp: 'titleJp',
  title_cn: 'titleCn',
  title_us: 'titleUs',
  body_jp: 'bodyJp',
  body_cn: 'bodyCn',
  body_us: 'bodyUs',
};
