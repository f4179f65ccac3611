import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { statusBadge } from './StatusBadge.css.ts';
import { statusBadgeMessages } from './StatusBadge.messages.ts';

export const badgeTones = ['neutral', 'info', 'positive', 'warning', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** Every status family and its statuses (API / PRODUCT.md vocabulary). */
export const statusFamilies = {
  review: ['pending', 'approved', 'rejected'],
  realName: ['unverified', 'reviewing', 'verified', 'rejected'],
  daytrade: ['submitted', 'inProgress', 'completed', 'failed', 'applied', 'reviewing', 'approved', 'rejected'],
  ipo: [
    'scheduled',
    'subscribing',
    'ended',
    'awaitingLottery',
    'won',
    'lost',
    'paymentDue',
    'paid',
    'paymentFailed',
    'waived',
    'sold',
  ],
  follow: ['following', 'ended'],
  position: ['holding', 'closing', 'pending', 'cancelled', 'closed', 'locked', 'sellable'],
  lending: ['inProgress', 'completed'],
  order: ['working', 'filled', 'partiallyFilled', 'cancelled', 'rejected', 'expired'],
} as const;

export const statusTones = {
  review: { pending: 'warning', approved: 'positive', rejected: 'critical' },
  realName: { unverified: 'neutral', reviewing: 'warning', verified: 'positive', rejected: 'critical' },
  daytrade: {
    submitted: 'info',
    inProgress: 'info',
    completed: 'positive',
    failed: 'critical',
    applied: 'info',
    reviewing: 'warning',
    approved: 'positive',
    rejected: 'critical',
  },
  ipo: {
    scheduled: 'neutral',
    subscribing: 'info',
    ended: 'neutral',
    awaitingLottery: 'info',
    won: 'positive',
    lost: 'neutral',
    paymentDue: 'warning',
    paid: 'positive',
    paymentFailed: 'critical',
    waived: 'neutral',
    sold: 'neutral',
  },
  follow: { following: 'positive', ended: 'neutral' },
  position: {
    holding: 'info',
    closing: 'warning',
    pending: 'info',
    cancelled: 'neutral',
    closed: 'neutral',
    locked: 'warning',
    sellable: 'positive',
  },
  lending: { inProgress: 'info', completed: 'positive' },
  order: {
    working: 'info',
    filled: 'positive',
    partiallyFilled: 'warning',
    cancelled: 'neutral',
    rejected: 'critical',
    expired: 'neutral',
  },
} as const satisfies { [F in keyof typeof statusFamilies]: Record<(typeof statusFamilies)[F][number], BadgeTone> };

export type StatusFamily = keyof typeof statusFamilies;
export type StatusOf<F extends StatusFamily> = (typeof statusFamilies)[F][number];

/** The tone a status is shown in. */
export function statusTone<F extends StatusFamily>(family: F, status: StatusOf<F>): BadgeTone {
  return (statusTones[family] as Record<string, BadgeTone>)[status] ?? 'neutral';
}

export type StatusBadgeProps = {
  [F in StatusFamily]: { family: F; status: StatusOf<F>; className?: string };
}[StatusFamily];

/** A short status label with a tone colour and a tone glyph, so the status is never told by colour alone. */
export function StatusBadge({ family, status, className }: StatusBadgeProps) {
  const intl = useIntl();
  const tone = statusTone(family, status as never);
  const descriptor = statusBadgeMessages[`${family}.${status}` as keyof typeof statusBadgeMessages];
  return (
    <span
      className={[statusBadge({ tone }), className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-family={family}
      data-status={status}
    >
      {tone === 'positive' ? <Icon name="check" small /> : null}
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {intl.formatMessage(descriptor)}
    </span>
  );
}
