import type { FieldError, FieldValues, Path, UseFormRegister, FieldErrors } from 'react-hook-form';
import type { IntlShape } from 'react-intl';

/** What a ui form field takes: react-hook-form's register() result plus its translated error. */
export function bindField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  intl: IntlShape,
  name: Path<T>,
) {
  const error = errors[name] as FieldError | undefined;
  return {
    ...register(name),
    invalid: Boolean(error),
    errorMessage: error?.message ? translate(intl, error.message) : undefined,
  };
}

/** Schema errors are message ids; a server refusal set on a field is already text. */
function translate(intl: IntlShape, message: string): string {
  return Object.prototype.hasOwnProperty.call(intl.messages, message) ? intl.formatMessage({ id: message }) : message;
}
