import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  children?: ReactNode;
};

/** Content read by assistive technology but not shown on screen. */
export function VisuallyHidden({ as: Component = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Component className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}
