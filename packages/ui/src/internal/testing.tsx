import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { KabutoProvider } from '../intl/KabutoProvider.tsx';
import type { Locale } from '../intl/locales.ts';
import cn from '../intl/messages/cn.ts';
import jp from '../intl/messages/jp.ts';
import us from '../intl/messages/us.ts';
import type { PriceColours, ThemeName } from '../tokens/index.ts';

const catalogues = { jp, cn, us } satisfies Record<Locale, Record<string, string>>;

/** Renders inside KabutoProvider with strict messages: a missing message fails the test. */
export function renderWithKabuto(
  ui: ReactNode,
  options: { locale?: Locale; theme?: ThemeName; priceColours?: PriceColours } = {},
) {
  const locale = options.locale ?? 'jp';
  return render(
    <KabutoProvider
      locale={locale}
      messages={catalogues[locale]}
      theme={options.theme ?? 'light'}
      priceColours={options.priceColours ?? 'red-up'}
      strictMessages
    >
      {ui}
    </KabutoProvider>,
  );
}
