import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { isLocale, localeNames, locales } from '../../../intl/locales.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from '../shared/mine.css.ts';
import { languageScreenMessages as m } from './LanguageScreen.messages.ts';
import type { LanguageScreenProps } from './LanguageScreen.types.ts';

const langTags = { jp: 'ja', cn: 'zh-CN', us: 'en' } as const;

/** Pick jp, cn or us; saving stores the choice and reloads the app in it. */
export function LanguageScreen({
  shell,
  current,
  value,
  onValueChange,
  onSave,
  saving,
  formError,
}: LanguageScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <form
        className={`${styles.card} ${styles.form}`}
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave();
        }}
      >
        <p className={styles.paragraph}>{intl.formatMessage(m.intro)}</p>
        {formError ? <FormError>{formError}</FormError> : null}
        <RadioGroup
          label={intl.formatMessage(m.title)}
          value={value}
          onValueChange={(next) => {
            if (isLocale(next)) onValueChange(next);
          }}
          options={locales.map((locale) => ({
            value: locale,
            label: <span lang={langTags[locale]}>{localeNames[locale]}</span>,
            description: locale === current ? intl.formatMessage(m.current) : undefined,
          }))}
        />
        <Button type="submit" fullWidth loading={saving} disabled={value === current}>
          {intl.formatMessage(m.save)}
        </Button>
      </form>
    </AppShell>
  );
}
