export { PasskeySignInStepScreen } from './PasskeySignInStepScreen.tsx';
export type { PasskeySignInStepScreenProps } from './PasskeySignInStepScreen.types.ts';
