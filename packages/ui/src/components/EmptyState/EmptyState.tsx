import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { stateFrame, stateText, stateTitle } from '../../internal/state.css.ts';
import { emptyStateMessages } from './EmptyState.messages.ts';

export interface EmptyStateProps {
  /** Defaults to "no data" in the current language. */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** The empty-list placeholder. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={stateFrame}>
      <Icon name="inbox" />
      <p className={stateTitle}>{title ?? intl.formatMessage(emptyStateMessages.title)}</p>
      {description ? <p className={stateText}>{description}</p> : null}
      {action}
    </div>
  );
}
