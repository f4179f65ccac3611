export { ReferralScreen } from './ReferralScreen.tsx';
export type {
  AgentStatus,
  InviteeView,
  RebateView,
  ReferralScreenProps,
  ReferralSummaryView,
  ReferralTab,
} from './ReferralScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { referralScreenMessages } from './ReferralScreen.messages.ts';
