import { useId } from 'react';
import { useIntl } from 'react-intl';
import { localeNames, locales, type Locale } from '../../intl/locales.ts';
import * as styles from './LanguageSwitch.css.ts';
import { languageSwitchMessages } from './LanguageSwitch.messages.ts';

export interface LanguageSwitchProps {
  value: Locale;
  onValueChange: (locale: Locale) => void;
}

/** A radio group of the three languages, each named in its own language. */
export function LanguageSwitch({ value, onValueChange }: LanguageSwitchProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(languageSwitchMessages.label)}</legend>
      <div className={styles.options}>
        {locales.map((locale) => (
          <label
            key={locale}
            className={styles.option}
            lang={locale === 'jp' ? 'ja' : locale === 'cn' ? 'zh-CN' : 'en'}
          >
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={locale}
              checked={value === locale}
              onChange={() => onValueChange(locale)}
            />
            {localeNames[locale]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
