import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { TradeShell } from './types.ts';

/** The shell of a trading screen in stories and tests: the screen writes its own title. */
export function tradeShell(backHref: string): TradeShell {
  return { ...shellProps, header: { backHref }, bottomNav: { ...shellProps.bottomNav!, active: undefined } };
}
