export { Stack, stackGaps, type StackProps } from './Stack.tsx';
