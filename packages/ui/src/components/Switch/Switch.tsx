import { useId, type ReactNode, type Ref } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import * as styles from './Switch.css.ts';

export type SwitchProps = {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Submitted with a surrounding form when set. */
  name?: string;
  value?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off switch (Radix Switch, role="switch") with its label; the thumb shows a check when on. */
export function Switch({ label, hint, id: idProp, className, ref, ...switchProps }: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <RadixSwitch.Root
          id={id}
          ref={ref}
          className={styles.track}
          aria-describedby={describedBy(id, Boolean(hint), false)}
          {...switchProps}
        >
          <RadixSwitch.Thumb className={styles.thumb}>
            <span className={styles.mark}>
              <Icon name="check" small />
            </span>
          </RadixSwitch.Thumb>
        </RadixSwitch.Root>
      </div>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
