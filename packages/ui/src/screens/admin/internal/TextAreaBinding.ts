import type { ChangeEvent, FocusEvent, Ref } from 'react';

/** react-hook-form's `register(name)` result for a TextArea, plus its state; spread onto TextArea as is. */
export interface TextAreaBinding {
  name: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => unknown;
  ref: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  invalid?: boolean;
  errorMessage?: string;
}
