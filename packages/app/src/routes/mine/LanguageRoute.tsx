import { useState } from 'react';
import { LanguageScreen, type Locale, languageScreenMessages } from '@kabuto/ui';
import { changeLocale, describeError } from '../../app/intl.ts';
import { usePriceColourPreference } from '../../app/market.ts';
import { useSetLanguage } from './mine.queries.ts';
import { useMineRoute } from './useMine.ts';

/**
 * /mine/language: the price-colour rule applies at once (this device only). The language: stores the choice on the server (for the messages it sends) and in local storage, then reloads so
 * every catalogue and format starts fresh in the new language.
 */
export function Component() {
  const { locale, shell } = useMineRoute(languageScreenMessages.title);
  const [value, setValue] = useState<Locale>(locale);
  const setLanguage = useSetLanguage();
  const [priceColours, setPriceColours] = usePriceColourPreference();
  return (
    <LanguageScreen
      shell={shell}
      current={locale}
      value={value}
      onValueChange={setValue}
      saving={setLanguage.isPending || setLanguage.isSuccess}
      formError={setLanguage.isError ? describeError(setLanguage.error) : undefined}
      priceColours={priceColours}
      onPriceColoursChange={setPriceColours}
      onSave={() => {
        if (setLanguage.isPending) return;
        setLanguage.mutate(value, { onSuccess: () => changeLocale(value) });
      }}
    />
  );
}
