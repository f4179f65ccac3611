import type { Locale } from '../../../intl/locales.ts';
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
}
