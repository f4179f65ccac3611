import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  adminAuditActionMessages,
  adminAuditTargetMessages,
  adminConfigNameMessages,
  adminFlagMessages,
  adminLedgerTypeMessages,
  adminSectionMessages,
} from './adminTerms.messages.ts';

// The operator console's vocabulary: the contract's enums as ui-owned unions (packages/ui does not import the API
// client). A value the server adds later than this list is shown as its raw code, never as a blank.

/** Sections of the console's navigation; later issues add their review queues here. */
export const adminSectionKeys = [
  'users',
  'agents',
  'messages',
  'news',
  'config',
  'audit',
  'identity',
  'deposits',
  'withdrawals',
  'adjustments',
  'factorResets',
  'ipos',
  'distributions',
  'blockApplications',
  'dayTrade',
  'loan',
  'followProducts',
] as const;
export type AdminSectionKey = (typeof adminSectionKeys)[number];

/** Account restrictions, in the order the console lists them. */
export const adminUserFlagKeys = ['frozen', 'disabled', 'loginBanned', 'tradingBarred', 'withdrawalBarred'] as const;
export type AdminUserFlagKey = (typeof adminUserFlagKeys)[number];
export type AdminUserFlags = Record<AdminUserFlagKey, boolean>;

export const adminRealNameStatuses = ['unverified', 'reviewing', 'verified', 'rejected'] as const;
export type AdminRealNameStatus = (typeof adminRealNameStatuses)[number];

export const adminLedgerEntryTypes = Object.keys(adminLedgerTypeMessages) as readonly string[];
export const adminAuditActions = Object.keys(adminAuditActionMessages) as readonly string[];
export const adminAuditTargetTypes = Object.keys(adminAuditTargetMessages) as readonly string[];
export const adminConfigNames = Object.keys(adminConfigNameMessages) as readonly string[];

/** A list's place in its pages: the app passes the server's page, size and total. */
export interface AdminPageInfo {
  page: number;
  size: number;
  total: number;
}

/** The load state every console list and screen has. */
export type AdminLoadStatus = 'loading' | 'error' | 'ready';

function lookup(table: Record<string, MessageDescriptor>, intl: IntlShape, value: string): string {
  const descriptor = Object.prototype.hasOwnProperty.call(table, value) ? table[value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : value;
}

export const sectionLabel = (intl: IntlShape, key: AdminSectionKey) => intl.formatMessage(adminSectionMessages[key]);
export const flagLabel = (intl: IntlShape, flag: AdminUserFlagKey) => intl.formatMessage(adminFlagMessages[flag]);
export const ledgerTypeLabel = (intl: IntlShape, type: string) => lookup(adminLedgerTypeMessages, intl, type);
export const auditActionLabel = (intl: IntlShape, action: string) => lookup(adminAuditActionMessages, intl, action);
export const auditTargetLabel = (intl: IntlShape, target: string) => lookup(adminAuditTargetMessages, intl, target);
export const configNameLabel = (intl: IntlShape, name: string) => lookup(adminConfigNameMessages, intl, name);
