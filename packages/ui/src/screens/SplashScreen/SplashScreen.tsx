import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { ProgressSteps } from '../../components/ProgressSteps/ProgressSteps.tsx';
import { Brand } from '../Brand.tsx';
import { FormError } from '../FormError.tsx';
import * as styles from '../screen.css.ts';
import { splashScreenMessages } from './SplashScreen.messages.ts';
import type { SplashScreenProps } from './SplashScreen.types.ts';

/** Start-up: version check, first quotes, host connection, done; an error offers a retry. */
export function SplashScreen({ title, logoSrc, steps, onRetry }: SplashScreenProps) {
  const intl = useIntl();
  const failed = steps.some((step) => step.state === 'error');
  return (
    <div className={styles.page}>
      <main className={[styles.body, styles.centred].join(' ')}>
        <Brand title={title} logoSrc={logoSrc} />
        <ProgressSteps
          label={intl.formatMessage(splashScreenMessages.progress)}
          steps={steps.map((step) => ({ ...step, label: intl.formatMessage(splashScreenMessages[step.id]) }))}
        />
        {failed ? (
          <div className={styles.actions}>
            <FormError>{intl.formatMessage(splashScreenMessages.failed)}</FormError>
            {onRetry ? <Button onClick={onRetry}>{intl.formatMessage(splashScreenMessages.retry)}</Button> : null}
          </div>
        ) : null}
      </main>
    </div>
  );
}
