export { NotFoundScreen } from './NotFoundScreen.tsx';
export type { NotFoundScreenProps } from './NotFoundScreen.types.ts';
