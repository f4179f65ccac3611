import type { MineShell, MineStatus } from '../shared/MineFrame.tsx';

export interface SupportView {
  /** The customer-service link from config; absent when none is configured. */
  kefuHref?: string;
  /** When support answers, in the user's language. */
  hours: string;
  /** The anti-scam promises, in order, in the user's language. */
  notices: readonly string[];
}

export interface SupportScreenProps {
  shell: MineShell;
  status: MineStatus;
  onRetry: () => void;
  support?: SupportView;
}
