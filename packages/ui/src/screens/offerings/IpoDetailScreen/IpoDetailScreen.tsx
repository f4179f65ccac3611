import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { ipoListScreenMessages as list } from '../IpoListScreen/IpoListScreen.messages.ts';
import { formatCount, formatDay, formatInstant, formatOfferPrice, formatPercent } from '../shared/format.ts';
import { applicationPeriod, priceHeadline } from '../shared/ipo.tsx';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import {
  DrawStateBadge,
  FactGrid,
  IpoStateBadge,
  LinkButton,
  Notice,
  OfferingsFrame,
  SignedPercent,
  StockTitle,
  segmentLabel,
} from '../shared/parts.tsx';
import type { IpoApplicationView, IpoDrawView, IpoOfferingView } from '../shared/types.ts';
import { ipoDetailScreenMessages as m } from './IpoDetailScreen.messages.ts';
import type { IpoDetailScreenProps } from './IpoDetailScreen.types.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={mine.card} aria-labelledby={id}>
      <h2 id={id} className={mine.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Summary({
  offering,
  businessSummary,
  myApplication,
  applyHref,
  recordsHref,
  timeZone,
}: {
  offering: IpoOfferingView;
  businessSummary?: string;
  myApplication?: IpoApplicationView | null;
  applyHref: string;
  recordsHref: string;
  timeZone?: string;
}) {
  const intl = useIntl();
  const headline = priceHeadline(intl, offering);
  const live = myApplication && myApplication.state !== 'cancelled' ? myApplication : null;
  const canApply = offering.state === 'subscribing' && offering.myApplicationId === null && !live;
  return (
    <section className={mine.card} aria-labelledby="ipo-name">
      <StockTitle name={offering.name} code={offering.code} level={2} id="ipo-name">
        <IpoStateBadge state={offering.state} />
      </StockTitle>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{headline.label}</span>
        {headline.value}
      </p>
      {businessSummary ? <p className={mine.paragraph}>{businessSummary}</p> : null}
      {live ? (
        <Notice tone="positive" title={intl.formatMessage(m.appliedTitle)} role="status">
          <p className={funding.noticeText}>
            {formatWith(intl, m.appliedText, {
              lots: formatWith(intl, common.lotsAndShares, {
                lots: live.lots,
                shares: live.quantity,
              }),
              amount: formatMoney(intl, live.heldAmount, live.currency),
            })}
          </p>
          <a href={recordsHref} className={mine.linkRow}>
            {intl.formatMessage(m.records)}
          </a>
        </Notice>
      ) : null}
      {canApply ? (
        <LinkButton href={applyHref} variant="primary" fullWidth>
          {intl.formatMessage(m.apply)}
        </LinkButton>
      ) : offering.state === 'upcoming' ? (
        <p className={mine.muted}>
          {formatWith(intl, m.notOpenYet, { start: formatInstant(intl, offering.applicationStart, timeZone) })}
        </p>
      ) : !live && offering.state !== 'subscribing' ? (
        <p className={mine.muted}>{intl.formatMessage(m.closed)}</p>
      ) : null}
    </section>
  );
}

function Terms({ offering, timeZone }: { offering: IpoOfferingView; timeZone?: string }) {
  const intl = useIntl();
  const price = (value: string | null) =>
    value === null ? intl.formatMessage(m.notSet) : formatOfferPrice(intl, value, offering.currency);
  const shares = (count: number) => formatWith(intl, common.shares, { count: count });
  const day = (date: string | null) => (date === null ? intl.formatMessage(m.notSet) : formatDay(intl, date));
  return (
    <>
      <Section id="ipo-overview" title={intl.formatMessage(m.overview)}>
        <KeyValueList
          aria-labelledby="ipo-overview"
          items={[
            { id: 'segment', label: intl.formatMessage(m.segment), value: segmentLabel(intl, offering.segment) },
            { id: 'underwriter', label: intl.formatMessage(m.leadUnderwriter), value: offering.leadUnderwriter },
            {
              id: 'per',
              label: intl.formatMessage(m.per),
              value:
                offering.per === null
                  ? intl.formatMessage(m.notSet)
                  : formatWith(intl, m.perValue, { per: offering.per }),
            },
          ]}
        />
      </Section>
      <Section id="ipo-pricing" title={intl.formatMessage(m.pricing)}>
        <KeyValueList
          aria-labelledby="ipo-pricing"
          items={[
            {
              id: 'provisional',
              label: intl.formatMessage(list.provisionalPrice),
              value: price(offering.provisionalPrice),
            },
            {
              id: 'range',
              label: intl.formatMessage(list.priceRange),
              value:
                offering.priceRangeLow !== null && offering.priceRangeHigh !== null
                  ? formatWith(intl, common.range, {
                      low: price(offering.priceRangeLow),
                      high: price(offering.priceRangeHigh),
                    })
                  : intl.formatMessage(m.notSet),
            },
            {
              id: 'offer',
              label: intl.formatMessage(list.offerPrice),
              value: price(offering.offeringPrice),
              emphasis: true,
            },
            {
              id: 'minAmount',
              label: intl.formatMessage(list.minAmount),
              value:
                offering.minAmount === null
                  ? intl.formatMessage(m.notSet)
                  : formatMoney(intl, offering.minAmount, offering.currency),
            },
          ]}
        />
      </Section>
      <Section id="ipo-shares" title={intl.formatMessage(m.shares)}>
        <KeyValueList
          aria-labelledby="ipo-shares"
          items={[
            { id: 'offered', label: intl.formatMessage(m.sharesOffered), value: shares(offering.sharesOffered) },
            { id: 'lottery', label: intl.formatMessage(m.sharesForLottery), value: shares(offering.sharesForLottery) },
            { id: 'lot', label: intl.formatMessage(list.lotSize), value: shares(offering.lotSize) },
            { id: 'min', label: intl.formatMessage(m.minQuantity), value: shares(offering.minQuantity) },
            {
              id: 'max',
              label: intl.formatMessage(m.maxLots),
              value: formatWith(intl, common.lotsAndShares, {
                lots: offering.maxLotsPerAccount,
                shares: offering.maxLotsPerAccount * offering.lotSize,
              }),
            },
          ]}
        />
      </Section>
      <Section id="ipo-schedule" title={intl.formatMessage(m.schedule)}>
        <FactGrid
          items={[
            {
              id: 'bookBuilding',
              label: intl.formatMessage(m.bookBuilding),
              value: formatWith(intl, common.range, {
                low: day(offering.bookBuildingStart),
                high: day(offering.bookBuildingEnd),
              }),
              wide: true,
            },
            {
              id: 'period',
              label: intl.formatMessage(list.applicationPeriod),
              value: applicationPeriod(intl, offering, timeZone),
              wide: true,
            },
            { id: 'lottery', label: intl.formatMessage(list.lotteryDate), value: day(offering.lotteryDate) },
            { id: 'payment', label: intl.formatMessage(list.paymentDate), value: day(offering.paymentDate) },
            { id: 'listing', label: intl.formatMessage(list.listingDate), value: day(offering.listingDate) },
          ]}
        />
      </Section>
      <Section id="ipo-results" title={intl.formatMessage(m.results)}>
        <KeyValueList
          aria-labelledby="ipo-results"
          items={[
            {
              id: 'winningRate',
              label: intl.formatMessage(list.winningRate),
              value:
                offering.winningRate === null
                  ? intl.formatMessage(m.afterDraw)
                  : formatPercent(intl, offering.winningRate),
            },
            {
              id: 'listingPrice',
              label: intl.formatMessage(list.listingPrice),
              value:
                offering.listingPrice === null
                  ? intl.formatMessage(m.afterListing)
                  : formatOfferPrice(intl, offering.listingPrice, offering.currency),
            },
            ...(offering.premiumPercent !== null
              ? [
                  {
                    id: 'premium',
                    label: intl.formatMessage(m.premium),
                    value: <SignedPercent percent={offering.premiumPercent} />,
                  },
                ]
              : []),
          ]}
        />
      </Section>
    </>
  );
}

function Draw({ draw, verifyHref, timeZone }: { draw: IpoDrawView; verifyHref: string; timeZone?: string }) {
  const intl = useIntl();
  const at = (message: MessageDescriptor, iso: string | null) =>
    iso ? formatWith(intl, message, { time: formatInstant(intl, iso, timeZone) }) : null;
  const hashValue = (hash: string | null, note: string | null, missing: string) =>
    hash ? (
      <span className={styles.checkBody}>
        <span className={styles.hash}>{hash}</span>
        {note ? <span className={mine.muted}>{note}</span> : null}
      </span>
    ) : (
      missing
    );
  const verifiable = draw.state === 'entries_published' || draw.state === 'drawn';
  return (
    <section className={mine.card} aria-labelledby="ipo-draw">
      <div className={funding.cardHeader}>
        <h2 id="ipo-draw" className={mine.cardTitle}>
          {intl.formatMessage(m.draw)}
        </h2>
        <DrawStateBadge state={draw.state} />
      </div>
      <p className={mine.paragraph}>{intl.formatMessage(m.drawIntro)}</p>
      <FactGrid
        items={[
          { id: 'algorithm', label: intl.formatMessage(m.algorithmId), value: draw.algorithmId, wide: true },
          {
            id: 'seedHash',
            label: formatWith(intl, m.seedHash, { algorithm: draw.hashAlgorithm }),
            value: hashValue(draw.seedHash, at(m.committedAt, draw.committedAt), intl.formatMessage(m.notCommitted)),
            wide: true,
          },
          {
            id: 'entries',
            label: intl.formatMessage(m.entries),
            value: formatWith(intl, m.entriesValue, {
              entries: draw.entryCount,
              requested: draw.lotsRequested,
              available: draw.lotsAvailable,
            }),
            wide: true,
          },
          {
            id: 'entriesHash',
            label: intl.formatMessage(m.entriesHash),
            value: hashValue(
              draw.entriesHash,
              at(m.entriesPublishedAt, draw.entriesPublishedAt),
              intl.formatMessage(m.notPublished),
            ),
            wide: true,
          },
          {
            id: 'seed',
            label: intl.formatMessage(m.seed),
            value: hashValue(draw.seed, at(m.drawnAt, draw.drawnAt), intl.formatMessage(m.seedLater)),
            wide: true,
          },
          ...(draw.winnerCount !== null
            ? [
                {
                  id: 'winners',
                  label: intl.formatMessage(m.winners),
                  value: formatWith(intl, m.winnersValue, { count: formatCount(intl, draw.winnerCount) }),
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      <details>
        <summary className={styles.summary}>{intl.formatMessage(m.algorithm)}</summary>
        <p className={styles.algorithm} lang="en">
          {draw.algorithm}
        </p>
      </details>
      {verifiable ? (
        <LinkButton href={verifyHref} fullWidth>
          {intl.formatMessage(m.verify)}
        </LinkButton>
      ) : (
        <p className={mine.muted}>{intl.formatMessage(m.verifyLater)}</p>
      )}
    </section>
  );
}

/**
 * One IPO (/home/newShareInfo): every field of the offering (price range, offer price, lots, minimum shares, lead
 * underwriter, PER, the calendar, the winning rate and first price once known), the user's application, the apply
 * link while open, and the draw's public commitment (seed hash, entries and their hash, the seed after the draw)
 * with a link to verify it.
 */
export function IpoDetailScreen(props: IpoDetailScreenProps) {
  const { shell, status, onRetry, offering, draw, timeZone } = props;
  return (
    <OfferingsFrame
      shell={shell}
      status={offering ? status : status === 'error' ? 'error' : 'loading'}
      onRetry={onRetry}
      skeletonCards={3}
    >
      {offering ? (
        <>
          <Summary
            offering={offering}
            businessSummary={props.businessSummary}
            myApplication={props.myApplication}
            applyHref={props.applyHref}
            recordsHref={props.recordsHref}
            timeZone={timeZone}
          />
          <Terms offering={offering} timeZone={timeZone} />
          {draw ? <Draw draw={draw} verifyHref={props.verifyHref} timeZone={timeZone} /> : null}
        </>
      ) : null}
    </OfferingsFrame>
  );
}
