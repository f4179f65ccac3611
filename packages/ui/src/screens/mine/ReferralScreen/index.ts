export { ReferralScreen } from './ReferralScreen.tsx';
export type {
  AgentStatus,
  InviteeView,
  RebateView,
  ReferralScreenProps,
  ReferralSummaryView,
  ReferralTab,
} from './ReferralScreen.types.ts';
