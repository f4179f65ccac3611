export {
  SegmentedControl,
  segmentedTones,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl.tsx';
