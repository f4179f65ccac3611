import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import { formatDay, formatOfferPrice, formatPercent } from '../../offerings/shared/format.ts';
import { followCommonMessages as m } from './followCommon.messages.ts';
import { percentChange, seriesRange } from './format.ts';
import * as styles from './NavChart.css.ts';
import { followNavRanges, type FollowNavPointView, type FollowNavRange, type FollowStatus } from './types.ts';

export const navRangeMessages = {
  '1w': m.range1w,
  '1m': m.range1m,
  '3m': m.range3m,
  '6m': m.range6m,
} as const satisfies Record<FollowNavRange, unknown>;

export interface NavChartProps {
  range: FollowNavRange;
  onRangeChange: (range: FollowNavRange) => void;
  /** Closing NAV per trading day, oldest first (`getFollowNavHistory`). */
  points: readonly FollowNavPointView[];
  /** The history's own load state; a ready history without points shows the empty state. */
  status: FollowStatus;
  onRetry?: () => void;
  /** The product's currency: NAVs are shown in it. */
  currency: string;
  /** Defaults to the parent's width. */
  width?: number;
  height?: number;
}

const axisWidth = 64;
const timeAxisHeight = 18;
/** Room above the plot so the top NAV label is not clipped. */
const topPadding = 8;

/** A day on the axis (`11/20`): month and day, in the exchange's calendar (no time-zone shift). */
function axisDay(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
}

/**
 * A product's NAV history: range tabs (1 week, 1, 3 and 6 months), a line over an area from the range's first NAV,
 * and a crosshair that follows the pointer or the left and right arrow keys, showing the day, its NAV and its daily
 * return. The NAVs shown as text always come from the decimal strings; floats only place the line.
 */
export function NavChart(props: NavChartProps) {
  const { range, onRangeChange, status, onRetry, points, width, height = 200 } = props;
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <SegmentedControl<FollowNavRange>
        label={intl.formatMessage(m.rangeLabel)}
        hideLabel
        value={range}
        onValueChange={onRangeChange}
        options={followNavRanges.map((value) => ({ value, label: intl.formatMessage(navRangeMessages[value]) }))}
      />
      {status === 'loading' ? (
        <div
          className={styles.skeletonFrame}
          style={{ height }}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage(m.loading)}
        >
          <Skeleton height="block" />
          <Skeleton height="block" />
          <Skeleton height="block" width="80%" />
        </div>
      ) : status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : points.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.chartEmpty)} />
      ) : width !== undefined ? (
        <ChartBody {...props} width={width} height={height} />
      ) : (
        <ParentSize style={{ height }} debounceTime={0}>
          {({ width: parentWidth }) =>
            parentWidth > 0 ? <ChartBody {...props} width={parentWidth} height={height} /> : null
          }
        </ParentSize>
      )}
    </div>
  );
}

