import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Slider as RadixSlider } from 'radix-ui';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import * as styles from './Slider.css.ts';
import { sliderMessages } from './Slider.messages.ts';

export type SliderProps = {
  label: ReactNode;
  /** The allowed values in order, as decimal strings, e.g. ['1', '2', '3', '3.3']. */
  options: readonly string[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text for a value (shown and spoken); defaults to the multiple 「×2」. Already translated. */
  formatValue?: (value: string) => string;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  id?: string;
  className?: string;
};

/**
 * A slider over a few discrete values (the leverage multiple). The chosen value is shown as text and spoken via
 * aria-valuetext; arrow keys move one option, Home/End jump to the ends.
 */
export function Slider({
  label,
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  formatValue,
  name,
  disabled,
  hint,
  id: idProp,
  className,
}: SliderProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const [inner, setInner] = useState(defaultValue ?? options[0] ?? '');
  const value = valueProp ?? inner;
  const index = Math.max(0, options.indexOf(value));
  const format = formatValue ?? ((v: string) => intl.formatMessage(sliderMessages.multiple, { value: v }));
  const text = format(options[index] ?? '');
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.valueText} aria-hidden="true">
          {text}
        </span>
      </div>
      <RadixSlider.Root
        className={styles.slider}
        min={0}
        max={Math.max(0, options.length - 1)}
        step={1}
        value={[index]}
        disabled={disabled}
        onValueChange={([next = 0]) => {
          const option = options[next];
          if (option === undefined || option === value) return;
          if (valueProp === undefined) setInner(option);
          onValueChange?.(option);
        }}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          id={id}
          className={styles.thumb}
          aria-labelledby={labelId}
          aria-valuetext={text}
          aria-describedby={describedBy(id, Boolean(hint), false)}
        />
      </RadixSlider.Root>
      {name ? <input type="hidden" name={name} value={options[index] ?? ''} /> : null}
      <div className={styles.marks} aria-hidden="true">
        {options.map((option) => (
          <span key={option} className={styles.mark} data-selected={option === options[index]}>
            {format(option)}
          </span>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
