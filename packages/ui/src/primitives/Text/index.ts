export { Text, textSizes, textTones, type TextProps } from './Text.tsx';
