export { AdminFactorResetsScreen } from './AdminFactorResetsScreen.tsx';
export type { AdminFactorResetsScreenProps } from './AdminFactorResetsScreen.types.ts';
