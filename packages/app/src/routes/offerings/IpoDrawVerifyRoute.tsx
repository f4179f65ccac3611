import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { checkPublishedDraw, type PublishedEntry } from '@kabuto/api-client/lottery';
import { DrawVerifyScreen, drawVerifyScreenMessages, type DrawVerification } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { readLocale } from '../../app/intl.ts';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { statusOf } from '../mine/useMine.ts';
import { ipoOfferingHref } from './offerings.links.ts';
import { offeringIdOf, toIpoDrawView, toIpoOfferingView } from './offerings.mappers.ts';
import { ipoOfferingQuery } from './offerings.queries.ts';
import { toDrawVerification } from './verifyDraw.ts';

const entriesPageSize = 100;

/** Every published entry of a draw, a page at a time (the list is public). */
async function publishedEntries(offeringId: string): Promise<PublishedEntry[]> {
  const entries: PublishedEntry[] = [];
  for (let page = 1; ; page += 1) {
    const data = await api.post('/ipo/drawEntries', {
      offering_id: offeringId,
      page: String(page),
      size: String(entriesPageSize),
    });
    entries.push(...data.items);
    if (data.items.length === 0 || entries.length >= data.total) return entries;
  }
}

const notRun: DrawVerification = {
  seed: { state: 'pending' },
  entries: { state: 'pending' },
  rerun: { state: 'pending' },
};

/**
 * /home/newShareVerify?id=…: re-runs an IPO's draw in the browser from what was published — the seed against the hash
 * committed before applications opened, the entry list against the hash published at the deadline, and every entry's
 * key, rank and lots won against a re-run of kabuto-lottery-v1 (the code the server draws with) — and finds the
 * user's own entry. It runs when the page opens and again on request.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const [params] = useSearchParams();
  const offeringId = offeringIdOf(params);
  const shell = useShell({
    title: intl.formatMessage(drawVerifyScreenMessages.title),
    active: 'market',
    backHref: ipoOfferingHref(offeringId),
  });
  const detail = useQuery(ipoOfferingQuery(account, offeringId));
  const [checks, setChecks] = useState<DrawVerification>(notRun);
  const [running, setRunning] = useState(false);
  const data = detail.data;

  const run = useCallback(async () => {
    if (!data) return;
    setRunning(true);
    setChecks({ seed: { state: 'working' }, entries: { state: 'working' }, rerun: { state: 'working' } });
    try {
      const entries = data.draw.entriesHash === null ? [] : await publishedEntries(offeringId);
      const mine = data.myApplication;
      setChecks(toDrawVerification(checkPublishedDraw(data.draw, entries), data.draw, entries, mine));
    } catch {
      setChecks(notRun);
    } finally {
      setRunning(false);
    }
  }, [data, offeringId]);

  // Once the offering is known, the check runs by itself: the page is there to show it.
  const ready = data !== undefined;
  useEffect(() => {
    if (ready) void run();
    // Only on the first answer; a refetch does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const locale = readLocale();
  // Opened without an offering: the list of IPOs, where each drawn one links here.
  if (offeringId === '') return <Navigate to={paths.newShare} replace />;
  return (
    <DrawVerifyScreen
      shell={shell}
      status={statusOf(detail)}
      onRetry={() => void detail.refetch()}
      {...(data ? { offering: toIpoOfferingView(data.offering, locale), draw: toIpoDrawView(data.draw) } : {})}
      checks={checks}
      onRunCheck={() => void run()}
      running={running}
      offeringHref={ipoOfferingHref(offeringId)}
    />
  );
}
