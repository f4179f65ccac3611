import type { DepositRejectReason, IdentityRejectReason, WithdrawalRejectReason } from '@kabuto/api-client';
import type { LocalizedText } from '../http/lists.ts';
import type { OutgoingMessage } from '../messages/inbox.ts';

export type { DepositRejectReason, IdentityRejectReason, WithdrawalRejectReason };

/*
 * What the user reads in the inbox about their identity check, bank cards, deposits, withdrawals and manual
 * adjustments. Reason codes are the contract's; the operator's note is one text for every language (the console
 * asks for it once).
 */

const system = (title: LocalizedText, body: LocalizedText, recordId?: bigint): OutgoingMessage => ({
  kind: 'system',
  title,
  body,
  ...(recordId === undefined ? {} : { recordId }),
});

const yen = (amount: string) => ({ jp: `${amount}円`, cn: `${amount}日元`, us: `¥${amount}` });

const withNote = (text: LocalizedText, note: string | null | undefined): LocalizedText =>
  note ? { jp: `${text.jp}\n${note}`, cn: `${text.cn}\n${note}`, us: `${text.us}\n${note}` } : text;

/** Never pay to withdraw: said with every refusal, so a scammer's "unlock fee" story has nowhere to stand. */
const NO_FEE: LocalizedText = {
  jp: '当社が出金のために手数料・税金・保証金の支払いを求めることはありません。',
  cn: '本公司绝不会为提现要求您支付手续费、税费或保证金。',
  us: 'We never ask you to pay a fee, tax or deposit to withdraw.',
};

export const IDENTITY_REJECT_TEXT = {
  identity_rejected_image_unreadable: {
    jp: '本人確認書類の画像が読み取れませんでした。明るい場所で鮮明に撮影し直してください。',
    cn: '无法识别身份证件照片，请在光线充足处重新拍摄清晰照片。',
    us: 'The ID images could not be read. Please take clearer photos in good light.',
  },
  identity_rejected_document_expired: {
    jp: '本人確認書類の有効期限が切れています。有効期限内の書類をご提出ください。',
    cn: '身份证件已过期，请提交有效期内的证件。',
    us: 'The ID document has expired. Please submit a valid one.',
  },
  identity_rejected_name_mismatch: {
    jp: '入力されたお名前が書類と一致しません。',
    cn: '填写的姓名与证件不一致。',
    us: 'The name entered differs from the document.',
  },
  identity_rejected_id_number_mismatch: {
    jp: '入力された番号が書類と一致しません。',
    cn: '填写的证件号码与证件不一致。',
    us: 'The ID number entered differs from the document.',
  },
  identity_rejected_document_unsupported: {
    jp: 'この種類の書類はご利用いただけません。マイナンバーカード、運転免許証またはパスポートをご提出ください。',
    cn: '不接受此类证件，请提交个人编号卡、驾驶证或护照。',
    us: "This kind of document is not accepted. Please use a My Number card, driver's licence or passport.",
  },
  review_rejected_other: {
    jp: 'その他の理由により承認されませんでした。担当者からのメモをご確認ください。',
    cn: '因其他原因未通过，请查看工作人员的备注。',
    us: 'It was not approved for another reason; see the note from our staff.',
  },
} as const satisfies Record<IdentityRejectReason, LocalizedText>;

export const DEPOSIT_REJECT_TEXT = {
  deposit_rejected_no_matching_transfer: {
    jp: 'お知らせいただいたお振込みが入金専用口座に確認できませんでした。',
    cn: '未在入金专用账户中确认到您通知的转账。',
    us: 'No matching transfer has arrived in your deposit account.',
  },
  deposit_rejected_amount_mismatch: {
    jp: '振込明細の金額が着金額と一致しません。',
    cn: '转账凭证上的金额与到账金额不一致。',
    us: "The slip's amount does not match the transfer received.",
  },
  deposit_rejected_remitter_mismatch: {
    jp: '振込名義がご本人様のお名前と一致しません。',
    cn: '汇款人姓名与您的实名不一致。',
    us: "The sender is not the account holder's verified name.",
  },
  deposit_rejected_slip_unreadable: {
    jp: '振込明細の画像が読み取れません。鮮明な画像でもう一度お知らせください。',
    cn: '无法识别转账凭证图片，请上传清晰的图片后重新通知。',
    us: 'The transfer slip cannot be read. Please notify again with a clearer image.',
  },
  review_rejected_other: IDENTITY_REJECT_TEXT.review_rejected_other,
} as const satisfies Record<DepositRejectReason, LocalizedText>;

