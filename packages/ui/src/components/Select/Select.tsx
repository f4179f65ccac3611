import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Select as RadixSelect } from 'radix-ui';
import * as fieldStyles from '../../internal/field.css.ts';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Select.css.ts';
import { selectMessages } from './Select.messages.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Already translated; defaults to 「選択してください」. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Submitted with a surrounding form (Radix renders a hidden native select). */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  errorMessage?: ReactNode;
  hint?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A labelled single-choice list (Radix Select). With react-hook-form wire it through `Controller`
 * (`value` / `onValueChange`), plus `invalid` and `errorMessage`.
 */
export function Select({
  label,
  options,
  placeholder,
  invalid = false,
  errorMessage,
  hint,
  id: idProp,
  className,
  ref,
  ...rootProps
}: SelectProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasError = Boolean(errorMessage);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <RadixSelect.Root {...rootProps}>
        <RadixSelect.Trigger
          id={id}
          ref={ref}
          className={styles.trigger}
          aria-invalid={invalid || hasError || undefined}
          aria-describedby={describedBy(id, Boolean(hint), hasError)}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <Icon name="chevronRight" small />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <span className={styles.indicatorSlot}>
                    <RadixSelect.ItemIndicator>
                      <Icon name="check" small />
                    </RadixSelect.ItemIndicator>
                  </span>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages id={id} hint={hint} errorMessage={errorMessage} />
    </div>
  );
}
