import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { IpoDetailScreen, ipoDetailScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pickText } from '../../app/text.ts';
import { statusOf } from '../mine/useMine.ts';
import { ipoApplyHref, ipoDrawVerifyHref } from './offerings.links.ts';
import { offeringIdOf, toIpoApplicationView, toIpoDrawView, toIpoOfferingView } from './offerings.mappers.ts';
import { ipoOfferingQuery } from './offerings.queries.ts';

/**
 * /home/newShareInfo?id=…: one IPO — every field the issuer filed, its calendar, the user's application, and the
 * draw's public commitment (seed hash before applications, the entries' hash at the deadline, the seed after the
 * draw) with the way to check it.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(ipoDetailScreenMessages.title),
    active: 'market',
    backHref: getHref('newShare'),
  });
  const [params] = useSearchParams();
  const offeringId = offeringIdOf(params);
  const detail = useQuery(ipoOfferingQuery(account, offeringId));
  const locale = readLocale();
  const data = detail.data;
  // Opened without an offering (a stale bookmark, a link cut short): the list of IPOs, not a connection error.
  if (offeringId === '') return <Navigate to={paths.newShare} replace />;
  return (
    <IpoDetailScreen
      shell={shell}
      status={statusOf(detail)}
      onRetry={() => void detail.refetch()}
      {...(data
        ? {
            offering: toIpoOfferingView(data.offering, locale),
            businessSummary: pickText(data.businessSummary, locale),
            myApplication: data.myApplication ? toIpoApplicationView(data.myApplication, locale) : null,
            draw: toIpoDrawView(data.draw),
          }
        : {})}
      applyHref={ipoApplyHref(offeringId)}
      verifyHref={ipoDrawVerifyHref(offeringId)}
      recordsHref={getHref('newShareRecords')}
    />
  );
}
