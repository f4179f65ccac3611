import { skeleton } from './Skeleton.css.ts';

export const skeletonHeights = ['text', 'title', 'block'] as const;

export interface SkeletonProps {
  /** A percentage of the container, e.g. "60%". */
  width?: `${number}%`;
  height?: (typeof skeletonHeights)[number];
}

/** A decorative placeholder; the loading region around it carries aria-busy and a spoken label. */
export function Skeleton({ width = '100%', height = 'text' }: SkeletonProps) {
  return <span className={skeleton({ height })} style={{ width }} aria-hidden="true" data-skeleton="" />;
}
