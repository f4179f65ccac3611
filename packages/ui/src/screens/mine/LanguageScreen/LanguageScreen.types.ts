import type { Locale } from '../../../intl/locales.ts';
import type { PriceColourPreference } from '../../../tokens/index.ts';
import type { MineShell } from '../shared/MineFrame.tsx';

export interface LanguageScreenProps {
  shell: MineShell;
  /** The language in use. */
  current: Locale;
  /** The language picked on this screen (controlled). */
  value: Locale;
  onValueChange: (locale: Locale) => void;
  /** Stores the choice; the app then reloads in the new language. */
  onSave: () => void;
  saving: boolean;
  /** A translated refusal, if storing it on the server failed. */
  formError?: string;
  /** How rises and falls are coloured: the market's own convention (default) or one for every market. */
  priceColours: PriceColourPreference;
  /** Applies at once, on this device; no reload. */
  onPriceColoursChange: (preference: PriceColourPreference) => void;
}
