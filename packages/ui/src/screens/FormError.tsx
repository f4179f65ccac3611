import type { ReactNode } from 'react';
import { Icon } from '../primitives/Icon/Icon.tsx';
import * as styles from './screen.css.ts';

/** A refusal or failure at the top of a form, announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className={styles.formError} role="alert">
      <Icon name="alert" small />
      {children}
    </p>
  );
}
