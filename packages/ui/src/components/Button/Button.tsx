import { Children, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { button, label, spinner, type ButtonVariants } from './Button.css.ts';
import { buttonMessages } from './Button.messages.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['md', 'sm'] as const;

/**
 * The button's text in label elements that stay on one line (an ellipsis if they must); icons and other elements sit
 * beside them as they are. Neighbouring pieces of text share one label, so nothing comes between them.
 */
function labelled(children: ReactNode): ReactNode[] {
  const parts: ReactNode[] = [];
  let text: (string | number)[] = [];
  const flush = () => {
    if (text.length === 0) return;
    parts.push(
      <span key={`label-${parts.length}`} className={label}>
        {text.join('')}
      </span>,
    );
    text = [];
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') text.push(child);
    else {
      flush();
      parts.push(child);
    }
  }
  flush();
  return parts;
}

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
      {labelled(children)}
    </button>
  );
}
