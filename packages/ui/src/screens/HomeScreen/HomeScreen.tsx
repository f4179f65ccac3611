import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { AssetPanel } from '../../components/AssetPanel/AssetPanel.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import type { HomeScreenProps } from './HomeScreen.types.ts';

/** Home: the asset summary inside the app shell (stocks, indices and rankings come in a later slice). */
export function HomeScreen({ status, assets, onRetry, shell }: HomeScreenProps) {
  return (
    <AppShell {...shell}>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'ready' && assets ? (
        <AssetPanel status="ready" assets={assets} />
      ) : (
        <AssetPanel status="loading" />
      )}
    </AppShell>
  );
}
