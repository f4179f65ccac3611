import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import * as styles from './ProgressSteps.css.ts';
import { progressStepsMessages } from './ProgressSteps.messages.ts';

export const stepStates = ['pending', 'active', 'done', 'error'] as const;
export type StepState = (typeof stepStates)[number];

export interface ProgressStep {
  id: string;
  label: ReactNode;
  state: StepState;
}

export interface ProgressStepsProps {
  steps: ProgressStep[];
  /** Accessible name of the list. */
  label: string;
}

/** An ordered checklist of long-running work; each step says its state in words as well as with an icon. */
export function ProgressSteps({ steps, label }: ProgressStepsProps) {
  const intl = useIntl();
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.id}
          className={styles.step({ state: step.state })}
          aria-current={step.state === 'active' ? 'step' : undefined}
        >
          <span className={styles.marker({ state: step.state })} aria-hidden="true">
            {step.state === 'done' && <Icon name="check" small />}
            {step.state === 'error' && <Icon name="close" small />}
          </span>
          <span>{step.label}</span>
          <span className={visuallyHidden}>{intl.formatMessage(progressStepsMessages[step.state])}</span>
        </li>
      ))}
    </ol>
  );
}
