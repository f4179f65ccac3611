import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { isLocale, localeNames, locales } from '../../../intl/locales.ts';
import { priceColourPreferences, type PriceColourPreference } from '../../../tokens/index.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from '../shared/mine.css.ts';
import { languageScreenMessages as m } from './LanguageScreen.messages.ts';
import type { LanguageScreenProps } from './LanguageScreen.types.ts';

const langTags = { jp: 'ja', cn: 'zh-CN', us: 'en' } as const;

const preferenceLabels = {
  market: m.priceColoursMarket,
  'red-up': m.priceColoursRedUp,
  'green-up': m.priceColoursGreenUp,
} as const;

const isPreference = (value: string): value is PriceColourPreference =>
  (priceColourPreferences as readonly string[]).includes(value);

/**
 * Pick jp, cn or us (saving stores the choice and reloads the app in it), and how price moves are coloured (applies
 * at once).
 */
export function LanguageScreen({
  shell,
  current,
  value,
  onValueChange,
  onSave,
  saving,
  formError,
  priceColours,
  onPriceColoursChange,
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
      <section className={`${styles.card} ${styles.form}`} aria-label={intl.formatMessage(m.priceColours)}>
        <p className={styles.paragraph}>{intl.formatMessage(m.priceColoursIntro)}</p>
        <RadioGroup
          label={intl.formatMessage(m.priceColours)}
          value={priceColours}
          onValueChange={(next) => {
            if (isPreference(next)) onPriceColoursChange(next);
          }}
          options={priceColourPreferences.map((preference) => ({
            value: preference,
            label: intl.formatMessage(preferenceLabels[preference]),
            description: preference === 'market' ? intl.formatMessage(m.priceColoursMarketHint) : undefined,
          }))}
        />
      </section>
    </AppShell>
  );
}
