import type { Locale } from '../../intl/locales.ts';

export interface LoginStartScreenProps {
  title: string;
  logoSrc?: string;
  loginHref: string;
  registerHref: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}
