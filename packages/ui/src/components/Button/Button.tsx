import type { ButtonHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { button, spinner, type ButtonVariants } from './Button.css.ts';
import { buttonMessages } from './Button.messages.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['md', 'sm'] as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Pending: disabled (no double submit) with a spinner and an announced "in progress". */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  return (
    <button
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && (
        <>
          <span className={spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{intl.formatMessage(buttonMessages.pending)}</span>
        </>
      )}
      {children}
    </button>
  );
}
