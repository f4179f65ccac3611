import { fieldBinding } from '../../FieldBinding.ts';
import type { AdminAuditFilters, AdminAuditRow, AdminAuditScreenProps } from './AdminAuditScreen.types.ts';

export const adminAuditRows: AdminAuditRow[] = [
  {
    id: 'a-99130',
    time: '2026-11-22T10:20:00+09:00',
    operator: '0000000001',
    action: 'user_flag_set',
    targetType: 'user',
    targetId: '0901234567',
    before: { frozen: '0' },
    after: { frozen: '1' },
    reason: '不審なログインを確認したため一時的に凍結します。',
    ipAddress: '198.51.100.4',
  },
  {
    id: 'a-99125',
    time: '2026-11-22T10:18:00+09:00',
    operator: '0000000001',
    action: 'config_updated',
    targetType: 'config',
    targetId: 'title',
    before: { value: 'Kabuto' },
    after: { value: 'Kabuto Securities (simulator)' },
    reason: null,
    ipAddress: '198.51.100.4',
  },
  {
    id: 'a-99120',
    time: '2026-11-22T10:15:00+09:00',
    operator: '0000000002',
    action: 'message_sent',
    targetType: 'message',
    targetId: '2201',
    before: null,
    after: null,
    reason: null,
    ipAddress: '198.51.100.7',
  },
];

export const adminAuditFilters: AdminAuditFilters = {
  operatorField: fieldBinding('operator'),
  fromField: fieldBinding('from'),
  toField: fieldBinding('to'),
  action: 'all',
  onActionChange: () => undefined,
  onSubmit: (event) => event.preventDefault(),
  onReset: () => undefined,
};

export const adminAuditProps: AdminAuditScreenProps = {
  status: 'ready',
  entries: adminAuditRows,
  pageInfo: { page: 1, size: 50, total: 3 },
  onPageChange: () => undefined,
  onRetry: () => undefined,
  filters: adminAuditFilters,
};
