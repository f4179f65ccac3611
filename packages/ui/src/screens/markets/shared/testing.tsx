import type { ReactNode } from 'react';
import { KabutoProvider } from '../../../intl/KabutoProvider.tsx';
import jp from '../../../intl/messages/jp.ts';
import { renderWithKabuto } from '../../../internal/testing.tsx';

/** renderWithKabuto (jp, strict messages) whose `rerender` keeps the provider around the new element. */
export async function renderMarkets(ui: ReactNode): Promise<{ rerender: (next: ReactNode) => unknown }> {
  const screen = await renderWithKabuto(ui);
  const wrap = (next: ReactNode) => (
    <KabutoProvider locale="jp" messages={jp} strictMessages>
      {next}
    </KabutoProvider>
  );
  return { rerender: (next: ReactNode) => screen.rerender(wrap(next)) };
}
