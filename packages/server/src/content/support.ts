import type { Tx } from '../db/db.ts';
import { configValue } from '../config/site-config.ts';

/** The promises shown beside every support button (PRODUCT.md): the marks of investment fraud, ruled out. */
export const ANTI_SCAM_NOTICE = [
  {
    point: 'no_chat_app',
    text: {
      jp: '当社スタッフがLINE等のチャットアプリへの移動をお願いすることはありません。',
      cn: '我们的员工绝不会要求您转到LINE等聊天软件。',
      us: 'Our staff never ask you to move to LINE or any other chat app.',
    },
  },
  {
    point: 'no_fee_to_withdraw',
    text: {
      jp: '出金のために手数料・税金・保証金などの支払いを求めることはありません。',
      cn: '我们绝不会要求您为出金支付任何手续费、税费或保证金。',
      us: 'We never ask you to pay a fee, tax or deposit to withdraw your money.',
    },
  },
  {
    point: 'no_personal_account',
    text: {
      jp: '個人名義の口座へのご入金をお願いすることはありません。入金先は当社名義の専用口座のみです。',
      cn: '我们绝不会要求您向个人账户汇款，入金只汇入本公司名下的专用账户。',
      us: "We never ask you to deposit to a personal account; deposits go only to your dedicated account in the firm's name.",
    },
  },
] as const;

export const SUPPORT_HOURS = {
  jp: '平日 9:00〜17:00（日本時間）',
  cn: '工作日 9:00–17:00（日本时间）',
  us: 'Business days 9:00–17:00 (Japan time)',
};

/** A configured link the app may open: an absolute http(s) URL. */
function usableLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function supportInfo(tx: Tx) {
  const kefu = usableLink(await configValue(tx, 'kefu'));
  return { ...(kefu ? { kefu } : {}), hours: SUPPORT_HOURS, antiScamNotice: ANTI_SCAM_NOTICE };
}
