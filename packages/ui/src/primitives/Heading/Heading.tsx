import type { HTMLAttributes, ReactNode } from 'react';
import { heading } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const headingTones = ['neutral', 'muted', 'critical', 'positive', 'inherit'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

const defaultSizes: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Document outline level (h1–h4). */
  level: HeadingLevel;
  /** Visual size, independent of the level; defaults by level. */
  size?: HeadingSize;
  tone?: (typeof headingTones)[number];
  children?: ReactNode;
};

/** A section heading: the level sets the outline, `size` the look. */
export function Heading({ level, size, tone, className, ...rest }: HeadingProps) {
  const Component = `h${level}` as const;
  const classes = [heading({ size: size ?? defaultSizes[level], tone }), className].filter(Boolean).join(' ');
  return <Component className={classes} {...rest} />;
}
