import type { LoginStartScreenProps } from './LoginStartScreen.types.ts';

export const loginStartProps: LoginStartScreenProps = {
  title: 'Kabuto',
  loginHref: '#/login/login',
  registerHref: '#/login/register',
  locale: 'jp',
  onLocaleChange: () => undefined,
};
