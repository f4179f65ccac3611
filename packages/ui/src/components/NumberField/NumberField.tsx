import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../../internal/field.css.ts';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { compareDecimal, sanitizeDecimal, stepDecimal } from '../../internal/decimal.ts';
import * as styles from './NumberField.css.ts';
import { numberFieldMessages } from './NumberField.messages.ts';

export type NumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step' | 'inputMode'
> & {
  label: ReactNode;
  /** A decimal string ('' when empty). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Decimal strings; the steppers move to the next multiple of `step` counted from `min` (or 0). */
  min?: string;
  max?: string;
  step?: string;
  /** Digits only (share counts); otherwise one decimal point is allowed. */
  integer?: boolean;
  /** Already translated unit shown after the number, e.g. 「株」「円」. */
  unit?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  errorMessage?: ReactNode;
  hint?: ReactNode;
};

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/** Sets the input's value the way typing does, so React's onChange (and react-hook-form) see it. */
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A decimal-string number input for quantities and prices, with − / + steppers. Typed full-width digits become
 * half-width; anything else is dropped. Arithmetic is exact (scaled BigInt). Controlled (`value` /
 * `onValueChange`) or uncontrolled with react-hook-form's `register()` spread onto it.
 */
export function NumberField({
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  min,
  max,
  step = '1',
  integer = false,
  unit,
  ref,
  invalid = false,
  errorMessage,
  hint,
  id: idProp,
  className,
  disabled,
  readOnly,
  onChange,
  onKeyDown,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: NumberFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const hasError = Boolean(errorMessage);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const value = valueProp ?? inner;
  const allowNegative = min !== undefined && min.trim().startsWith('-');

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const clean = sanitizeDecimal(event.target.value, { integer, allowNegative });
    if (clean !== event.target.value) event.target.value = clean;
    if (valueProp === undefined) setInner(clean);
    onValueChange?.(clean);
    onChange?.(event);
  }

  const atMax = max !== undefined && value !== '' && (compareDecimal(value, max) ?? -1) >= 0;
  const atMin = min !== undefined && value !== '' && (compareDecimal(value, min) ?? 1) <= 0;
  const locked = disabled || readOnly;

  function stepBy(direction: 1 | -1) {
    const input = inputRef.current;
    if (!input || locked) return;
    const current = sanitizeDecimal(input.value, { integer, allowNegative });
    let next: string;
    try {
      next = stepDecimal(current, direction, { step, min, max });
    } catch {
      return;
    }
    if (next !== input.value) setNativeValue(input, next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  const decrementId = `${id}-decrement`;
  const incrementId = `${id}-increment`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control} data-invalid={invalid || hasError}>
        <button
          type="button"
          className={[styles.stepper, styles.minus].join(' ')}
          aria-labelledby={`${labelId} ${decrementId}`}
          disabled={locked || atMin}
          onClick={() => stepBy(-1)}
        >
          <span aria-hidden="true">−</span>
          <span id={decrementId} className={visuallyHidden}>
            {intl.formatMessage(numberFieldMessages.decrement)}
          </span>
        </button>
        <input
          id={id}
          ref={setRefs}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={[fieldStyles.input, styles.input].join(' ')}
          value={value}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || hasError || undefined}
          aria-describedby={describedBy(
            id,
            Boolean(hint),
            hasError,
            [unit ? `${id}-unit` : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined,
          )}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          {...inputProps}
        />
        {unit ? (
          <span id={`${id}-unit`} className={styles.unit}>
            {unit}
          </span>
        ) : null}
        <button
          type="button"
          className={[styles.stepper, styles.plus].join(' ')}
          aria-labelledby={`${labelId} ${incrementId}`}
          disabled={locked || atMax}
          onClick={() => stepBy(1)}
        >
          <span aria-hidden="true">+</span>
          <span id={incrementId} className={visuallyHidden}>
            {intl.formatMessage(numberFieldMessages.increment)}
          </span>
        </button>
      </div>
      <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
    </div>
  );
}
