import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { ImageFieldBinding } from '@kabuto/ui';

/**
 * An image picker bound to react-hook-form: the form holds the picked File (or null), set from the picker's
 * `onFileChange` — which also reports a removal or a file the picker refused — rather than from the input's
 * FileList, which the remove button never changes. The ref lets a failed submit focus the picker.
 */
export function useImageField<T extends FieldValues>(control: Control<T>, name: Path<T>, intl: IntlShape) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const binding: ImageFieldBinding = {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    onChange: () => undefined,
    onFileChange: (file) => field.onChange(file),
    disabled: field.disabled,
    invalid: Boolean(fieldState.error),
    errorMessage: message
      ? Object.prototype.hasOwnProperty.call(intl.messages, message)
        ? intl.formatMessage({ id: message })
        : message
      : undefined,
  };
  return binding;
}
