import type { TextAreaBinding } from './TextAreaBinding.ts';

/** A binding that does nothing, for stories and tests. */
export function adminTextAreaBinding(
  name: string,
  state: { invalid?: boolean; errorMessage?: string } = {},
): TextAreaBinding {
  return { name, onChange: () => undefined, onBlur: () => undefined, ref: () => undefined, ...state };
}
