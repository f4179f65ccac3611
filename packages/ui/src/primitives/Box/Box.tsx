import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** A layout element styled only through sprinkles (theme tokens). */
export function Box({ as: Component = 'div', className, children, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const htmlProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else htmlProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  return (
    <Component className={classes} {...htmlProps}>
      {children}
    </Component>
  );
}
