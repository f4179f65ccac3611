import { shellProps } from '../../components/AppShell/AppShell.fixtures.ts';
import { assetSummary } from '../../components/AssetPanel/AssetPanel.fixtures.ts';
import type { HomeScreenProps } from './HomeScreen.types.ts';

export const homeReadyProps: HomeScreenProps = {
  status: 'ready',
  assets: assetSummary,
  onRetry: () => undefined,
  shell: shellProps,
};
