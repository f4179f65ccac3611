import type { MessageArea, UiMessageArea } from './areas.ts';
import type { Locale } from './locales.ts';

export type MessageCatalogue = Record<string, string>;
export type { MessageArea, UiMessageArea };

/**
 * The core catalogue of one locale (chrome, components, sign-in, error codes), loaded once at start. Each locale is
 * its own chunk.
 */
export async function loadUiMessages(locale: Locale): Promise<MessageCatalogue> {
  switch (locale) {
    case 'jp':
      return (await import('./messages/core.jp.ts')).default;
    case 'cn':
      return (await import('./messages/core.cn.ts')).coreCn;
    case 'us':
      return (await import('./messages/core.us.ts')).coreUs;
  }
}

type AreaLoader = () => Promise<MessageCatalogue>;

// One chunk per area and locale, fetched with the area's routes. Japanese needs none: its text is the descriptors'
// default messages, which travel with the screens that use them.
const areaCatalogues: Record<Exclude<Locale, 'jp'>, Record<UiMessageArea, AreaLoader>> = {
  cn: {
    mine: async () => (await import('./messages/mine.cn.ts')).mineCn,
    admin: async () => (await import('./messages/admin.cn.ts')).adminCn,
    markets: async () => (await import('./messages/markets.cn.ts')).marketsCn,
    news: async () => (await import('./messages/news.cn.ts')).newsCn,
    trade: async () => (await import('./messages/trade.cn.ts')).tradeCn,
    funding: async () => (await import('./messages/funding.cn.ts')).fundingCn,
    security: async () => (await import('./messages/security.cn.ts')).securityCn,
    offerings: async () => (await import('./messages/offerings.cn.ts')).offeringsCn,
    follow: async () => (await import('./messages/follow.cn.ts')).followCn,
    daytrade: async () => (await import('./messages/daytrade.cn.ts')).daytradeCn,
    loan: async () => (await import('./messages/loan.cn.ts')).loanCn,
    exchange: async () => (await import('./messages/exchange.cn.ts')).exchangeCn,
  },
  us: {
    mine: async () => (await import('./messages/mine.us.ts')).mineUs,
    admin: async () => (await import('./messages/admin.us.ts')).adminUs,
    markets: async () => (await import('./messages/markets.us.ts')).marketsUs,
    news: async () => (await import('./messages/news.us.ts')).newsUs,
    trade: async () => (await import('./messages/trade.us.ts')).tradeUs,
    funding: async () => (await import('./messages/funding.us.ts')).fundingUs,
    security: async () => (await import('./messages/security.us.ts')).securityUs,
    offerings: async () => (await import('./messages/offerings.us.ts')).offeringsUs,
    follow: async () => (await import('./messages/follow.us.ts')).followUs,
    daytrade: async () => (await import('./messages/daytrade.us.ts')).daytradeUs,
    loan: async () => (await import('./messages/loan.us.ts')).loanUs,
    exchange: async () => (await import('./messages/exchange.us.ts')).exchangeUs,
  },
};

/** One area's translations in one locale (empty in Japanese, whose defaults are in the code). */
export async function loadUiAreaMessages(locale: Locale, area: UiMessageArea): Promise<MessageCatalogue> {
  return locale === 'jp' ? {} : areaCatalogues[locale][area]();
}

/** Every message of the package in one locale: for Storybook and tests, which show any screen. */
export async function loadAllUiMessages(locale: Locale): Promise<MessageCatalogue> {
  switch (locale) {
    case 'jp':
      return (await import('./messages/jp.ts')).default;
    case 'cn':
      return (await import('./messages/cn.ts')).default;
    case 'us':
      return (await import('./messages/us.ts')).default;
  }
}
