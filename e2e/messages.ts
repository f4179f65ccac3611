import uiJp from '../packages/ui/src/intl/messages/jp.ts';
import uiCn from '../packages/ui/src/intl/messages/cn.ts';
import uiUs from '../packages/ui/src/intl/messages/us.ts';
import appJp from '../packages/app/src/messages/jp.ts';
import appCn from '../packages/app/src/messages/cn.ts';
import appUs from '../packages/app/src/messages/us.ts';

// The journeys find controls by the words a user sees: every message of the ui and the app, per language.

export type Locale = 'jp' | 'cn' | 'us';

export const catalogues: Record<Locale, Record<string, string>> = {
  jp: { ...uiJp, ...appJp },
  cn: { ...uiCn, ...appCn },
  us: { ...uiUs, ...appUs },
};

/** A language's messages by id, with `{name}` (or `{name, number}`) filled in; a missing id fails the journey. */
export function texts(locale: Locale) {
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = catalogues[locale][id];
    if (!message) throw new Error(`No ${locale} message ${id}`);
    return message.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
