import { useIntl } from 'react-intl';
import { decimalSign, formatMoney } from '../../intl/format.ts';
import { change } from './Change.css.ts';

export interface ChangeProps {
  /** A signed exact decimal string ("-1234.50"). */
  amount: string | null | undefined;
  currency: string;
}

const arrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * A profit or price change: sign and arrow as well as the market's up/down colour, so colour is never the only cue.
 */
export function Change({ amount, currency }: ChangeProps) {
  const intl = useIntl();
  const sign = decimalSign(amount);
  const direction = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  return (
    <span className={change({ direction })} data-direction={direction}>
      {/* Always in the DOM (hidden when flat), so a ticking change updates text rather than adding nodes. */}
      <span aria-hidden="true" hidden={direction === 'flat'}>
        {arrows[direction] || arrows.up}
      </span>
      {formatMoney(intl, amount, currency, { signed: true })}
    </span>
  );
}
