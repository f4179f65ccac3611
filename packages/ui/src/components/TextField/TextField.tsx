import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from '../../internal/field.css.ts';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  /** Accepts react-hook-form's `register()` ref (a callback ref) or any other ref. */
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Already translated; shown under the field and linked with aria-describedby. */
  errorMessage?: ReactNode;
  hint?: ReactNode;
  /** A control after the input inside the same frame (PasswordField's show/hide toggle). */
  endAdornment?: ReactNode;
};

/**
 * A labelled text input. Spread react-hook-form's `register(name)` straight onto it, plus `invalid` and
 * `errorMessage`.
 */
export function TextField({
  label,
  invalid = false,
  errorMessage,
  hint,
  endAdornment,
  id: idProp,
  className,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasError = Boolean(errorMessage);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={invalid || hasError}>
        <input
          id={id}
          type={type}
          className={styles.input}
          aria-invalid={invalid || hasError || undefined}
          aria-describedby={describedBy(id, Boolean(hint), hasError, ariaDescribedBy)}
          {...inputProps}
        />
        {endAdornment}
      </div>
      <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
    </div>
  );
}
