import type { coreJp } from './core.jp.ts';

export const coreCn = {
  'app.validation.required': '请输入此项',
  'app.validation.accountPattern': '请输入10位数字的手机号码',
  'app.validation.passwordPattern': '密码只能使用半角字母或数字',
  'app.validation.passwordLength': '密码长度为6至32个字符',
  'app.validation.passwordMismatch': '两次输入的密码不一致',
  'app.validation.inviteCodePattern': '邀请码为4至16位半角字母或数字',
  'app.validation.agreementRequired': '请先同意用户协议',
  'app.register.success': '注册成功，请登录。',
  'app.login.passkeyFailed': '未能使用通行密钥登录。请重试，或使用密码登录。',
  'app.logout.success': '已退出登录',
  'error.network_error': '网络连接失败，请检查网络后重试。',
} satisfies Record<keyof typeof coreJp, string>;
