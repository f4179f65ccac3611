import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { toggle } from './PasswordField.css.ts';
import { passwordFieldMessages } from './PasswordField.messages.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A TextField for passwords with a show/hide toggle (a pressed toggle button). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={toggle}
          aria-pressed={visible}
          aria-label={intl.formatMessage(passwordFieldMessages.show)}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
