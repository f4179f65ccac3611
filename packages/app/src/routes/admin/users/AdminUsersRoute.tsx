import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminUserFlagKeys, AdminUsersScreen, type AdminUserFlagFilter } from '@kabuto/ui/console';
import { toPageInfo, toUserRow } from '../admin.mappers.ts';
import { pageSize, usersQuery } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

function readFlag(value: string | null): AdminUserFlagFilter {
  return (adminUserFlagKeys as readonly string[]).includes(value ?? '') ? (value as AdminUserFlagFilter) : 'all';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/** The users list; search, filter and page live in the address so back and reload keep them. */
export function Component() {
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filters = {
    q: (params.get('q') ?? '').slice(0, 40),
    flag: readFlag(params.get('flag')),
    page: readPage(params.get('page')),
  };
  const users = useQuery(usersQuery(operator, filters));

  const update = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search: Record<string, string> = {};
    if (merged.q) search['q'] = merged.q;
    if (merged.flag !== 'all') search['flag'] = merged.flag;
    if (merged.page > 1) search['page'] = String(merged.page);
    setParams(search);
  };

  return (
    <AdminUsersScreen
      key={filters.q}
      status={loadStatus(users)}
      users={users.data?.items.map(toUserRow) ?? []}
      pageInfo={users.data ? toPageInfo(users.data) : { page: filters.page, size: pageSize, total: 0 }}
      onPageChange={(page) => update({ page })}
      search={filters.q}
      onSearch={(q) => update({ q })}
      flag={filters.flag}
      onFlagChange={(flag) => update({ flag })}
      userHref={userHref}
      onRetry={() => void users.refetch()}
    />
  );
}
