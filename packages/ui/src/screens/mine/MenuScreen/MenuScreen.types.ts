import type { MineShell } from '../shared/MineFrame.tsx';

/** Every account page the menu links to, grouped as the menu shows them. */
export const menuGroups = {
  funds: ['deposit', 'withdraw', 'exchange', 'transactionRecords', 'loan', 'bank'],
  investing: ['follow', 'followOrders', 'ipos', 'ipoRecords', 'distributions', 'distributionApplications'],
  account: ['myPage', 'verified', 'loginPassword', 'fundPassword', 'language'],
  rewards: ['messages', 'checkin', 'referral'],
  help: ['support', 'about', 'privacy', 'protocol'],
} as const;
export type MenuGroup = keyof typeof menuGroups;
export type MenuLinkKey = (typeof menuGroups)[MenuGroup][number];

export interface MenuScreenProps {
  shell: MineShell;
  /** The signed-in account number. */
  account: string;
  /** Unread messages, shown on the messages link. */
  unreadCount?: number;
  hrefs: Record<MenuLinkKey, string>;
  /** /mine/security (issue 19): shown last in the account group when given. */
  securityHref?: string;
  /** /home/withinDays (one-day margin, issue 15): shown last in the investing group when given. */
  withinDaysHref?: string;
  onLogout: () => void;
  loggingOut?: boolean;
}
