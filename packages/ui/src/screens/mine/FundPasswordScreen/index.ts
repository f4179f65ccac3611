export { FundPasswordScreen } from './FundPasswordScreen.tsx';
export type { FundPasswordMode, FundPasswordScreenProps } from './FundPasswordScreen.types.ts';
