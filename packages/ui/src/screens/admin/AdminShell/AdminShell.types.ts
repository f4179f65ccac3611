import type { ReactNode } from 'react';
import type { AdminSectionKey } from '../adminTerms.ts';

export interface AdminShellSection {
  key: AdminSectionKey;
  href: string;
}

export interface AdminShellOperator {
  account: string;
  displayName: string;
}

export interface AdminShellProps {
  /** The site title from config. */
  title: string;
  /** Only the sections that exist; a section not built yet is left out, never a dead link. */
  sections: readonly AdminShellSection[];
  active?: AdminSectionKey;
  operator: AdminShellOperator;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Shows the simulated-market marker (on by default: the reference server is a simulator). */
  simulator?: boolean;
  children: ReactNode;
}