function ChartBody({ range, points, currency, width, height }: NavChartProps & { width: number; height: number }) {
  const intl = useIntl();
  const [active, setActive] = useState<number | null>(null);
  const summaryId = useId();
  const hintId = useId();
  const plotWidth = Math.max(width - axisWidth, 1);
  const plotHeight = Math.max(height - timeAxisHeight - topPadding, 1);
  const navs = useMemo(() => points.map((point) => point.nav), [points]);
  const extent = useMemo(() => seriesRange(navs), [navs]);
  const first = points[0]!;
  const last = points[points.length - 1]!;

  // Scales turn decimal strings into pixel positions only; nothing computed here is shown as a NAV.
  const xScale = useMemo(
    () => scaleLinear<number>({ domain: [0, Math.max(points.length - 1, 1)], range: [0, plotWidth] }),
    [points.length, plotWidth],
  );
  const yScale = useMemo(() => {
    const min = Number(extent?.low ?? first.nav);
    const max = Number(extent?.high ?? first.nav);
    const pad = (max - min) * 0.08 || Math.abs(max) * 0.01 || 1;
    return scaleLinear<number>({ domain: [min - pad, max + pad], range: [plotHeight, 0], nice: true });
  }, [extent, first.nav, plotHeight]);
  const navY = (nav: string) => yScale(Number(nav));

  const navTicks = yScale.ticks(4);
  // Tick values are layout positions, shown with as many decimals as their spacing needs (0 for a NAV of 10,432).
  const tickStep = navTicks.length > 1 ? Math.abs(navTicks[1]! - navTicks[0]!) : 1;
  const tickDecimals = Math.min(4, Math.max(0, -Math.floor(Math.log10(tickStep))));
  const tickFormat = useMemo(
    () =>
      new Intl.NumberFormat(intl.locale, { maximumFractionDigits: tickDecimals, minimumFractionDigits: tickDecimals }),
    [intl.locale, tickDecimals],
  );
  const timeTickCount = Math.max(2, Math.min(4, Math.floor(plotWidth / 90)));
  const timeTicks = useMemo(() => {
    if (points.length <= timeTickCount) return points.map((_, index) => index);
    const step = (points.length - 1) / (timeTickCount - 1);
    return Array.from({ length: timeTickCount }, (_, index) => Math.round(index * step));
  }, [points, timeTickCount]);

  const nav = (value: string) => formatOfferPrice(intl, value, currency);
  const change = percentChange(first.nav, last.nav);
  const summary = formatWith(intl, m.chartSummary, {
    last: nav(last.nav),
    high: nav(extent?.high ?? last.nav),
    low: nav(extent?.low ?? last.nav),
    change: change === null ? '—' : formatPercent(intl, change, { signed: true }),
  });

  function nearestIndex(x: number) {
    const index = Math.round(xScale.invert(x));
    return Math.min(points.length - 1, Math.max(0, index));
  }

  function onPointerMove(event: PointerEvent<SVGRectElement>) {
    const point = localPoint(event);
    if (point) setActive(nearestIndex(point.x));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const lastIndex = points.length - 1;
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

  const activePoint = active === null ? undefined : points[active];
  const activeX = active === null ? 0 : xScale(active);
  const tooltipOnLeft = activeX > plotWidth / 2;

  return (
    <div
      className={styles.chartFrame}
      style={{ height }}
      role="group"
      tabIndex={0}
      aria-label={formatWith(intl, m.chartLabel, { range: intl.formatMessage(navRangeMessages[range]) })}
      aria-describedby={`${summaryId} ${hintId}`}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
    >
      <p id={summaryId} className={visuallyHidden}>
        {summary}
      </p>
      <p id={hintId} className={visuallyHidden}>
        {intl.formatMessage(m.chartHint)}
      </p>
      <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
        <Group top={topPadding}>
          {navTicks.map((tick) => (
            <g key={tick}>
              <Line
                className={styles.gridLine}
                from={{ x: 0, y: yScale(tick) }}
                to={{ x: plotWidth, y: yScale(tick) }}
              />
              <text className={styles.tickLabel} x={plotWidth + 4} y={yScale(tick)} dominantBaseline="middle">
                {tickFormat.format(tick)}
              </text>
            </g>
          ))}
          {timeTicks.map((index) => (
            <text
              key={index}
              className={styles.tickLabel}
              x={xScale(index)}
              y={height - topPadding - 4}
              textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
            >
              {axisDay(intl, points[index]!.date)}
            </text>
          ))}
          <AreaClosed<FollowNavPointView>
            className={styles.area}
            data={points as FollowNavPointView[]}
            x={(_, index) => xScale(index)}
            y={(point) => navY(point.nav)}
            yScale={yScale}
          />
          <Line
            className={styles.baseLine}
            from={{ x: 0, y: navY(first.nav) }}
            to={{ x: plotWidth, y: navY(first.nav) }}
          />
          <LinePath<FollowNavPointView>
            className={styles.line}
            data={points as FollowNavPointView[]}
            x={(_, index) => xScale(index)}
            y={(point) => navY(point.nav)}
          />
          {activePoint ? (
            <g>
              <Line className={styles.crosshair} from={{ x: activeX, y: 0 }} to={{ x: activeX, y: plotHeight }} />
              <circle className={styles.crosshairDot} cx={activeX} cy={navY(activePoint.nav)} r={3} />
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
        {activePoint ? (
          <dl
            className={styles.tooltip}
            style={tooltipOnLeft ? { left: 0 } : { right: axisWidth }}
            data-testid="nav-chart-tooltip"
          >
            <dt className={styles.tooltipTerm}>{intl.formatMessage(m.chartDate)}</dt>
            <dd className={styles.tooltipValue}>{formatDay(intl, activePoint.date)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(m.nav)}</dt>
            <dd className={styles.tooltipValue}>{nav(activePoint.nav)}</dd>
            <dt className={styles.tooltipTerm}>{intl.formatMessage(m.dailyReturn)}</dt>
            <dd className={styles.tooltipValue}>
              {formatPercent(intl, activePoint.dailyReturnPercent, { signed: true })}
            </dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
