import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, Line, LinePath } from '@visx/shape';
import { memo, useDeferredValue, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { singleLineLabel } from '../../internal/label.css.ts';
import { useFit } from '../../internal/useFit.ts';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { toDecimalString } from '../../intl/format.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './PriceChart.css.ts';
import { priceChartMessages } from './PriceChart.messages.ts';
import { compareDecimal } from '../../internal/decimal.ts';

export const priceChartPeriods = ['intraday', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;
export type PriceChartPeriod = (typeof priceChartPeriods)[number];
export const priceChartStatuses = ['loading', 'error', 'empty', 'ready'] as const;
export type PriceChartStatus = (typeof priceChartStatuses)[number];

export interface PriceChartCandle {
  /** ISO 8601 instant of the candle's start. */
  time: string;
  /** Exact decimal strings. */
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface PriceChartProps {
  period: PriceChartPeriod;
  onPeriodChange: (period: PriceChartPeriod) => void;
  candles: readonly PriceChartCandle[];
  /** Exact decimal string; drawn as a dashed reference line on the intraday chart. */
  previousClose?: string;
  /** Fraction digits of prices (0–4). */
  priceDecimals: 0 | 1 | 2 | 3 | 4;
  /** IANA time zone of the market, e.g. "Asia/Tokyo"; axis and tooltip times are shown in it. */
  timeZone: string;
  status: PriceChartStatus;
  onRetry?: () => void;
  /** Defaults to the parent's width. */
  width?: number;
  height?: number;
}

const periodMessages = {
  intraday: priceChartMessages.periodIntraday,
  '5m': priceChartMessages.period5m,
  '15m': priceChartMessages.period15m,
  '30m': priceChartMessages.period30m,
  day: priceChartMessages.periodDay,
  week: priceChartMessages.periodWeek,
  month: priceChartMessages.periodMonth,
  year: priceChartMessages.periodYear,
} as const satisfies Record<PriceChartPeriod, unknown>;

type DecimalString = `${number}`;

/**
 * The period buttons, roomiest first: one row of eight; two rows of four (minutes, then candles); the same in smaller
 * type. None scrolls out of sight and no label breaks (useFit).
 */
const periodLayouts = ['row', 'rows', 'compact'] as const;

const isIntradayish = (period: PriceChartPeriod) =>
  period === 'intraday' || period === '5m' || period === '15m' || period === '30m';

function axisTimeOptions(period: PriceChartPeriod): Intl.DateTimeFormatOptions {
  if (isIntradayish(period)) return { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (period === 'day' || period === 'week') return { month: 'numeric', day: 'numeric' };
  if (period === 'month') return { year: '2-digit', month: 'numeric' };
  return { year: 'numeric' };
}

function tooltipTimeOptions(period: PriceChartPeriod): Intl.DateTimeFormatOptions {
  if (isIntradayish(period))
    return { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (period === 'month') return { year: 'numeric', month: 'long' };
  if (period === 'year') return { year: 'numeric' };
  return { year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' };
}

interface Formatters {
  price: (value: string) => string;
  tick: (value: number) => string;
  volume: (value: string) => string;
  axisTime: (iso: string) => string;
  tooltipTime: (iso: string) => string;
}

function useFormatters(intl: IntlShape, priceDecimals: number, timeZone: string, period: PriceChartPeriod) {
  return useMemo<Formatters>(() => {
    const price = new Intl.NumberFormat(intl.locale, {
      minimumFractionDigits: priceDecimals,
      maximumFractionDigits: priceDecimals,
    });
    const volume = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 4 });
    const axisTime = new Intl.DateTimeFormat(intl.locale, { timeZone, ...axisTimeOptions(period) });
    const tooltipTime = new Intl.DateTimeFormat(intl.locale, { timeZone, ...tooltipTimeOptions(period) });
    return {
      price: (value) => price.format(toDecimalString(value) as DecimalString),
      // Tick values are layout positions on the price scale, not quotes; they are shown at price precision.
      tick: (value) => price.format(value),
      volume: (value) => volume.format(toDecimalString(value) as DecimalString),
      axisTime: (iso) => axisTime.format(new Date(iso)),
      tooltipTime: (iso) => tooltipTime.format(new Date(iso)),
    };
  }, [intl.locale, priceDecimals, timeZone, period]);
}

/**
 * A price chart: a line for the intraday period, candlesticks otherwise, volume bars underneath and a crosshair
 * that follows the pointer or the left/right arrow keys. Prices shown as text always come from the decimal strings.
 */
export function PriceChart(props: PriceChartProps) {
  const { period, onPeriodChange, status, onRetry, width, height = 240 } = props;
  const intl = useIntl();
  const periodsLabel = intl.formatMessage(priceChartMessages.periods);
  const [periodRowRef, periodLayout] = useFit(periodLayouts, intl.locale);
  return (
    <div className={styles.root}>
      <div
        ref={periodRowRef}
        className={styles.periodRow}
        data-fit={periodLayout}
        role="group"
        aria-label={periodsLabel}
      >
        {priceChartPeriods.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.periodButton}
            aria-pressed={value === period}
            onClick={() => {
              if (value !== period) onPeriodChange(value);
            }}
          >
            <span className={singleLineLabel}>{intl.formatMessage(periodMessages[value])}</span>
          </button>
        ))}
      </div>
      {status === 'loading' ? (
        <div
          className={styles.skeletonFrame}
          style={{ height }}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage(priceChartMessages.loading)}
        >
          <Skeleton height="block" />
          <Skeleton height="block" />
          <Skeleton height="block" width="80%" />
        </div>
      ) : status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'empty' || props.candles.length === 0 ? (
        <EmptyState title={intl.formatMessage(priceChartMessages.empty)} />
      ) : width !== undefined ? (
        <ChartBody {...props} width={width} height={height} />
      ) : (
        <ParentSize style={{ height }} debounceTime={0}>
          {({ width: parentWidth }) =>
            parentWidth > 0 ? <TimeSlicedChartBody {...props} width={parentWidth} height={height} /> : null
          }
        </ParentSize>
      )}
    </div>
  );
}

