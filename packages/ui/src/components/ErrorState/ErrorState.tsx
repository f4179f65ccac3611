import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { stateFrame, stateText, stateTitle } from '../../internal/state.css.ts';
import { Button } from '../Button/Button.tsx';
import { errorStateMessages } from './ErrorState.messages.ts';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What the user can do next; defaults to "check your connection and try again". */
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load with a retry button. */
export function ErrorState({ title, description, onRetry, retrying = false }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={stateFrame} role="alert">
      <Icon name="alert" />
      <p className={stateTitle}>{title ?? intl.formatMessage(errorStateMessages.title)}</p>
      <p className={stateText}>{description ?? intl.formatMessage(errorStateMessages.description)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {intl.formatMessage(errorStateMessages.retry)}
        </Button>
      ) : null}
    </div>
  );
}
