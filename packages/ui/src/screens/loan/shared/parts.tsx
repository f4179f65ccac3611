import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { ScreenFrame } from '../../ScreenFrame.tsx';
import { ListBody as SharedListBody, StateBadge } from '../../shared/parts.tsx';
import { loanCommonMessages as m } from './loanCommon.messages.ts';
import type { LoanList, LoanShell, LoanState, LoanStatus } from './types.ts';

// The parts the credit-line screens share. Nothing here imports another area's messages, so the loan routes load only
// the 'loan' catalogue (the size check counts the message modules in a route's chunks).

/** The app shell around a credit-line screen, switching between its skeleton, error (with retry) and content. */
export function LoanFrame(props: { shell: LoanShell; status: LoanStatus; onRetry?: () => void; children: ReactNode }) {
  return <ScreenFrame {...props} skeletonCards={3} messages={m} skeletonTestId="loan-skeleton" />;
}

/** A paginated list in its states (skeleton, error with retry, empty, rows with "load more"). */
export function ListBody<T>(props: {
  list: LoanList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  return <SharedListBody {...props} messages={m} skeletonTestId="loan-skeleton" />;
}

const loanStates = {
  pending: { message: m.pending, tone: 'warning' },
  active: { message: m.active, tone: 'info' },
  repaid: { message: m.repaid, tone: 'positive' },
  rejected: { message: m.rejected, tone: 'critical' },
} as const satisfies Record<LoanState, { message: unknown; tone: BadgeTone }>;

/** A loan's state in words and a glyph (never colour alone). */
export function LoanStateBadge({ state }: { state: LoanState }) {
  const intl = useIntl();
  return <StateBadge tone={loanStates[state].tone}>{intl.formatMessage(loanStates[state].message)}</StateBadge>;
}

/** An active loan past its due date. */
export function OverdueBadge() {
  const intl = useIntl();
  return <StateBadge tone="critical">{intl.formatMessage(m.overdue)}</StateBadge>;
}
