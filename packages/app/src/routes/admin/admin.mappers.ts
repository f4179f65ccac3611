import Big from 'big.js';
import type { ResponseData } from '@kabuto/api-client';
import type {
  AdminAgentApplicationRow,
  AdminAuditRow,
  AdminConfigEntryView,
  AdminLedgerRow,
  AdminUserDetailView,
  AdminUserFlags,
  AdminUserRow,
} from '@kabuto/ui/console';
import { configFormats } from './admin.rules.ts';

export { flagToApi, toPageInfo, type ApiFlag } from './admin.lists.ts';

type UserPage = ResponseData<'/admin/user/list'>;
type UserSummary = UserPage['items'][number];
type UserDetail = ResponseData<'/admin/user/detail'>;
type LedgerEntry = ResponseData<'/admin/user/ledger'>['items'][number];
type ConfigEntry = ResponseData<'/admin/config/list'>[number];
type AuditEntry = ResponseData<'/admin/audit/list'>['items'][number];
type AgentApplication = ResponseData<'/admin/agent/list'>['items'][number];

/** An exact decimal string, normalised by big.js ("0010.50" → "10.5", "-0" → "0"); junk becomes "0". */
export function exact(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '0';
  const amount = new Big(text);
  return amount.eq(0) ? '0' : amount.toFixed();
}

function flags(value: UserSummary['flags']): AdminUserFlags {
  return {
    frozen: value.frozen,
    disabled: value.disabled,
    loginBanned: value.loginBanned,
    tradingBarred: value.tradingBarred,
    withdrawalBarred: value.withdrawalBarred,
  };
}

export function toUserRow(user: UserSummary): AdminUserRow {
  return {
    account: user.account,
    realName: user.realName,
    realNameStatus: user.realNameStatus,
    flags: flags(user.flags),
    availableJpy: exact(user.availableJpy),
    heldJpy: exact(user.heldJpy),
    loanOutstandingJpy: exact(user.loanOutstandingJpy),
    registeredAt: user.registeredAt,
    lastLoginAt: user.lastLoginAt,
  };
}

/**
 * One user for the console. Each wallet's total is derived here as available + held (exactly), so the screen
 * never shows a total that disagrees with its parts; yen comes first, then the others alphabetically.
 */
export function toUserDetail(user: UserDetail): AdminUserDetailView {
  const balances = [...user.balances]
    .sort((a, b) => (a.currency === 'JPY' ? -1 : b.currency === 'JPY' ? 1 : a.currency.localeCompare(b.currency)))
    .map((balance) => {
      const available = exact(balance.available);
      const held = exact(balance.held);
      return { currency: balance.currency, available, held, total: exact(new Big(available).plus(held).toFixed()) };
    });
  return {
    account: user.account,
    realName: user.realName,
    realNameStatus: user.realNameStatus,
    flags: flags(user.flags),
    inviteCode: user.inviteCode,
    invitedBy: user.invitedBy,
    isAgent: user.isAgent,
    rebatePercent: user.rebatePercent,
    language: user.language,
    registeredAt: user.registeredAt,
    lastLoginAt: user.lastLoginAt,
    balances,
    loanOutstandingJpy: exact(user.loanOutstandingJpy),
    openPositions: user.openPositions,
    sessions: user.sessions.map((session) => ({
      id: session.id,
      lastSeenAt: session.lastSeenAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
  };
}

export function toLedgerRow(entry: LedgerEntry): AdminLedgerRow {
  return {
    id: entry.id,
    transferId: entry.transferId,
    time: entry.time,
    type: entry.type,
    currency: entry.currency,
    amount: exact(entry.amount),
    availableAfter: exact(entry.availableAfter),
    reference: entry.reference,
    memo: entry.memo,
  };
}

const knownOrder = Object.keys(configFormats);

/**
 * Config entries with their format and group. A name the console does not know yet is still shown: as free text
 * when the server lets it be edited, read-only otherwise.
 */
export function toConfigEntries(entries: readonly ConfigEntry[]): AdminConfigEntryView[] {
  const rank = (name: string) => {
    const index = knownOrder.indexOf(name);
    return index === -1 ? knownOrder.length : index;
  };
  return [...entries]
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map((entry) => {
      const known = configFormats[entry.name];
      const format = !entry.editable
        ? { kind: 'readOnly' as const }
        : (known?.format ?? { kind: 'text' as const, maxLength: 500 });
      return {
        name: entry.name,
        value: entry.value,
        format,
        group: known?.group ?? 'other',
        visibility: entry.visibility,
        editable: entry.editable && format.kind !== 'readOnly',
        updatedAt: entry.updatedAt,
        updatedBy: entry.updatedBy,
      };
    });
}

/** The values of every entry by name, for the min/max checks. */
export function configValues(entries: readonly { name: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
}

export function toAuditRow(entry: AuditEntry): AdminAuditRow {
  return {
    id: entry.id,
    time: entry.time,
    operator: entry.operator,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    ipAddress: entry.ipAddress,
  };
}

export function toAgentApplicationRow(application: AgentApplication): AdminAgentApplicationRow {
  return {
    id: application.id,
    account: application.account,
    realName: application.realName,
    inviteeCount: application.inviteeCount,
    submittedAt: application.submittedAt,
    status: application.status,
    rebateRatio: application.rebateRatio,
    rejectReason: application.rejectReason,
    note: application.note,
    reviewedBy: application.reviewedBy,
    reviewedAt: application.reviewedAt,
  };
}

/** The configured agent rebate ratio from the console's config list, when it is there. */
export function configuredAgentRatio(entries: readonly { name: string; value: string }[]): string | undefined {
  return entries.find((entry) => entry.name === 'referral_rebate_percent')?.value;
}
