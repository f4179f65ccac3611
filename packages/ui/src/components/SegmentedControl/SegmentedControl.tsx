import { useId, useState, type ReactNode } from 'react';
import { ToggleGroup } from 'radix-ui';
import * as styles from './SegmentedControl.css.ts';

export const segmentedTones = ['up', 'down'] as const;

export type SegmentedOption<V extends string = string> = {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /**
   * When selected, the segment takes the market's up or down price colour (buy / sell), on top of the bold text
   * and border every selected segment has, so colour is never the only cue.
   */
  tone?: (typeof segmentedTones)[number];
};

export type SegmentedControlProps<V extends string = string> = {
  /** Names the group (visible above it unless `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Two to five options. */
  options: readonly SegmentedOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * One choice among a few (buy / sell, JPY / USD / CNY). Radix ToggleGroup `type="single"`, but a selection is
 * never cleared: pressing the selected segment again keeps it.
 */
export function SegmentedControl<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled,
  id: idProp,
  className,
}: SegmentedControlProps<V>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const [uncontrolled, setUncontrolled] = useState<V | undefined>(defaultValue ?? options[0]?.value);
  const value = valueProp ?? uncontrolled;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel ? undefined : styles.label} hidden={hideLabel}>
        {label}
      </span>
      <ToggleGroup.Root
        id={id}
        type="single"
        className={styles.group}
        aria-labelledby={labelId}
        value={value ?? ''}
        disabled={disabled}
        onValueChange={(next) => {
          if (!next) return; // never empty
          if (valueProp === undefined) setUncontrolled(next as V);
          onValueChange?.(next as V);
        }}
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={[styles.item, option.tone && styles.tones[option.tone]].filter(Boolean).join(' ')}
            data-tone={option.tone}
          >
            {option.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
