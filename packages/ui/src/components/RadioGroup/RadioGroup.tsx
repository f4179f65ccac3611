import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import { singleLineLabel } from '../../internal/label.css.ts';
import { useFit } from '../../internal/useFit.ts';
import * as styles from './RadioGroup.css.ts';

/** Regular type, then smaller type when a label does not fit its line; a label never wraps (useFit). */
export const radioGroupLayouts = ['regular', 'compact'] as const;

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  /** The group's name, shown as the legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  errorMessage?: ReactNode;
  hint?: ReactNode;
  id?: string;
  className?: string;
};

/** A labelled set of radio buttons (Radix RadioGroup: arrow keys move and select, Tab leaves the group). */
export function RadioGroup({
  label,
  options,
  invalid = false,
  errorMessage,
  hint,
  id: idProp,
  className,
  ...groupProps
}: RadioGroupProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const hasError = Boolean(errorMessage);
  const intl = useIntl();
  const labels = options.map((option) => (typeof option.label === 'string' ? option.label : option.value));
  const [fitRef, layout] = useFit(radioGroupLayouts, `${intl.locale} ${labels.join(' ')}`);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <RadixRadioGroup.Root
        ref={fitRef}
        id={id}
        className={styles.list}
        data-fit={layout}
        aria-labelledby={labelId}
        aria-invalid={invalid || hasError || undefined}
        aria-describedby={describedBy(id, Boolean(hint), hasError)}
        {...groupProps}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
                aria-describedby={descriptionId}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={itemId} className={styles.text}>
                <span
                  className={`${singleLineLabel} ${styles.label}`}
                  title={typeof option.label === 'string' ? option.label : undefined}
                >
                  {option.label}
                </span>
                {option.description ? (
                  // A description is prose: it wraps as text does (the label above it does not).
                  <span id={descriptionId} className={styles.description} data-label-wrap="">
                    {option.description}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
    </div>
  );
}
