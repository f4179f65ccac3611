import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ToggleGroup } from 'radix-ui';
import { singleLineLabel } from '../../internal/label.css.ts';
import { useFit } from '../../internal/useFit.ts';
import * as styles from './SegmentedControl.css.ts';

/**
 * How the segments share the width, roomiest first: equal segments; segments as wide as their labels; the same in
 * smaller type; and, when even that does not fit one row, rows of segments. A label is never broken or wrapped.
 */
export const segmentedLayouts = ['equal', 'content', 'compact', 'rows'] as const;

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
  const intl = useIntl();
  const labelKey = options.map((option) => (typeof option.label === 'string' ? option.label : option.value));
  const [fitRef, layout] = useFit(segmentedLayouts, `${intl.locale} ${labelKey.join(' ')}`);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel ? undefined : styles.label} hidden={hideLabel}>
        {label}
      </span>
      <ToggleGroup.Root
        id={id}
        type="single"
        ref={fitRef}
        className={styles.group}
        data-fit={layout}
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
            <span className={singleLineLabel}>{option.label}</span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
