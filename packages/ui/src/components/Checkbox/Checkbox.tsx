import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** May contain a link (for example to the user agreement); the link stays its own click target. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  errorMessage?: ReactNode;
};

/** A native checkbox (so react-hook-form's `register()` reads `checked`), styled with theme tokens. */
export function Checkbox({
  label,
  invalid = false,
  errorMessage,
  id: idProp,
  className,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasError = Boolean(errorMessage);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            id={id}
            type="checkbox"
            className={styles.input}
            aria-invalid={invalid || hasError || undefined}
            aria-describedby={describedBy(id, false, hasError, ariaDescribedBy)}
            {...inputProps}
          />
          <span className={styles.check}>
            <Icon name="check" small />
          </span>
        </span>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages id={id} errorMessage={errorMessage} />
    </div>
  );
}
