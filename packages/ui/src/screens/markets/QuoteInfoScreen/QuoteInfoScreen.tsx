import { memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { Change } from '../../../components/Change/Change.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { PriceChart } from '../../../components/PriceChart/PriceChart.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { formatCompact } from '../../../intl/compact.ts';
import { bcp47, locales, type Locale } from '../../../intl/locales.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { MarketClockLine } from '../shared/MarketClockLine.tsx';
import { SignedFigure } from '../shared/SignedFigure.tsx';
import * as shared from '../shared/markets.css.ts';
import * as styles from './QuoteInfoScreen.css.ts';
import { quoteInfoScreenMessages as m } from './QuoteInfoScreen.messages.ts';
import {
  chartRanges,
  type ChartRange,
  type QuoteChartView,
  type QuoteInfoScreenProps,
  type QuoteInfoView,
} from './QuoteInfoScreen.types.ts';

const rangeMessages = { '1w': m.range1w, '1m': m.range1m, '3m': m.range3m, '6m': m.range6m } as const;

function localeKey(tag: string): Locale {
  return locales.find((locale) => bcp47[locale] === tag) ?? 'jp';
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Price, change with sign and arrow, and the closing-auction notice; re-renders on every tick. */
const QuoteHead = memo(function QuoteHead({ quote }: { quote: QuoteInfoView }) {
  const intl = useIntl();
  return (
    <div className={styles.head}>
      <div className={styles.identity}>
        <h2 className={styles.name}>{quote.name}</h2>
        <span className={styles.code}>{quote.code}</span>
      </div>
      <div className={styles.priceLine}>
        <span className={styles.price} aria-label={intl.formatMessage(m.price)}>
          <Price value={quote.price} decimals={quote.decimals} />
        </span>
        <span className={styles.changes}>
          {quote.kind === 'index' ? (
            <SignedFigure value={quote.change} decimals={quote.decimals} />
          ) : (
            <Change amount={quote.change} currency={quote.currency} />
          )}
          <SignedFigure value={quote.changePercent} decimals={2} percent arrow={false} />
        </span>
      </div>
      {quote.time ? (
        <p className={shared.muted}>
          {intl.formatMessage(m.updatedAt, {
            time: intl.formatTime(quote.time, {
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
              hourCycle: 'h23',
            }),
          })}
        </p>
      ) : null}
      {quote.closingAuction ? <p className={styles.notice}>{intl.formatMessage(m.notFinal)}</p> : null}
    </div>
  );
});

const Figures = memo(function Figures({ quote }: { quote: QuoteInfoView }) {
  const intl = useIntl();
  const locale = localeKey(intl.locale);
  const price = (value: string | null | undefined) => <Price value={value} decimals={quote.decimals} />;
  const compact = (value: string | null | undefined) =>
    value === null || value === undefined ? '—' : formatCompact(locale, value);
  const heading = useId();
  return (
    <section aria-labelledby={heading} className={shared.section}>
      <h2 id={heading} className={visuallyHidden}>
        {intl.formatMessage(m.figures)}
      </h2>
      <dl className={styles.figures}>
        <Figure label={intl.formatMessage(m.open)}>{price(quote.open)}</Figure>
        <Figure label={intl.formatMessage(m.previousClose)}>{price(quote.previousClose)}</Figure>
        <Figure label={intl.formatMessage(m.high)}>{price(quote.high)}</Figure>
        <Figure label={intl.formatMessage(m.low)}>{price(quote.low)}</Figure>
        {quote.kind === 'stock' ? (
          <>
            <Figure label={intl.formatMessage(m.volume)}>
              {quote.volume ? intl.formatMessage(m.shares, { count: compact(quote.volume) }) : '—'}
            </Figure>
            <Figure label={intl.formatMessage(m.turnover)}>{compact(quote.turnover)}</Figure>
            <Figure label={intl.formatMessage(m.marketCap)}>{compact(quote.marketCap)}</Figure>
            {quote.sector ? <Figure label={intl.formatMessage(m.sector)}>{quote.sector}</Figure> : null}
          </>
        ) : null}
      </dl>
    </section>
  );
});

function bandPosition(price: string, down: string, up: string): number {
  // A layout position only (never shown as a number).
  const low = Number(down);
  const high = Number(up);
  if (!(high > low)) return 50;
  return Math.min(100, Math.max(0, ((Number(price) - low) / (high - low)) * 100));
}

const LimitBand = memo(function LimitBand({ quote }: { quote: QuoteInfoView }) {
  const intl = useIntl();
  const heading = useId();
  const { limitUp, limitDown } = quote;
  return (
    <section aria-labelledby={heading} className={styles.band}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.limitBand)}
      </h2>
      {limitUp && limitDown ? (
        <>
          <div className={styles.bandEnds}>
            <span>
              {intl.formatMessage(m.limitDown)} <Price value={limitDown} decimals={quote.decimals} />
            </span>
            <span>
              {intl.formatMessage(m.limitUp)} <Price value={limitUp} decimals={quote.decimals} />
            </span>
          </div>
          <div className={styles.bandTrack} aria-hidden="true">
            <span className={styles.bandMarker} style={{ left: `${bandPosition(quote.price, limitDown, limitUp)}%` }} />
          </div>
        </>
      ) : (
        <p className={shared.muted}>{intl.formatMessage(m.noLimits)}</p>
      )}
    </section>
  );
});

