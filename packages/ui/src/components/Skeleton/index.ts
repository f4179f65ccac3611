export { Skeleton, skeletonHeights, type SkeletonProps } from './Skeleton.tsx';
