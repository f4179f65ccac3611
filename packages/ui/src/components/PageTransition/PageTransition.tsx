import type { ReactNode } from 'react';
import { page } from './PageTransition.css.ts';

export interface PageTransitionProps {
  children: ReactNode;
}

/**
 * Fades a route in. Give it a `key` per route so each navigation plays the fade once; with reduced motion it
 * simply appears.
 */
export function PageTransition({ children }: PageTransitionProps) {
  return (
    <div className={page} data-testid="page-transition">
      {children}
    </div>
  );
}
