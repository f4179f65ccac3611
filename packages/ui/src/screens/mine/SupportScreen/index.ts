export { SupportScreen } from './SupportScreen.tsx';
export type { SupportScreenProps, SupportView } from './SupportScreen.types.ts';
