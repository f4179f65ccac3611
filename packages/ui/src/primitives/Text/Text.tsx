import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { text, type TextVariants } from './Text.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const textTones = ['neutral', 'muted', 'critical', 'positive', 'inherit'] as const;

export type TextProps = TextVariants &
  HTMLAttributes<HTMLElement> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** Text in the type scale. `tabular` lines digits up in columns (use for every number). */
export function Text({ as: Component = 'span', size, weight, tone, tabular, className, ...rest }: TextProps) {
  const classes = [text({ size, weight, tone, tabular }), className].filter(Boolean).join(' ');
  return <Component className={classes} {...rest} />;
}
