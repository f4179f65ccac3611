import type { ResponseData } from '@kabuto/api-client';
import type { AdminPageInfo, AdminSentMessageRow, AdminUserFlagKey } from '@kabuto/ui/console';

// The console's small mappers that need no decimal arithmetic: every queue's paging and the message list. Kept apart
// from admin.mappers.ts (big.js) so a route that needs only these does not load it (the 60 KiB route budget).

type SentMessage = ResponseData<'/admin/message/list'>['items'][number];

/** The contract's restriction names (snake case) for the ui's flag keys. */
export const flagToApi = {
  frozen: 'frozen',
  disabled: 'disabled',
  loginBanned: 'login_banned',
  tradingBarred: 'trading_barred',
  withdrawalBarred: 'withdrawal_barred',
} as const satisfies Record<AdminUserFlagKey, string>;

export type ApiFlag = (typeof flagToApi)[AdminUserFlagKey];

export function toPageInfo(page: { page: number; size: number; total: number }): AdminPageInfo {
  return { page: page.page, size: page.size, total: page.total };
}

export function toSentMessage(message: SentMessage): AdminSentMessageRow {
  return {
    id: message.id,
    audience: message.audience,
    account: message.account,
    title: { jp: message.title.jp, cn: message.title.cn, us: message.title.us },
    body: { jp: message.body.jp, cn: message.body.cn, us: message.body.us },
    recipients: message.recipients,
    sentAt: message.sentAt,
    sentBy: message.sentBy,
  };
}
