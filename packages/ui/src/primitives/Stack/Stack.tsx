import type { BoxProps } from '../Box/Box.tsx';
import { Box } from '../Box/Box.tsx';

export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  gap?: (typeof stackGaps)[number];
  direction?: 'row' | 'column';
};

/** Children in a row or column with a token gap between them. */
export function Stack({ gap = 'md', direction = 'column', ...rest }: StackProps) {
  return <Box display="flex" flexDirection={direction} gap={gap} {...rest} />;
}
