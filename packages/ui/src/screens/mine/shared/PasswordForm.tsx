import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import type { FieldBinding } from '../../FieldBinding.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from './mine.css.ts';

export interface PasswordFormField {
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  binding: FieldBinding;
}

/** Three password fields (current, new, confirm), the server's refusal on top and a pending submit. */
export function PasswordForm({
  intro,
  fields,
  submitLabel,
  onSubmit,
  submitting,
  formError,
  footer,
}: {
  intro: ReactNode;
  fields: readonly PasswordFormField[];
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError?: string;
  footer?: ReactNode;
}) {
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
    >
      <p className={styles.notice}>
        <Icon name="alert" small />
        <span>{intro}</span>
      </p>
      {formError ? <FormError>{formError}</FormError> : null}
      {fields.map((field) => (
        <PasswordField
          key={field.binding.name}
          label={field.label}
          hint={field.hint}
          autoComplete={field.autoComplete}
          {...field.binding}
        />
      ))}
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}

/** The finished state of a password form: what happened and the one next step. */
export function PasswordDone({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="password-done">
      <div className={styles.success} role="status">
        <Icon name="check" small />
        <div className={styles.column}>
          <h2 id="password-done" className={styles.cardTitle}>
            {title}
          </h2>
          <p className={styles.paragraph}>{text}</p>
        </div>
      </div>
      {action}
    </section>
  );
}
