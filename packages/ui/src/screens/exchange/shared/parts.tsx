import type { ReactNode } from 'react';
import { ScreenFrame } from '../../ScreenFrame.tsx';
import { ListBody as SharedListBody } from '../../shared/parts.tsx';
import { exchangeCommonMessages as m } from './exchangeCommon.messages.ts';
import type { ExchangeList, ExchangeShell, ExchangeStatus } from './types.ts';

// The parts the exchange screen's pieces share. Nothing here imports another area's messages, so the exchange route
// loads only the 'exchange' catalogue (the size check counts the message modules in a route's chunks).

/** The app shell around the exchange screen, switching between its skeleton, error (with retry) and content. */
export function ExchangeFrame(props: {
  shell: ExchangeShell;
  status: ExchangeStatus;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} skeletonCards={3} messages={m} skeletonTestId="exchange-skeleton" />;
}

/** A paginated list in its states (skeleton, error with retry, empty, rows with "load more"). */
export function ListBody<T>(props: {
  list: ExchangeList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  return <SharedListBody {...props} messages={m} skeletonTestId="exchange-skeleton" />;
}
