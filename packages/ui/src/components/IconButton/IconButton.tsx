import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { iconButton, type IconButtonVariants } from './IconButton.css.ts';

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
export const iconButtonSizes = ['md', 'sm'] as const;
export const iconButtonShapes = ['round', 'square'] as const;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> &
  IconButtonVariants & {
    /** Required accessible name (already translated); rendered as visually hidden text. */
    label: string;
    icon: IconName;
    ref?: Ref<HTMLButtonElement>;
  };

/** An icon-only button. The touch target stays at least `size.touchTarget` in every size; `sm` draws a smaller icon. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  shape,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={[iconButton({ variant, size, shape }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} small={size === 'sm'} />
      <span className={visuallyHidden}>{label}</span>
    </button>
  );
}
