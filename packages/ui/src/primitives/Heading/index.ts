export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './Heading.tsx';
