import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { TransactionRecordsScreen, type TransactionRecordFilter, transactionRecordsScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { toRecordDetail, toRecordViews } from './mine.mappers.ts';
import { recordQuery, recordsQuery } from './mine.queries.ts';
import { recordFilterProblem, type RecordFilterForm } from './mine.schema.ts';
import { pagedList, statusOf, useMineRoute } from './useMine.ts';

const recordHref = (id: string) => `${getHref('transactionRecords')}?record=${encodeURIComponent(id)}`;
const noFilter: RecordFilterForm = { type: 'all', dateFrom: '', dateTo: '' };

/**
 * /mine/transactionRecords: every record, filtered by type and date range, paged; `?record=<id>` opens one with the
 * ledger entries behind it (messages and rebates link here).
 */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(transactionRecordsScreenMessages.title);
  const [params, setParams] = useSearchParams();
  const openId = params.get('record');
  const [filter, setFilter] = useState<RecordFilterForm>(noFilter);
  // Only a valid filter is sent; an invalid one keeps the last valid list and says what is wrong.
  const [applied, setApplied] = useState<RecordFilterForm>(noFilter);
  const problem = recordFilterProblem(filter);
  const records = useInfiniteQuery(recordsQuery(account, applied));
  const detail = useQuery({ ...recordQuery(account, openId ?? ''), enabled: Boolean(openId) });

  return (
    <TransactionRecordsScreen
      shell={shell}
      records={pagedList(records, toRecordViews(records.data?.pages ?? [], locale, recordHref))}
      total={records.data?.pages[0]?.total}
      filter={filter}
      filterError={problem ? intl.formatMessage({ id: problem }) : undefined}
      onFilterChange={(next: TransactionRecordFilter) => {
        setFilter(next);
        if (!recordFilterProblem(next)) setApplied(next);
      }}
      detail={
        openId
          ? {
              status: isApiError(detail.error) && detail.error.httpStatus === 404 ? 'notFound' : statusOf(detail),
              record: detail.data ? toRecordDetail(detail.data, locale) : undefined,
              onRetry: () => void detail.refetch(),
            }
          : undefined
      }
      onCloseDetail={() => setParams({}, { replace: true })}
    />
  );
}
