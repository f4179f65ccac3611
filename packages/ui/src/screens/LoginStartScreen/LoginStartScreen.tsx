import { useIntl } from 'react-intl';
import { buttonStyles } from '../../components/Button/index.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch.tsx';
import { Brand } from '../Brand.tsx';
import * as styles from '../screen.css.ts';
import { loginStartScreenMessages } from './LoginStartScreen.messages.ts';
import type { LoginStartScreenProps } from './LoginStartScreen.types.ts';

/** Welcome: log in or register, and pick a language. */
export function LoginStartScreen({
  title,
  logoSrc,
  loginHref,
  registerHref,
  locale,
  onLocaleChange,
}: LoginStartScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <main className={[styles.body, styles.centred].join(' ')}>
        <Brand title={title} logoSrc={logoSrc} />
        <p className={styles.footnote}>{intl.formatMessage(loginStartScreenMessages.tagline)}</p>
        <div className={styles.actions}>
          <a className={buttonStyles({ variant: 'primary', fullWidth: true })} href={loginHref}>
            {intl.formatMessage(loginStartScreenMessages.login)}
          </a>
          <a className={buttonStyles({ variant: 'secondary', fullWidth: true })} href={registerHref}>
            {intl.formatMessage(loginStartScreenMessages.register)}
          </a>
        </div>
        <LanguageSwitch value={locale} onValueChange={onLocaleChange} />
      </main>
    </div>
  );
}