export const WITHDRAWAL_REJECT_TEXT = {
  withdrawal_rejected_bank_returned: {
    jp: '銀行からお振込みが返却されました。登録口座の内容をご確認ください。',
    cn: '银行退回了该笔转账，请检查登记的银行卡信息。',
    us: 'The bank returned the transfer; please check the card.',
  },
  withdrawal_rejected_card_name_mismatch: {
    jp: '口座名義がご本人様のお名前と一致しません。',
    cn: '银行卡户名与您的实名不一致。',
    us: "The card holder is not the account holder's verified name.",
  },
  withdrawal_rejected_compliance_check: {
    jp: '確認が必要なため出金できませんでした。公式サポート窓口からお問い合わせください。',
    cn: '需要进行合规确认，请通过官方客服联系我们。',
    us: 'A compliance check is needed; please contact support through the official link.',
  },
  review_rejected_other: IDENTITY_REJECT_TEXT.review_rejected_other,
} as const satisfies Record<WithdrawalRejectReason, LocalizedText>;

export function identitySubmitted(): OutgoingMessage {
  return system(
    { jp: '本人確認書類を受け付けました', cn: '已收到实名认证资料', us: 'We received your identity documents' },
    {
      jp: '担当者が確認します。結果はこのお知らせでお伝えします。',
      cn: '工作人员将进行审核，结果将通过消息通知您。',
      us: 'Our staff will review them; you will hear the result here.',
    },
  );
}

export function identityDecided(
  decision: { approved: true } | { approved: false; reason: IdentityRejectReason; note?: string | null | undefined },
): OutgoingMessage {
  if (decision.approved) {
    return system(
      { jp: '本人確認が完了しました', cn: '实名认证已通过', us: 'Your identity is verified' },
      {
        jp: 'お取引、銀行口座の登録、出金がご利用いただけます。',
        cn: '您现在可以交易、登记银行卡和提现。',
        us: 'You can now trade, register bank cards and withdraw.',
      },
    );
  }
  const reason = IDENTITY_REJECT_TEXT[decision.reason];
  return system(
    { jp: '本人確認が承認されませんでした', cn: '实名认证未通过', us: 'Your identity check was not approved' },
    withNote(
      {
        jp: `${reason.jp}\n内容をご確認のうえ、もう一度お申し込みいただけます。`,
        cn: `${reason.cn}\n请确认后重新提交。`,
        us: `${reason.us}\nYou may submit again.`,
      },
      decision.note,
    ),
  );
}

export function bankCardChanged(change: 'added' | 'removed', card: { bankName: string; masked: string }) {
  const what = `${card.bankName} ${card.masked}`;
  return system(
    change === 'added'
      ? { jp: '出金先口座を登録しました', cn: '已登记提现银行卡', us: 'A bank card was added' }
      : { jp: '出金先口座を削除しました', cn: '已删除提现银行卡', us: 'A bank card was removed' },
    {
      jp: `${what}\nお心当たりがない場合は、すぐにサポートまでご連絡ください。`,
      cn: `${what}\n如果这不是您本人的操作，请立即联系客服。`,
      us: `${what}\nIf this was not you, contact customer support at once.`,
    },
  );
}

