// Public exports of the mine screens; re-exported from the package index.
export type { MineShell, MineStatus, PagedList } from './shared/MineFrame.tsx';
export * from './MenuScreen/index.ts';
export * from './MyPageScreen/index.ts';
export * from './LoginPasswordScreen/index.ts';
export * from './FundPasswordScreen/index.ts';
export * from './LanguageScreen/index.ts';
export * from './MessageListScreen/index.ts';
export * from './MessageDetailScreen/index.ts';
export * from './DocumentScreen/index.ts';
export * from './TransactionRecordsScreen/index.ts';
export * from './CheckinScreen/index.ts';
export * from './ReferralScreen/index.ts';
export * from './SupportScreen/index.ts';
