import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../../internal/field.css.ts';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import * as styles from './TextArea.css.ts';
import { textAreaMessages } from './TextArea.messages.ts';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  /** Accepts react-hook-form's `register()` ref (a callback ref) or any other ref. */
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
  /** Already translated; shown under the field and linked with aria-describedby. */
  errorMessage?: ReactNode;
  hint?: ReactNode;
  /** With `maxLength`: show how many characters are typed of the limit (default true when there is a limit). */
  showCount?: boolean;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled multi-line text input for free text (a message, a reason, a note). Spread react-hook-form's
 * `register(name)` straight onto it, plus `invalid` and `errorMessage`. With `maxLength` it shows the count.
 */
export function TextArea({
  label,
  invalid = false,
  errorMessage,
  hint,
  showCount,
  id: idProp,
  className,
  rows = 4,
  maxLength,
  ref,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const countId = `${id}-count`;
  const hasError = Boolean(errorMessage);
  const counted = maxLength !== undefined && (showCount ?? true);
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(0);

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // A form reset writes the value without a change event; the form re-renders then, so re-read it after every
  // render. It sets state only when the length differs, so it settles after one extra render at most.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const current = element.current?.value.length ?? 0;
    if (current !== length) setLength(current);
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control} data-invalid={invalid || hasError}>
        <textarea
          id={id}
          ref={setRefs}
          rows={rows}
          maxLength={maxLength}
          className={styles.textarea}
          aria-invalid={invalid || hasError || undefined}
          aria-describedby={describedBy(
            id,
            Boolean(hint),
            hasError,
            [ariaDescribedBy, counted ? countId : undefined].filter(Boolean).join(' ') || undefined,
          )}
          onChange={handleChange}
          {...textareaProps}
        />
      </div>
      {counted ? (
        <div className={styles.footer}>
          <div className={styles.messages}>
            <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
          </div>
          <span id={countId} className={styles.count} data-full={length >= maxLength}>
            {intl.formatMessage(textAreaMessages.count, { count: length, max: maxLength })}
          </span>
        </div>
      ) : (
        <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
      )}
    </div>
  );
}
