import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { sparkline, sparklineDirections } from './Sparkline.css.ts';
import { compareDecimal } from '../../internal/decimal.ts';

export { sparklineDirections };
export type SparklineDirection = (typeof sparklineDirections)[number];

export interface SparklineProps {
  /** Closes, oldest first, as exact decimal strings; blank or non-numeric entries are skipped. */
  closes: readonly string[];
  /** The drawing's aspect (viewBox units); the SVG stretches to its container's width and the icon height. */
  width?: number;
  height?: number;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function isDecimal(value: string): boolean {
  const match = decimalPattern.exec(value.trim());
  return Boolean(match && (match[2] || match[3]));
}

/** The direction of a series: its last close against its first. */
export function sparklineDirection(closes: readonly string[]): SparklineDirection {
  const valid = closes.filter(isDecimal);
  const first = valid[0];
  const last = valid[valid.length - 1];
  if (first === undefined || last === undefined) return 'flat';
  const comparison = compareDecimal(last, first) ?? 0;
  return comparison > 0 ? 'up' : comparison < 0 ? 'down' : 'flat';
}

/**
 * A tiny decorative line of closes, coloured by direction (last vs first close) with the market's up/down colour.
 * Hidden from assistive technology: the row beside it carries the numbers. Closes become floats only for geometry.
 */
export function Sparkline({ closes, width = 64, height = 24 }: SparklineProps) {
  const values = closes.filter(isDecimal).map(Number);
  const direction = sparklineDirection(closes);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const stroke = 1.5;
  const x = scaleLinear<number>({ domain: [0, Math.max(values.length - 1, 1)], range: [0, width] });
  const y = scaleLinear<number>({
    domain: low === high ? [low - 1, high + 1] : [low, high],
    range: [height - stroke, stroke],
  });
  return (
    <svg
      className={sparkline({ direction })}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
    >
      {values.length > 1 ? (
        <LinePath<number>
          data={values}
          x={(_, index) => x(index)}
          y={(value) => y(value)}
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinejoin="round"
          strokeLinecap="round"
          fill="none"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
