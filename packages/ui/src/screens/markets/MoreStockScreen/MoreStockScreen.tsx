import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { LiveQuoteList } from '../shared/LiveQuoteList.tsx';
import { MarketSwitch } from '../shared/MarketSwitch.tsx';
import * as shared from '../shared/markets.css.ts';
import { marketsCommonMessages as common } from '../shared/markets.messages.ts';
import { moreStockScreenMessages as m } from './MoreStockScreen.messages.ts';
import { stockSorts, type MoreStockScreenProps, type StockSort } from './MoreStockScreen.types.ts';

/** Every stock of a market, sorted by code, change or turnover; a virtualized live list of hundreds of rows. */
export function MoreStockScreen({
  shell,
  market,
  onMarketChange,
  sort,
  onSortChange,
  stocks,
  total,
  getQuoteHref,
}: MoreStockScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <MarketSwitch value={market} onValueChange={onMarketChange} />
        <div className={shared.toolbar}>
          <SegmentedControl<StockSort>
            label={intl.formatMessage(m.sort)}
            hideLabel
            value={sort}
            onValueChange={onSortChange}
            options={stockSorts.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
          />
          {total !== undefined && stocks.status === 'ready' ? (
            <span className={shared.muted}>{intl.formatMessage(m.total, { count: total })}</span>
          ) : null}
        </div>
        <LiveQuoteList
          section={stocks}
          getHref={getQuoteHref}
          label={intl.formatMessage(m.list, { market: intl.formatMessage(common[market]) })}
          skeletonRows={8}
        />
      </div>
    </AppShell>
  );
}
