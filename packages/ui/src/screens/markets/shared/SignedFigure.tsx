import { useIntl } from 'react-intl';
import { change as changeStyle } from '../../../components/Change/Change.css.ts';
import { decimalSign, toDecimalString } from '../../../intl/format.ts';

type DecimalString = `${number}`;
const cache = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, decimals: number, percent: boolean): Intl.NumberFormat {
  const key = `${tag}|${decimals}|${percent}`;
  let result = cache.get(key);
  if (!result) {
    result = new Intl.NumberFormat(tag, {
      ...(percent ? { style: 'unit', unit: 'percent' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'exceptZero',
    });
    cache.set(key, result);
  }
  return result;
}

/** A signed exact decimal (points or percent), never formatted through a float. */
export function formatSigned(locale: string, value: string | null | undefined, decimals: number, percent = false) {
  return formatter(locale, decimals, percent).format(toDecimalString(value) as DecimalString);
}

const arrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * A change that is not money (index points, percent): sign, arrow and the market's colour, so colour is never the
 * only cue.
 */
export function SignedFigure({
  value,
  decimals,
  percent = false,
  arrow = true,
}: {
  value: string | null | undefined;
  decimals: number;
  percent?: boolean;
  arrow?: boolean;
}) {
  const intl = useIntl();
  const sign = decimalSign(value);
  const direction = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  return (
    <span className={changeStyle({ direction })} data-direction={direction}>
      {arrow ? (
        <span aria-hidden="true" hidden={direction === 'flat'}>
          {arrows[direction] || arrows.up}
        </span>
      ) : null}
      {formatSigned(intl.locale, value, decimals, percent)}
    </span>
  );
}
