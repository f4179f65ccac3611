import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { IndexList } from '../shared/Indices.tsx';
import { MarketClockLine } from '../shared/MarketClockLine.tsx';
import { MarketSwitch } from '../shared/MarketSwitch.tsx';
import * as shared from '../shared/markets.css.ts';
import type { MoreIndexScreenProps } from './MoreIndexScreen.types.ts';

/** Every index of a market (/quotes/moreZhishu), live, with the market's clock. */
export function MoreIndexScreen({ shell, market, onMarketChange, clock, indices, getIndexHref }: MoreIndexScreenProps) {
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <MarketSwitch value={market} onValueChange={onMarketChange} />
        {clock ? <MarketClockLine clock={clock} market={market} /> : null}
        <IndexList section={indices} getHref={getIndexHref} />
      </div>
    </AppShell>
  );
}
