import type { LocalizedText } from '../http/lists.ts';
import type { OutgoingMessage } from '../messages/inbox.ts';

/* What the user reads (inbox and alert mail) about sign-ins and their factors. Every alert says what to do if it
   was not them. */

const NOT_YOU: LocalizedText = {
  jp: 'お心当たりがない場合は、すぐに「セキュリティ」でほかの端末のログインを終了し、パスワードを変更して、サポートまでご連絡ください。',
  cn: '如果这不是您本人的操作，请立即在“安全”页面退出其他设备的登录、修改密码并联系客服。',
  us: 'If this was not you, end the other sessions on the Security page, change your password and contact support at once.',
};

const alert = (title: LocalizedText, body: LocalizedText): OutgoingMessage => ({
  kind: 'system',
  title,
  body: { jp: `${body.jp}\n${NOT_YOU.jp}`, cn: `${body.cn}\n${NOT_YOU.cn}`, us: `${body.us}\n${NOT_YOU.us}` },
});

const TOKYO = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-22 19:30 JST`: alerts give Japan time, as the market and the customer's statements do. */
const when = (at: Date) => `${TOKYO.format(at)} JST`;

export function newBrowserSignIn(browser: LocalizedText, address: string, at: Date): OutgoingMessage {
  return alert(
    {
      jp: '新しいブラウザからログインがありました',
      cn: '有新的浏览器登录了您的账户',
      us: 'New sign-in from a new browser',
    },
    {
      jp: `${when(at)}、${browser.jp}（${address}）からお客様の口座にログインがありました。`,
      cn: `${when(at)}，有人通过 ${browser.cn}（${address}）登录了您的账户。`,
      us: `Someone signed in to your account from ${browser.us} (${address}) at ${when(at)}.`,
    },
  );
}

export function passkeyAdded(name: string): OutgoingMessage {
  return alert(
    { jp: 'パスキーを登録しました', cn: '已添加通行密钥', us: 'A passkey was added' },
    {
      jp: `パスキー「${name}」が登録されました。今後のログインと出金の確認にはパスキーを使います。`,
      cn: `已添加通行密钥“${name}”。今后登录和提现确认将使用通行密钥。`,
      us: `The passkey "${name}" was added. Signing in and confirming withdrawals now use your passkey.`,
    },
  );
}

export function passkeyRemoved(name: string, left: number): OutgoingMessage {
  return alert(
    { jp: 'パスキーを削除しました', cn: '已删除通行密钥', us: 'A passkey was removed' },
    {
      jp: `パスキー「${name}」が削除されました（残り${left}件）。`,
      cn: `已删除通行密钥“${name}”（剩余 ${left} 个）。`,
      us: `The passkey "${name}" was removed (${left} left).`,
    },
  );
}

export function recoveryCodesGenerated(): OutgoingMessage {
  return alert(
    { jp: 'リカバリーコードを発行しました', cn: '已生成恢复码', us: 'New recovery codes were made' },
    {
      jp: '新しいリカバリーコード10件を発行しました。以前のコードは使えません。コードは安全な場所に保管してください。',
      cn: '已生成 10 个新的恢复码，旧的恢复码已失效。请妥善保管。',
      us: 'Ten new recovery codes were made; the earlier ones no longer work. Keep them somewhere safe.',
    },
  );
}

export function recoveryCodeUsed(left: number, browser: LocalizedText, address: string): OutgoingMessage {
  return alert(
    { jp: 'リカバリーコードでログインしました', cn: '已使用恢复码登录', us: 'A recovery code was used to sign in' },
    {
      jp: `${browser.jp}（${address}）からリカバリーコードでログインしました（残り${left}件）。パスキーをなくした場合は、「セキュリティ」で新しいパスキーを登録し、なくしたパスキーを削除してください。`,
      cn: `有人通过 ${browser.cn}（${address}）使用恢复码登录（剩余 ${left} 个）。如果您丢失了通行密钥，请在“安全”页面添加新的通行密钥并删除丢失的通行密钥。`,
      us: `A recovery code was used to sign in from ${browser.us} (${address}); ${left} left. If you lost your passkey, register a new one on the Security page and remove the lost one.`,
    },
  );
}

export function notificationEmailChanged(email: string | null): OutgoingMessage {
  return alert(
    { jp: '通知メールアドレスを変更しました', cn: '通知邮箱已变更', us: 'Your notification email changed' },
    email
      ? {
          jp: `セキュリティ通知の送信先を ${email} に変更しました。`,
          cn: `安全通知将发送至 ${email}。`,
          us: `Security alerts now go to ${email}.`,
        }
      : {
          jp: 'セキュリティ通知のメール送信を停止しました（お知らせには引き続き届きます）。',
          cn: '已停止通过邮件发送安全通知（站内消息仍会收到）。',
          us: 'Security alerts are no longer emailed (they still reach your inbox).',
        },
  );
}

export function factorsReset(): OutgoingMessage {
  return alert(
    {
      jp: 'パスキーとリカバリーコードをリセットしました',
      cn: '通行密钥和恢复码已重置',
      us: 'Your passkeys and recovery codes were reset',
    },
    {
      jp: 'お客様のご依頼により、担当者2名の承認のうえで、登録済みのパスキーとリカバリーコードをすべて削除し、すべての端末のログインを終了しました。パスワードでログインし、新しいパスキーを登録してください。',
      cn: '应您的要求，经两名工作人员批准，已删除所有通行密钥和恢复码，并退出所有设备的登录。请使用密码登录并添加新的通行密钥。',
      us: 'As you asked, and approved by two of our staff, every passkey and recovery code was removed and every session ended. Sign in with your password and register a new passkey.',
    },
  );
}