const ChartSection = memo(function ChartSection({
  chart,
  previousClose,
  decimals,
}: {
  chart: QuoteChartView;
  previousClose: string | undefined;
  decimals: QuoteInfoView['decimals'];
}) {
  const intl = useIntl();
  const heading = useId();
  const ranged = chart.period !== 'intraday' && chart.period !== 'month' && chart.period !== 'year';
  return (
    <section aria-labelledby={heading} className={shared.section}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.chart)}
      </h2>
      {ranged ? (
        <SegmentedControl<ChartRange>
          label={intl.formatMessage(m.range)}
          hideLabel
          value={chart.range}
          onValueChange={chart.onRangeChange}
          options={chartRanges.map((range) => ({ value: range, label: intl.formatMessage(rangeMessages[range]) }))}
        />
      ) : null}
      <PriceChart
        period={chart.period}
        onPeriodChange={chart.onPeriodChange}
        candles={chart.candles}
        previousClose={previousClose}
        priceDecimals={decimals}
        timeZone={chart.timeZone}
        status={chart.status}
        onRetry={chart.onRetry}
      />
      {chart.truncated && chart.status === 'ready' ? (
        <p className={shared.muted}>{intl.formatMessage(m.truncated)}</p>
      ) : null}
    </section>
  );
});

function LoadingQuote() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className={shared.column}>
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(m.loading)}
      </span>
      <Skeleton width="50%" height="title" />
      <Skeleton width="70%" height="block" />
      <Skeleton height="block" />
      <Skeleton height="block" />
    </div>
  );
}

/**
 * A stock (or index) in detail: the live price with change and arrow, today's figures, the price-limit band, the
 * market clock, the chart with every period and span, the watchlist toggle, and buy/sell entries when trading is
 * available. Each part is memoised: a tick re-renders the price and figures, not the chart.
 */
export function QuoteInfoScreen({
  shell,
  status,
  quote,
  errorMessage,
  onRetry,
  clock,
  chart,
  watch,
  tradeHrefs,
}: QuoteInfoScreenProps) {
  const intl = useIntl();
  let body: ReactNode;
  if (status === 'error' || (status === 'ready' && !quote)) {
    body = errorMessage ? <EmptyState title={errorMessage} /> : <ErrorState onRetry={onRetry} />;
  } else if (status === 'loading' || !quote) {
    body = <LoadingQuote />;
  } else {
    body = (
      <div className={shared.column}>
        <QuoteHead quote={quote} />
        {clock ? <MarketClockLine clock={clock} market={quote.market} /> : null}
        {watch || tradeHrefs ? (
          <div className={styles.actions}>
            {watch ? (
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={watch.watched}
                loading={watch.pending}
                onClick={watch.onToggle}
              >
                <Icon name="star" small />
                {intl.formatMessage(watch.watched ? m.removeWatch : m.addWatch)}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Figures quote={quote} />
        {quote.kind === 'stock' ? <LimitBand quote={quote} /> : null}
        <ChartSection chart={chart} previousClose={quote.previousClose ?? undefined} decimals={quote.decimals} />
        {tradeHrefs ? (
          <div className={styles.actions}>
            <a
              className={`${buttonStyle({ variant: 'primary', fullWidth: true })} ${styles.tradeLink}`}
              href={tradeHrefs.buy}
            >
              {intl.formatMessage(m.buy)}
            </a>
            <a
              className={`${buttonStyle({ variant: 'secondary', fullWidth: true })} ${styles.tradeLink}`}
              href={tradeHrefs.sell}
            >
              {intl.formatMessage(m.sell)}
            </a>
          </div>
        ) : null}
      </div>
    );
  }
  return <AppShell {...shell}>{body}</AppShell>;
}
