export {
  Sparkline,
  compareDecimals,
  sparklineDirection,
  sparklineDirections,
  type SparklineDirection,
  type SparklineProps,
} from './Sparkline.tsx';
