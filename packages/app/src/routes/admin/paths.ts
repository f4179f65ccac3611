import type { AdminSectionKey } from '@kabuto/ui/console';

// The operator console's routes (/admin/*). Screens get hrefs from here, never hand-written strings.
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  users: '/admin/users',
  user: '/admin/users/:account',
  identity: '/admin/reviews/identity',
  deposits: '/admin/reviews/deposits',
  withdrawals: '/admin/reviews/withdrawals',
  adjustments: '/admin/adjustments',
  factorResets: '/admin/security/resets',
  agents: '/admin/reviews/agents',
  messages: '/admin/messages',
  news: '/admin/news',
  config: '/admin/config',
  audit: '/admin/audit',
  ipos: '/admin/offerings/ipos',
  distributions: '/admin/offerings/distributions',
  blockApplications: '/admin/reviews/blockApplications',
  dayTrade: '/admin/dayTrade',
  loan: '/admin/loan',
  followProducts: '/admin/follow/products',
} as const;

/**
 * The console's navigation, in order. A section appears here only once its screen exists; later issues add their
 * review queues (deposits, withdrawals, identity, loans, IPO…) with a key in the ui's `adminSectionKeys`.
 */
export const adminSections: readonly { key: AdminSectionKey; path: string }[] = [
  { key: 'users', path: adminPaths.users },
  { key: 'identity', path: adminPaths.identity },
  { key: 'deposits', path: adminPaths.deposits },
  { key: 'withdrawals', path: adminPaths.withdrawals },
  { key: 'adjustments', path: adminPaths.adjustments },
  { key: 'factorResets', path: adminPaths.factorResets },
  { key: 'agents', path: adminPaths.agents },
  { key: 'ipos', path: adminPaths.ipos },
  { key: 'distributions', path: adminPaths.distributions },
  { key: 'blockApplications', path: adminPaths.blockApplications },
  { key: 'dayTrade', path: adminPaths.dayTrade },
  { key: 'loan', path: adminPaths.loan },
  { key: 'followProducts', path: adminPaths.followProducts },
  { key: 'messages', path: adminPaths.messages },
  { key: 'news', path: adminPaths.news },
  { key: 'config', path: adminPaths.config },
  { key: 'audit', path: adminPaths.audit },
];

/** The section a console path belongs to (a user's detail belongs to users). */
export function sectionOf(pathname: string): AdminSectionKey | undefined {
  return adminSections.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))?.key;
}

/** An href for an anchor under hash routing, with an optional query. */
export function adminHref(path: string, query?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value) search.set(name, value);
  const text = search.toString();
  return `#${path}${text ? `?${text}` : ''}`;
}

export function userPath(account: string): string {
  return adminPaths.user.replace(':account', encodeURIComponent(account));
}

export function userHref(account: string): string {
  return `#${userPath(account)}`;
}
