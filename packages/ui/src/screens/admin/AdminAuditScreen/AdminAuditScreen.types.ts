import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';

export interface AdminAuditRow {
  id: string;
  time: string;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  /** Changed fields before and after, as strings; null when nothing existed or changed. */
  before: Readonly<Record<string, string>> | null;
  after: Readonly<Record<string, string>> | null;
  reason: string | null;
  ipAddress: string;
}

export interface AdminAuditFilters {
  operatorField: FieldBinding;
  fromField: FieldBinding;
  toField: FieldBinding;
  /** An AdminAuditAction, or 'all'. */
  action: string;
  onActionChange: (action: string) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onReset: () => void;
}

export interface AdminAuditScreenProps {
  status: AdminLoadStatus;
  entries: readonly AdminAuditRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  filters: AdminAuditFilters;
}
