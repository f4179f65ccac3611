import { useCallback, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../../internal/field.css.ts';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import * as styles from './SearchField.css.ts';
import { searchFieldMessages } from './SearchField.messages.ts';

export type SearchFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type' | 'value' | 'defaultValue' | 'onSubmit'
> & {
  /** Always the accessible name; visually hidden with `hideLabel` (the placeholder is not a label). */
  label: ReactNode;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Enter pressed: search for the current text. */
  onSubmit?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  hint?: ReactNode;
};

/** A search input with a leading icon and a clear button; Enter calls `onSubmit`, Escape clears. */
export function SearchField({
  label,
  hideLabel = false,
  value: valueProp,
  defaultValue,
  onValueChange,
  onSubmit,
  ref,
  hint,
  id: idProp,
  className,
  onKeyDown,
  onChange,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: SearchFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const value = valueProp ?? inner;

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  );

  function update(next: string) {
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  }

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <div className={[fieldStyles.control, styles.control].join(' ')}>
        <span className={styles.leading}>
          <Icon name="search" small />
        </span>
        <input
          id={id}
          ref={setRefs}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={[fieldStyles.input, styles.input].join(' ')}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy(id, Boolean(hint), false, ariaDescribedBy)}
          onChange={(event) => {
            update(event.target.value);
            onChange?.(event);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented || event.nativeEvent.isComposing) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit?.(value);
            } else if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              update('');
            }
          }}
          {...inputProps}
        />
        {value !== '' && !disabled ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              update('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" small />
            <span className={visuallyHidden}>{intl.formatMessage(searchFieldMessages.clear)}</span>
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
