import { useIntl } from 'react-intl';
import { MarketClock } from '../../../components/MarketClock/MarketClock.tsx';
import * as styles from './markets.css.ts';
import { marketsCommonMessages as m } from './markets.messages.ts';
import type { MarketClockView, MarketKey } from './types.ts';

/** The market's phase (incl. lunch break and closing auction) and its next change, in the market's time zone. */
export function MarketClockLine({ clock, market }: { clock: MarketClockView; market: MarketKey }) {
  const intl = useIntl();
  return (
    <div className={styles.clockLine}>
      <MarketClock
        market={intl.formatMessage(m[market])}
        phase={clock.phase}
        timeZone={clock.timeZone}
        nextChangeAt={clock.alwaysOpen ? undefined : clock.nextChangeAt}
        nextPhase={clock.nextPhase}
        showDate={clock.phase === 'closed' || clock.phase === 'holiday'}
      />
      {clock.alwaysOpen ? <span className={styles.muted}>{intl.formatMessage(m.alwaysOpen)}</span> : null}
    </div>
  );
}