type ChartBodyProps = PriceChartProps & { width: number; height: number };

const DeferredChartBody = memo(ChartBody);

/**
 * The drawing renders from deferred props: a series (hundreds of bars, each its own component) is drawn in an
 * interruptible, time-sliced render rather than in the task that brought it, so a slow phone gets no long task from
 * it; the urgent pass bails out. The frame (ParentSize) keeps its height until the first drawing is in.
 */
function TimeSlicedChartBody(props: ChartBodyProps) {
  const deferred = useDeferredValue<ChartBodyProps | null>(props, null);
  return deferred ? <DeferredChartBody {...deferred} /> : null;
}

const axisWidth = 52;
const timeAxisHeight = 18;
const gap = 6;
/** Room above the plot so the top price label is not clipped. */
const topPadding = 8;

function ChartBody({ period, candles, previousClose, priceDecimals, timeZone, width, height }: ChartBodyProps) {
  const intl = useIntl();
  const format = useFormatters(intl, priceDecimals, timeZone, period);
  const [active, setActive] = useState<number | null>(null);
  const summaryId = useId();
  const hintId = useId();
  const intraday = period === 'intraday';

  const plotWidth = Math.max(width - axisWidth, 1);
  const plotHeight = Math.max(height - timeAxisHeight - topPadding, 1);
  const volumeHeight = Math.round(plotHeight * 0.22);
  const priceHeight = plotHeight - volumeHeight - gap;

  const range = useMemo(() => {
    let high = candles[0]!.high;
    let low = candles[0]!.low;
    let maxVolume = candles[0]!.volume;
    for (const candle of candles) {
      if ((compareDecimal(candle.high, high) ?? 0) > 0) high = candle.high;
      if ((compareDecimal(candle.low, low) ?? 0) < 0) low = candle.low;
      if ((compareDecimal(candle.volume, maxVolume) ?? 0) > 0) maxVolume = candle.volume;
    }
    return { high, low, maxVolume };
  }, [candles]);

  // Scales turn decimal strings into pixel positions only; nothing computed here is shown as a price.
  const xScale = useMemo(
    () =>
      scaleBand<number>({
        domain: candles.map((_, index) => index),
        range: [0, plotWidth],
        padding: intraday ? 0 : 0.3,
      }),
    [candles, plotWidth, intraday],
  );
  const yScale = useMemo(() => {
    const values = [Number(range.low), Number(range.high)];
    if (intraday && previousClose !== undefined) values.push(Number(toDecimalString(previousClose)));
    const min = Math.min(...values);
    const max = Math.max(...values);
    const pad = (max - min) * 0.08 || Math.abs(max) * 0.01 || 1;
    return scaleLinear<number>({ domain: [min - pad, max + pad], range: [priceHeight, 0], nice: true });
  }, [range, intraday, previousClose, priceHeight]);
  const volumeScale = useMemo(
    () =>
      scaleLinear<number>({
        domain: [0, Number(range.maxVolume) || 1],
        range: [plotHeight, plotHeight - volumeHeight],
      }),
    [range.maxVolume, plotHeight, volumeHeight],
  );

  const bandwidth = xScale.bandwidth();
  const centre = (index: number) => (xScale(index) ?? 0) + bandwidth / 2;
  const priceY = (value: string) => yScale(Number(value));
  const direction = (candle: PriceChartCandle) =>
    (compareDecimal(candle.close, candle.open) ?? 0) >= 0 ? 'up' : 'down';

  const priceTicks = yScale.ticks(4);
  const timeTickCount = Math.max(2, Math.min(5, Math.floor(plotWidth / 80)));
  const timeTicks = useMemo(() => {
    if (candles.length <= timeTickCount) return candles.map((_, index) => index);
    const step = (candles.length - 1) / (timeTickCount - 1);
    return Array.from({ length: timeTickCount }, (_, index) => Math.round(index * step));
  }, [candles, timeTickCount]);

  const last = candles[candles.length - 1]!;
  const summary =
    intl.formatMessage(priceChartMessages.summary, {
      close: format.price(last.close),
      high: format.price(range.high),
      low: format.price(range.low),
    }) +
    (intraday && previousClose !== undefined
      ? intl.formatMessage(priceChartMessages.summaryPreviousClose, { previousClose: format.price(previousClose) })
      : '');

  function nearestIndex(x: number) {
    const step = xScale.step() || 1;
    const index = Math.round((x - xScale.paddingOuter() * step - bandwidth / 2) / step);
    return Math.min(candles.length - 1, Math.max(0, index));
  }

  function onPointerMove(event: PointerEvent<SVGRectElement>) {
    const point = localPoint(event);
    if (point) setActive(nearestIndex(point.x));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const lastIndex = candles.length - 1;
    let next: number | null;
    switch (event.key) {
      case 'ArrowLeft':
        next = active === null ? lastIndex : Math.max(0, active - 1);
        break;
      case 'ArrowRight':
        next = active === null ? 0 : Math.min(lastIndex, active + 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = lastIndex;
        break;
      case 'Escape':
        next = null;
        break;
      default:
        return;
    }
    event.preventDefault();
    setActive(next);
  }

  const activeCandle = active === null ? undefined : candles[active];
  const activeX = active === null ? 0 : centre(active);
  const tooltipOnLeft = activeX > plotWidth / 2;

  return (
    <div
      className={styles.chartFrame}
      style={{ height }}
      role="group"
      tabIndex={0}
      aria-label={intl.formatMessage(priceChartMessages.chartLabel, {
        period: intl.formatMessage(periodMessages[period]),
      })}
      aria-describedby={`${summaryId} ${hintId}`}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
    >
      <p id={summaryId} className={visuallyHidden}>
        {summary}
      </p>
      <p id={hintId} className={visuallyHidden}>
        {intl.formatMessage(priceChartMessages.keyboardHint)}
      </p>
      <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
        <Group top={topPadding}>
          {priceTicks.map((tick) => (
            <g key={tick}>
              <Line
                className={styles.gridLine}
                from={{ x: 0, y: yScale(tick) }}
                to={{ x: plotWidth, y: yScale(tick) }}
              />
              <text className={styles.tickLabel} x={plotWidth + 4} y={yScale(tick)} dominantBaseline="middle">
                {format.tick(tick)}
              </text>
            </g>
          ))}
          {timeTicks.map((index) => (
            <text
              key={index}
              className={styles.tickLabel}
              x={centre(index)}
              y={height - topPadding - 4}
              textAnchor={index === 0 ? 'start' : index === candles.length - 1 ? 'end' : 'middle'}
            >
              {format.axisTime(candles[index]!.time)}
            </text>
          ))}
          {candles.map((candle, index) => {
            const top = volumeScale(Number(candle.volume));
            return (
              <Bar
                key={`v${candle.time}`}
                className={styles.volumeBar({ direction: direction(candle) })}
                x={xScale(index) ?? 0}
                width={Math.max(bandwidth - (intraday ? 1 : 0), 1)}
                y={top}
                height={Math.max(plotHeight - top, 0)}
              />
            );
          })}
          {intraday ? (
            <>
              <AreaClosed<PriceChartCandle>
                className={styles.priceArea}
                data={candles as PriceChartCandle[]}
                x={(_, index) => centre(index)}
                y={(candle) => priceY(candle.close)}
                yScale={yScale}
              />
              <LinePath<PriceChartCandle>
                className={styles.priceLine}
                data={candles as PriceChartCandle[]}
                x={(_, index) => centre(index)}
                y={(candle) => priceY(candle.close)}
              />
              {previousClose !== undefined ? (
                <Line
                  className={styles.previousCloseLine}
                  from={{ x: 0, y: priceY(toDecimalString(previousClose)) }}
                  to={{ x: plotWidth, y: priceY(toDecimalString(previousClose)) }}
                />
              ) : null}
            </>
          ) : (
            candles.map((candle, index) => {
              const dir = direction(candle);
              const bodyTop = Math.min(priceY(candle.open), priceY(candle.close));
              const bodyBottom = Math.max(priceY(candle.open), priceY(candle.close));
              return (
                <g key={candle.time} data-direction={dir}>
                  <Line
                    className={styles.wick({ direction: dir })}
                    from={{ x: centre(index), y: priceY(candle.high) }}
                    to={{ x: centre(index), y: priceY(candle.low) }}
                  />
                  <Bar
                    className={styles.candle({ direction: dir })}
                    x={(xScale(index) ?? 0) + 0.5}
                    width={Math.max(bandwidth - 1, 1)}
                    y={bodyTop}
                    height={Math.max(bodyBottom - bodyTop, 1)}
                  />
                </g>
              );
            })
          )}
          {activeCandle ? (
            <g>
              <Line className={styles.crosshair} from={{ x: activeX, y: 0 }} to={{ x: activeX, y: plotHeight }} />
              <Line
                className={styles.crosshair}
                from={{ x: 0, y: priceY(activeCandle.close) }}
                to={{ x: plotWidth, y: priceY(activeCandle.close) }}
              />
              <circle className={styles.crosshairDot} cx={activeX} cy={priceY(activeCandle.close)} r={3} />
            </g>
          ) : null}
          <rect
            x={0}
            y={0}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerDown={onPointerMove}
            onPointerLeave={() => setActive(null)}
          />
        </Group>
      </svg>
      <div role="status" aria-live="polite" aria-atomic="true">
        {activeCandle ? (
          <dl
            className={styles.tooltip}
            style={tooltipOnLeft ? { left: 0 } : { right: axisWidth }}
            data-testid="price-chart-tooltip"
          >
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.time)}</dt>
            <dd className={styles.tooltipValue}>{format.tooltipTime(activeCandle.time)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.open)}</dt>
            <dd className={styles.tooltipValue}>{format.price(activeCandle.open)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.high)}</dt>
            <dd className={styles.tooltipValue}>{format.price(activeCandle.high)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.low)}</dt>
            <dd className={styles.tooltipValue}>{format.price(activeCandle.low)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.close)}</dt>
            <dd className={styles.tooltipValue}>{format.price(activeCandle.close)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(priceChartMessages.volume)}</dt>
            <dd className={styles.tooltipValue}>{format.volume(activeCandle.volume)}</dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
