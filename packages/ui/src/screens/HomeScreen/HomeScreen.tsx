import { useIntl } from 'react-intl';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { AssetPanel } from '../../components/AssetPanel/AssetPanel.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { IndexStrip } from '../markets/shared/Indices.tsx';
import { LiveQuoteList } from '../markets/shared/LiveQuoteList.tsx';
import { MarketClockLine } from '../markets/shared/MarketClockLine.tsx';
import { MarketSwitch } from '../markets/shared/MarketSwitch.tsx';
import { Section } from '../markets/shared/Section.tsx';
import * as shared from '../markets/shared/markets.css.ts';
import { marketsCommonMessages as common } from '../markets/shared/markets.messages.ts';
import * as styles from './HomeScreen.css.ts';
import { homeScreenMessages as m } from './HomeScreen.messages.ts';
import { rankingKinds, type HomeScreenProps, type RankingKind } from './HomeScreen.types.ts';

/**
 * Home: the asset summary, then the chosen market live — its clock, indices, stocks and rankings (gainers, losers,
 * volume, turnover). Each list has its own loading, empty and error state; prices tick in place.
 */
export function HomeScreen({
  status,
  assets,
  onRetry,
  shell,
  market,
  onMarketChange,
  clock,
  indices,
  stocks,
  ranking,
  rankingKind,
  onRankingKindChange,
  getQuoteHref,
  getIndexHref,
  moreStockHref,
  moreIndexHref,
}: HomeScreenProps) {
  const intl = useIntl();
  const marketName = intl.formatMessage(common[market]);
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        {status === 'error' ? (
          <ErrorState onRetry={onRetry} />
        ) : status === 'ready' && assets ? (
          <AssetPanel status="ready" assets={assets} />
        ) : (
          <AssetPanel status="loading" />
        )}
        <div className={shared.toolbar}>
          <MarketSwitch value={market} onValueChange={onMarketChange} />
        </div>
        {clock ? <MarketClockLine clock={clock} market={market} /> : null}
        <Section title={intl.formatMessage(common.indices)} moreHref={moreIndexHref}>
          <IndexStrip section={indices} getHref={getIndexHref} />
        </Section>
        <Section title={intl.formatMessage(common.stocks)} moreHref={moreStockHref}>
          <LiveQuoteList
            section={stocks}
            getHref={getQuoteHref}
            label={intl.formatMessage(m.stockList, { market: marketName })}
            skeletonRows={5}
          />
        </Section>
        <Section title={intl.formatMessage(m.rankings)}>
          <SegmentedControl<RankingKind>
            label={intl.formatMessage(m.rankingKinds)}
            hideLabel
            value={rankingKind}
            onValueChange={onRankingKindChange}
            options={rankingKinds.map((kind) => ({ value: kind, label: intl.formatMessage(m[kind]) }))}
          />
          <div className={styles.rankingList}>
            <LiveQuoteList
              section={ranking}
              getHref={getQuoteHref}
              label={intl.formatMessage(m[rankingKind])}
              skeletonRows={5}
            />
          </div>
        </Section>
      </div>
    </AppShell>
  );
}
