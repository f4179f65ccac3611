import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import {
  bcp47,
  defaultLocale,
  isLocale,
  loadUiAreaMessages,
  loadUiMessages,
  type Locale,
  type MessageArea,
} from '@kabuto/ui';
import { readItem, storageKeys, writeItem } from './storage.ts';

type Catalogue = Record<string, string>;

// The app's own strings: a core loaded at start, and one catalogue per area and locale loaded with its routes.
const appCore: Record<Locale, () => Promise<Catalogue>> = {
  jp: async () => (await import('../messages/core.jp.ts')).coreJp,
  cn: async () => (await import('../messages/core.cn.ts')).coreCn,
  us: async () => (await import('../messages/core.us.ts')).coreUs,
};
const appAreas: Record<Locale, Record<MessageArea, () => Promise<Catalogue>>> = {
  jp: {
    mine: async () => (await import('../messages/mine.jp.ts')).mineJp,
    admin: async () => (await import('../messages/admin.jp.ts')).adminJp,
    markets: async () => (await import('../messages/markets.jp.ts')).marketsJp,
    news: async () => (await import('../messages/news.jp.ts')).newsJp,
    trade: async () => (await import('../messages/trade.jp.ts')).tradeJp,
    funding: async () => (await import('../messages/funding.jp.ts')).fundingJp,
    security: async () => (await import('../messages/security.jp.ts')).securityJp,
    offerings: async () => (await import('../messages/offerings.jp.ts')).offeringsJp,
    follow: async () => (await import('../messages/follow.jp.ts')).followJp,
    daytrade: async () => (await import('../messages/daytrade.jp.ts')).daytradeJp,
    loan: async () => (await import('../messages/loan.jp.ts')).loanJp,
    exchange: async () => (await import('../messages/exchange.jp.ts')).exchangeJp,
  },
  cn: {
    mine: async () => (await import('../messages/mine.cn.ts')).mineCn,
    admin: async () => (await import('../messages/admin.cn.ts')).adminCn,
    markets: async () => (await import('../messages/markets.cn.ts')).marketsCn,
    news: async () => (await import('../messages/news.cn.ts')).newsCn,
    trade: async () => (await import('../messages/trade.cn.ts')).tradeCn,
    funding: async () => (await import('../messages/funding.cn.ts')).fundingCn,
    security: async () => (await import('../messages/security.cn.ts')).securityCn,
    offerings: async () => (await import('../messages/offerings.cn.ts')).offeringsCn,
    follow: async () => (await import('../messages/follow.cn.ts')).followCn,
    daytrade: async () => (await import('../messages/daytrade.cn.ts')).daytradeCn,
    loan: async () => (await import('../messages/loan.cn.ts')).loanCn,
    exchange: async () => (await import('../messages/exchange.cn.ts')).exchangeCn,
  },
  us: {
    mine: async () => (await import('../messages/mine.us.ts')).mineUs,
    admin: async () => (await import('../messages/admin.us.ts')).adminUs,
    markets: async () => (await import('../messages/markets.us.ts')).marketsUs,
    news: async () => (await import('../messages/news.us.ts')).newsUs,
    trade: async () => (await import('../messages/trade.us.ts')).tradeUs,
    funding: async () => (await import('../messages/funding.us.ts')).fundingUs,
    security: async () => (await import('../messages/security.us.ts')).securityUs,
    offerings: async () => (await import('../messages/offerings.us.ts')).offeringsUs,
    follow: async () => (await import('../messages/follow.us.ts')).followUs,
    daytrade: async () => (await import('../messages/daytrade.us.ts')).daytradeUs,
    loan: async () => (await import('../messages/loan.us.ts')).loanUs,
    exchange: async () => (await import('../messages/exchange.us.ts')).exchangeUs,
  },
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

/** Loads the chosen locale's core catalogues: the design system's and the app's. */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const [ui, app] = await Promise.all([loadUiMessages(locale), appCore[locale]()]);
  return { ...ui, ...app };
}

/**
 * Loads ICU's locale tables ahead of the first formatter, in tasks of their own: the first `supportedLocalesOf` (which
 * createIntl calls) builds the list of every locale ICU knows, about 70 ms on a slow phone for numbers alone, and
 * otherwise lands in the same task as the provider's set-up. Start-up runs this while its first requests are out.
 */
export async function warmIntl(locale: Locale): Promise<void> {
  const tag = bcp47[locale];
  const services: ((tag: string) => unknown)[] = [
    (locales) => Intl.NumberFormat.supportedLocalesOf(locales),
    (locales) => Intl.DateTimeFormat.supportedLocalesOf(locales),
    (locales) => Intl.PluralRules.supportedLocalesOf(locales),
  ];
  for (const supportedLocalesOf of services) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    supportedLocalesOf(tag);
  }
}

// The catalogue the provider shows: the core, then each area as its first route loads. A new object each time an
// area arrives, so the provider formats with it.
let currentLocale: Locale = defaultLocale;
let messages: Catalogue = {};
const loadedAreas = new Map<MessageArea, Promise<void>>();
const listeners = new Set<() => void>();

let intl: IntlShape | null = null;

/** Sets the locale and its core catalogue, for React (useMessages) and for code outside it (describeError). */
export function setAppIntl(locale: Locale, core: Catalogue): void {
  currentLocale = locale;
  messages = core;
  loadedAreas.clear();
  intl = createIntl({ locale: bcp47[locale], messages }, createIntlCache());
  for (const listener of listeners) listener();
}

function addMessages(more: Catalogue): void {
  messages = { ...messages, ...more };
  intl = createIntl({ locale: bcp47[currentLocale], messages }, createIntlCache());
  for (const listener of listeners) listener();
}

/** Loads an area's catalogues (the design system's and the app's) once; resolves when they are in. */
export function ensureAreaMessages(area: MessageArea): Promise<void> {
  let loading = loadedAreas.get(area);
  if (!loading) {
    const locale = currentLocale;
    loading = Promise.all([loadUiAreaMessages(locale, area), appAreas[locale][area]()]).then(
      ([ui, app]) => {
        if (locale === currentLocale) addMessages({ ...ui, ...app });
      },
      (error: unknown) => {
        // A failed chunk may load on the next visit; the route's own error screen reports this one.
        loadedAreas.delete(area);
        throw error;
      },
    );
    loadedAreas.set(area, loading);
  }
  return loading;
}

/**
 * A route's lazy loader that fetches its screen's chunk and its areas' messages side by side, so the screen never
 * renders before its text is in (no flash of Japanese, no missing message).
 */
export function withMessages<T>(areas: readonly MessageArea[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), ...areas.map(ensureAreaMessages)]);
    return module;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => messages;

/** The current catalogue, for the provider: it re-renders when an area's messages arrive. */
export function useMessages(): Catalogue {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * A screen's title: the design system's descriptor (its Japanese travels with the screen; an area catalogue only
 * translates it), or the id of one of the app's own messages (whose catalogues load in every language).
 */
export type ScreenTitle = MessageDescriptor | `app.${string}`;

export function formatTitle(intl: IntlShape, title: ScreenTitle): string {
  return intl.formatMessage(typeof title === 'string' ? { id: title } : title);
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
