export { LoginStartScreen } from './LoginStartScreen.tsx';
export type { LoginStartScreenProps } from './LoginStartScreen.types.ts';
