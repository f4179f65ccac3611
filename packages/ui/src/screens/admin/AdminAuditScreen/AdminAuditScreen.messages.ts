import { defineMessages } from 'react-intl';

export const adminAuditScreenMessages = defineMessages({
  title: { id: 'ui.adminAuditScreen.title', defaultMessage: '監査ログ', description: 'Audit log heading' },
  lead: {
    id: 'ui.adminAuditScreen.lead',
    defaultMessage: 'オペレーターの操作はすべて記録されます。記録は追記のみで、変更も削除もできません。',
    description: 'Under the heading',
  },
  filters: { id: 'ui.adminAuditScreen.filters', defaultMessage: '絞り込み', description: 'Filter form name' },
  operator: {
    id: 'ui.adminAuditScreen.operator',
    defaultMessage: 'オペレーターのアカウント',
    description: 'Filter: operator account',
  },
  action: { id: 'ui.adminAuditScreen.action', defaultMessage: '操作', description: 'Filter: action' },
  actionAll: { id: 'ui.adminAuditScreen.actionAll', defaultMessage: 'すべての操作', description: 'No action filter' },
  from: { id: 'ui.adminAuditScreen.from', defaultMessage: '開始日', description: 'Filter: from day (Tokyo)' },
  to: { id: 'ui.adminAuditScreen.to', defaultMessage: '終了日', description: 'Filter: to day (Tokyo)' },
  apply: { id: 'ui.adminAuditScreen.apply', defaultMessage: '絞り込む', description: 'Apply the filters' },
  reset: { id: 'ui.adminAuditScreen.reset', defaultMessage: '条件をクリア', description: 'Clear the filters' },
  listLabel: { id: 'ui.adminAuditScreen.listLabel', defaultMessage: '監査ログの記録', description: 'List name' },
  emptyTitle: {
    id: 'ui.adminAuditScreen.emptyTitle',
    defaultMessage: '該当する記録はありません',
    description: 'Empty log',
  },
  emptyDescription: {
    id: 'ui.adminAuditScreen.emptyDescription',
    defaultMessage: '期間や条件を広げてお試しください。',
    description: 'What to do when nothing matches',
  },
  nothing: {
    id: 'ui.adminAuditScreen.nothing',
    defaultMessage: '（なし）',
    description: 'An empty before or after value',
  },
});

export const adminAuditScreenValueMessages = defineMessages<{
  target: { type: string; id: string };
  meta: { time: string; operator: string; ip: string };
  change: { field: string; before: string; after: string };
  reason: { reason: string };
}>({
  target: { id: 'ui.adminAuditScreen.target', defaultMessage: '対象: {type} {id}', description: 'Audit row target' },
  meta: {
    id: 'ui.adminAuditScreen.meta',
    defaultMessage: '{time} · {operator} · IP {ip}',
    description: 'When, by whom and from where',
  },
  change: {
    id: 'ui.adminAuditScreen.change',
    defaultMessage: '{field}: {before} → {after}',
    description: 'One changed field',
  },
  reason: { id: 'ui.adminAuditScreen.reason', defaultMessage: '理由: {reason}', description: 'Reason given' },
});
