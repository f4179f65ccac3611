import type { ChangeEvent, FocusEvent, Ref } from 'react';

/**
 * What a screen's form field takes: react-hook-form's `register(name)` result (spread as is) plus the field's
 * state. `errorMessage` is already translated by the app.
 */
export interface FieldBinding {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  ref: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  errorMessage?: string;
}

/** A binding that does nothing, for stories and tests. */
export function fieldBinding(name: string, state: { invalid?: boolean; errorMessage?: string } = {}): FieldBinding {
  return { name, onChange: () => undefined, onBlur: () => undefined, ref: () => undefined, ...state };
}