export function depositDecided(
  decision:
    | { approved: true; amount: string; note?: string | null | undefined; recordId: bigint }
    | { approved: false; amount: string; reason: DepositRejectReason; note?: string | null | undefined },
): OutgoingMessage {
  const amount = yen(decision.amount);
  if (decision.approved) {
    return system(
      { jp: 'ご入金を反映しました', cn: '入金已到账', us: 'Your deposit is credited' },
      withNote(
        {
          jp: `${amount.jp}をお預り金に反映しました。`,
          cn: `${amount.cn}已计入可用资金。`,
          us: `${amount.us} was credited to your available cash.`,
        },
        decision.note,
      ),
      decision.recordId,
    );
  }
  const reason = DEPOSIT_REJECT_TEXT[decision.reason];
  return system(
    { jp: '入金のお知らせを承認できませんでした', cn: '入金通知未通过', us: 'Your deposit notice was not approved' },
    withNote(
      {
        jp: `${amount.jp}のお知らせ：${reason.jp}\n入金は反映されていません。もう一度お知らせいただけます。`,
        cn: `${amount.cn}的通知：${reason.cn}\n未入账，您可以重新通知。`,
        us: `Notice of ${amount.us}: ${reason.us}\nNothing was credited; you may notify again.`,
      },
      decision.note,
    ),
  );
}

export function withdrawalRequested(amount: string): OutgoingMessage {
  const a = yen(amount);
  return system(
    { jp: '出金のご依頼を受け付けました', cn: '已受理提现申请', us: 'We received your withdrawal request' },
    {
      jp: `${a.jp}を確保し、確認後にご登録口座へお振込みします。\n${NO_FEE.jp}`,
      cn: `已冻结${a.cn}，审核后将转入您登记的银行卡。\n${NO_FEE.cn}`,
      us: `${a.us} is held and will be paid to your card after review.\n${NO_FEE.us}`,
    },
  );
}

export function withdrawalDecided(
  decision:
    | { paid: true; amount: string; note?: string | null | undefined }
    | { paid: false; amount: string; reason: WithdrawalRejectReason; note?: string | null | undefined },
): OutgoingMessage {
  const a = yen(decision.amount);
  if (decision.paid) {
    return system(
      { jp: '出金のお振込みを行いました', cn: '提现已汇出', us: 'Your withdrawal is paid out' },
      withNote(
        {
          jp: `${a.jp}をご登録口座へお振込みしました。通常2時間以内、遅くとも翌営業日中に着金します。`,
          cn: `${a.cn}已汇至您登记的银行卡，通常2小时内、最迟下一个营业日内到账。`,
          us: `${a.us} was sent to your card; it usually arrives within 2 hours, at the latest by the end of the next business day.`,
        },
        decision.note,
      ),
    );
  }
  const reason = WITHDRAWAL_REJECT_TEXT[decision.reason];
  return system(
    { jp: '出金を承認できませんでした', cn: '提现未通过', us: 'Your withdrawal was not approved' },
    withNote(
      {
        jp: `${reason.jp}\n確保していた${a.jp}はお預り金に戻りました。\n${NO_FEE.jp}`,
        cn: `${reason.cn}\n冻结的${a.cn}已退回可用资金。\n${NO_FEE.cn}`,
        us: `${reason.us}\nThe ${a.us} held is back in your available cash.\n${NO_FEE.us}`,
      },
      decision.note,
    ),
  );
}

export function adjustmentApplied(adjustment: {
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  memo: string;
  recordId: bigint;
}): OutgoingMessage {
  const money = `${adjustment.amount} ${adjustment.currency}`;
  const credit = adjustment.direction === 'credit';
  return system(
    credit
      ? { jp: 'お預り金を調整しました（入金）', cn: '资金调整（入账）', us: 'An adjustment was credited' }
      : { jp: 'お預り金を調整しました（出金）', cn: '资金调整（扣款）', us: 'An adjustment was debited' },
    {
      jp: `${money}を${credit ? '入金' : '出金'}しました。\n${adjustment.memo}`,
      cn: `已${credit ? '入账' : '扣除'}${money}。\n${adjustment.memo}`,
      us: `${money} was ${credit ? 'credited to' : 'debited from'} your cash.\n${adjustment.memo}`,
    },
    adjustment.recordId,
  );
}
