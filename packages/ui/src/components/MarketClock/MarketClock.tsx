import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import * as styles from './MarketClock.css.ts';
import { marketClockMessages } from './MarketClock.messages.ts';

export const marketPhases = ['open', 'closed', 'lunchBreak', 'preOpen', 'closingAuction', 'holiday'] as const;
export type MarketPhase = (typeof marketPhases)[number];

const phaseTones = {
  open: 'positive',
  preOpen: 'warning',
  closingAuction: 'warning',
  lunchBreak: 'neutral',
  closed: 'neutral',
  holiday: 'neutral',
} as const satisfies Record<MarketPhase, 'positive' | 'warning' | 'neutral'>;

/** A shape per phase so the phase never relies on colour alone (the label is always shown too). */
const phaseGlyphs: Record<MarketPhase, string> = {
  open: '●',
  preOpen: '◔',
  closingAuction: '◕',
  lunchBreak: '◑',
  closed: '○',
  holiday: '×',
};

export interface MarketClockProps {
  phase: MarketPhase;
  /** ISO 8601 instant of the next phase change. */
  nextChangeAt?: string;
  /** The market's IANA time zone (Asia/Tokyo, America/New_York…); times are shown in it. */
  timeZone: string;
  /** The phase that starts at `nextChangeAt`, if known. */
  nextPhase?: MarketPhase;
  /** Include the date (for changes on another day, such as after a holiday). */
  showDate?: boolean;
  /** Market name shown before the phase (東証, NYSE…). */
  market?: ReactNode;
}

/**
 * A market's trading phase with an icon and text, and when it next changes in the market's own time zone.
 * Screen readers hear phase changes only (a polite live region), not every re-render.
 */
export function MarketClock({ phase, nextChangeAt, timeZone, nextPhase, showDate = false, market }: MarketClockProps) {
  const intl = useIntl();
  const label = intl.formatMessage(marketClockMessages[phase]);
  const previous = useRef(phase);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current !== phase) {
      previous.current = phase;
      setAnnouncement(label);
    }
  }, [phase, label]);

  let nextText: string | null = null;
  if (nextChangeAt) {
    const time = intl.formatDate(nextChangeAt, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(showDate ? { month: 'numeric', day: 'numeric', weekday: 'short' } : {}),
    });
    nextText = nextPhase
      ? intl.formatMessage(marketClockMessages.nextPhaseAt, {
          time,
          phase: intl.formatMessage(marketClockMessages[nextPhase]),
        })
      : intl.formatMessage(marketClockMessages.nextChangeAt, { time });
  }

  return (
    <div className={styles.clock} data-phase={phase}>
      {market ? <span className={styles.market}>{market}</span> : null}
      <span className={styles.phase({ tone: phaseTones[phase] })}>
        <span aria-hidden="true">{phaseGlyphs[phase]}</span>
        {label}
      </span>
      {nextText && nextChangeAt ? (
        <time className={styles.next} dateTime={nextChangeAt}>
          {nextText}
        </time>
      ) : null}
      <span className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
