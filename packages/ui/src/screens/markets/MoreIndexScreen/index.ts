export { MoreIndexScreen } from './MoreIndexScreen.tsx';
export type { MoreIndexScreenProps } from './MoreIndexScreen.types.ts';
