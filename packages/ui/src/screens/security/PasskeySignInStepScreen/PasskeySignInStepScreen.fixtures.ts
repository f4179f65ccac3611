import type { PasskeySignInStepScreenProps } from './PasskeySignInStepScreen.types.ts';

export const passkeySignInStepProps: PasskeySignInStepScreenProps = {
  account: '0900000001',
  onConfirm: () => undefined,
  pending: false,
  recoveryHref: '#/login/recovery',
  loginHref: '#/login/login',
};
