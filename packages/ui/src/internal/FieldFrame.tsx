import type { ReactNode } from 'react';
import * as styles from './field.css.ts';
import { Icon } from '../primitives/Icon/Icon.tsx';

/** Ids of a field's parts, so the input can point at its hint and error with aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hasHint: boolean, hasError: boolean, extra?: string): string | undefined {
  const ids = fieldIds(id);
  const parts = [extra, hasHint ? ids.hint : undefined, hasError ? ids.error : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export function FieldMessages({ id, hint, errorMessage }: { id: string; hint?: ReactNode; errorMessage?: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <>
      {hint ? (
        <span id={ids.hint} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={ids.error} className={styles.error}>
          <Icon name="alert" small />
          {errorMessage}
        </span>
      ) : null}
    </>
  );
}
