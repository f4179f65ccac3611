import type { AppShellProps } from '../../components/AppShell/AppShell.tsx';
import type { AssetSummary } from '../../components/AssetPanel/AssetPanel.tsx';

export type HomeScreenStatus = 'loading' | 'error' | 'ready';

export interface HomeScreenProps {
  status: HomeScreenStatus;
  /** Required when `status` is 'ready'. */
  assets?: AssetSummary;
  onRetry: () => void;
  /** The shell around the screen (header, top bar, bottom menu, account panel). */
  shell: Omit<AppShellProps, 'children'>;
}
