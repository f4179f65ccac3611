export { RegisterScreen } from './RegisterScreen.tsx';
export type { RegisterScreenProps } from './RegisterScreen.types.ts';
