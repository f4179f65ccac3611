import type { LocalizedText } from '../http/lists.ts';
import type { OutgoingMessage } from './inbox.ts';

const system = (title: LocalizedText, body: LocalizedText): OutgoingMessage => ({ kind: 'system', title, body });

const NOT_YOU: LocalizedText = {
  jp: 'お心当たりがない場合は、すぐにサポートまでご連絡ください。',
  cn: '如果这不是您本人的操作，请立即联系客服。',
  us: 'If this was not you, contact customer support at once.',
};

const withNotYou = (text: LocalizedText): LocalizedText => ({
  jp: `${text.jp}\n${NOT_YOU.jp}`,
  cn: `${text.cn}\n${NOT_YOU.cn}`,
  us: `${text.us}\n${NOT_YOU.us}`,
});

export function loginPasswordChanged(revokedSessions: number): OutgoingMessage {
  return system(
    { jp: 'ログインパスワードを変更しました', cn: '登录密码已修改', us: 'Your login password was changed' },
    withNotYou({
      jp: `ログインパスワードが変更されました。ほかの端末のログイン（${revokedSessions}件）は終了しました。`,
      cn: `您的登录密码已修改，其他设备上的登录（${revokedSessions}个）已退出。`,
      us: `Your login password was changed. Sign-ins on other devices (${revokedSessions}) were ended.`,
    }),
  );
}

export function fundPasswordSet(): OutgoingMessage {
  return system(
    { jp: '資金パスワードを設定しました', cn: '资金密码已设置', us: 'Your fund password is set' },
    withNotYou({
      jp: '資金パスワードが設定されました。出金・銀行口座の変更・借入の際に必要です。',
      cn: '资金密码已设置，提现、变更银行卡和借款时需要输入。',
      us: 'Your fund password is set. You need it to withdraw, change bank cards and draw on your credit line.',
    }),
  );
}

export function fundPasswordChanged(): OutgoingMessage {
  return system(
    { jp: '資金パスワードを変更しました', cn: '资金密码已修改', us: 'Your fund password was changed' },
    withNotYou({
      jp: '資金パスワードが変更されました。',
      cn: '您的资金密码已修改。',
      us: 'Your fund password was changed.',
    }),
  );
}

/** Why an operator turned down an agent application (the contract's `AgentRejectReason`), as the user reads it. */
export const AGENT_REJECT_REASONS = {
  agent_rejected_eligibility_not_met: {
    jp: '現時点ではエージェントプログラムの条件を満たしていません。しばらくしてから再度お申し込みください。',
    cn: '您目前尚未满足代理计划的条件，请稍后再次申请。',
    us: 'Your account does not meet the agent programme’s rules yet. Please apply again later.',
  },
  agent_rejected_account_restricted: {
    jp: 'お客様の口座には現在制限がかかっています。公式サイトのサポート窓口からお問い合わせください。',
    cn: '您的账户目前受到限制，请通过官方客服链接联系客服。',
    us: 'Your account is under a restriction. Please contact support through the official support link.',
  },
  review_rejected_other: {
    jp: 'その他の理由により承認されませんでした。担当者からのメモをご確認ください。',
    cn: '因其他原因未通过，请查看工作人员的备注。',
    us: 'It was not approved for another reason; see the note from our staff.',
  },
} as const satisfies Record<string, LocalizedText>;
export type AgentRejectReason = keyof typeof AGENT_REJECT_REASONS;

export type AgentDecision =
  { approved: true; ratio: string } | { approved: false; reason: AgentRejectReason; note?: string | undefined };

export function agentApplicationDecided(decision: AgentDecision): OutgoingMessage {
  if (decision.approved) {
    const { ratio } = decision;
    return system(
      { jp: 'エージェント申請が承認されました', cn: '代理申请已通过', us: 'Your agent application was approved' },
      {
        jp: `ご紹介したお客様が支払う売買手数料の${ratio}%をリベートとしてお受け取りいただけます。お客様の手数料は増えません。`,
        cn: `您将获得所邀请用户支付的买卖手续费的${ratio}%作为返佣，被邀请用户的手续费不会增加。`,
        us: `You now earn ${ratio}% of the buy and sell fees paid by users you invited. Their fees do not go up.`,
      },
    );
  }
  const reason = AGENT_REJECT_REASONS[decision.reason];
  // The operator's note is one text for every language (the console asks for it once).
  const note = decision.note ? `\n${decision.note}` : '';
  return system(
    {
      jp: 'エージェント申請は承認されませんでした',
      cn: '代理申请未通过',
      us: 'Your agent application was not approved',
    },
    {
      jp: `今回の申請は承認されませんでした。${reason.jp}${note}\n再度お申し込みいただけます。`,
      cn: `本次申请未通过。${reason.cn}${note}\n您可以再次申请。`,
      us: `Your application was not approved this time. ${reason.us}${note}\nYou may apply again.`,
    },
  );
}
