import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';
import { createIntl } from 'react-intl';

// The journeys find controls by the words a user sees: every message of the ui and the app, per language.

export type Locale = 'jp' | 'cn' | 'us';

export const catalogues: Record<Locale, Record<string, string>> = {
  jp: { ...uiJp, ...appJp },
  cn: { ...uiCn, ...appCn },
  us: { ...uiUs, ...appUs },
};

const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

/** An argument that chooses its words by a value: `{count, plural, …}`, `{kind, select, …}`. */
const choosing = /\{\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,/;

/**
 * A language's messages by id, with `{name}` (or `{name, number}`) filled in; a missing id fails the journey. A
 * message that chooses its words by a value (a plural) is formatted as the app formats it (react-intl, the
 * language's plural rules and digits); `values` must then hold every argument.
 */
export function texts(locale: Locale) {
  const intl = createIntl({ locale: bcp47[locale], messages: catalogues[locale] });
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = catalogues[locale][id];
    if (!message) throw new Error(`No ${locale} message ${id}`);
    if (choosing.test(message)) return intl.formatMessage({ id }, values);
    return message.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
