import { defineMessages } from 'react-intl';

export const loginStartScreenMessages = defineMessages({
  tagline: {
    id: 'ui.loginStartScreen.tagline',
    defaultMessage: '日本・米国・中国の株式を、ひとつのアプリで。',
    description: 'Welcome line under the app name',
  },
  login: { id: 'ui.loginStartScreen.login', defaultMessage: 'ログイン', description: 'Link to the login form' },
  register: { id: 'ui.loginStartScreen.register', defaultMessage: '新規登録', description: 'Link to registration' },
});
