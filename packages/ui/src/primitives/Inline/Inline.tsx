import type { BoxProps } from '../Box/Box.tsx';
import { Box } from '../Box/Box.tsx';

export const inlineGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const inlineAligns = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export const inlineJustifies = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

export type InlineProps = Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> & {
  gap?: (typeof inlineGaps)[number];
  align?: (typeof inlineAligns)[number];
  justify?: (typeof inlineJustifies)[number];
  /** Wrap onto new lines when the row is too narrow (default true). */
  wrap?: boolean;
};

/** Children side by side, wrapping on narrow screens, with a token gap. */
export function Inline({ gap = 'sm', align = 'center', justify = 'flex-start', wrap = true, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  );
}
