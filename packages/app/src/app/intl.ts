import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import { bcp47, defaultLocale, isLocale, loadUiMessages, type Locale } from '@kabuto/ui';
import { readItem, storageKeys, writeItem } from './storage.ts';

const appCatalogues: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  jp: () => import('../messages/jp.ts'),
  cn: () => import('../messages/cn.ts'),
  us: () => import('../messages/us.ts'),
};

export function readLocale(): Locale {
  const stored = readItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

/** The seed stores the choice and reloads, so every catalogue and format starts fresh in the new language. */
export function changeLocale(locale: Locale): void {
  writeItem(storageKeys.language, locale);
  window.location.reload();
}

/** Loads only the chosen locale's catalogues: the design system's and the app's. */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  const [ui, app] = await Promise.all([loadUiMessages(locale), appCatalogues[locale]()]);
  return { ...ui, ...app.default };
}

let intl: IntlShape | null = null;

/** For code outside React (the 401 rule, query error toasts). */
export function setAppIntl(locale: Locale, messages: Record<string, string>): void {
  intl = createIntl({ locale: bcp47[locale], messages }, createIntlCache());
}

/** A refusal in the user's language: the server's code through `error.<code>`; an unknown code as given. */
export function describeError(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network_error';
  const id = `error.${code}`;
  if (intl && Object.prototype.hasOwnProperty.call(intl.messages, id)) {
    return intl.formatMessage({ id });
  }
  return code;
}
