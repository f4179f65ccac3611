export {
  Sparkline,
  sparklineDirection,
  sparklineDirections,
  type SparklineDirection,
  type SparklineProps,
} from './Sparkline.tsx';
