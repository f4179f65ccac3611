import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import '../styles/global.css.ts';
import { darkTheme } from '../tokens/darkTheme.css.ts';
import { lightTheme } from '../tokens/lightTheme.css.ts';
import type { PriceColours, ThemeName } from '../tokens/index.ts';
import { bcp47, type Locale } from './locales.ts';

export interface KabutoProviderProps {
  locale: Locale;
  /** The locale's catalogue, from `loadUiMessages(locale)` merged with the app's own messages. */
  messages: Record<string, string>;
  theme?: ThemeName;
  /** `red-up` for the Japan and China markets, `green-up` for the US. */
  priceColours?: PriceColours;
  /** Throw on a missing message (tests and stories); production falls back to the Japanese default quietly. */
  strictMessages?: boolean;
  children: ReactNode;
}

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

/**
 * Intl plus the document-level theme. The theme class, price-colour convention and `lang` go on `<html>` so that
 * Radix portals (rendered under `<body>`) are themed too.
 */
export function KabutoProvider({
  locale,
  messages,
  theme = 'light',
  priceColours = 'red-up',
  strictMessages = false,
  children,
}: KabutoProviderProps) {
  const tag = bcp47[locale];

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.remove(lightTheme, darkTheme);
    html.classList.add(themeClass[theme]);
    html.dataset['priceColours'] = priceColours;
    html.lang = tag;
  }, [theme, priceColours, tag]);

  const onError: IntlConfig['onError'] = (error) => {
    if (strictMessages) throw error;
    if (import.meta.env.DEV) console.warn(error.message);
    // A screen showing Japanese in a Chinese or English app is a defect (its area's catalogue was not loaded): say so
    // in production too, in a form the end-to-end journeys fail on.
    else if (error.code === 'MISSING_TRANSLATION') console.warn(`[kabuto] missing message: ${error.message}`);
  };

  return (
    <IntlProvider locale={tag} defaultLocale="ja-JP" messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
