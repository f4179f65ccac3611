import type { ResponseData } from '@kabuto/api-client';
import type {
  CheckinStatusView,
  InboxMessageDetailView,
  InboxMessageView,
  InviteeView,
  LegalDocumentView,
  Locale,
  MyPageProfile,
  PointsMovementView,
  RebateView,
  ReferralSummaryView,
  SupportView,
  TransactionRecordDetailView,
  TransactionRecordView,
} from '@kabuto/ui';

type Profile = ResponseData<'/user/profile'>;
type MessagePage = ResponseData<'/message/list'>;
type MessageDetail = ResponseData<'/message/detail'>;
type RecordPage = ResponseData<'/record/list'>;
type RecordDetail = ResponseData<'/record/detail'>;
type CheckinStatus = ResponseData<'/checkin/status'>;
type CheckinHistoryPage = ResponseData<'/checkin/history'>;
type ReferralSummary = ResponseData<'/referral/summary'>;
type InviteePage = ResponseData<'/referral/invitees'>;
type RebatePage = ResponseData<'/referral/rebates'>;
type SupportInfo = ResponseData<'/common/support'>;
type LegalDocument = ResponseData<'/common/document'>;

import { pickText } from '../../app/text.ts';

export { pickText };

/** The contract's timestamps as ISO 8601 (a space between date and time is read as `T`). */
export function toIso(timestamp: string): string {
  return timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
}

export function toMyPageProfile(profile: Profile, locale: Locale): MyPageProfile {
  return {
    account: profile.account,
    inviteCode: profile.inviteCode,
    registeredAt: toIso(profile.registeredAt),
    realNameStatus: profile.realNameStatus,
    realName: profile.realName,
    fundPasswordSet: profile.fundPasswordSet,
    bankCardCount: profile.bankCardCount,
    agent: profile.agent,
    canTrade: profile.canTrade,
    canWithdraw: profile.canWithdraw,
    language: profile.language,
    restrictions: profile.restrictions.map((restriction) => ({
      kind: restriction.kind,
      since: toIso(restriction.since),
      reason: pickText(restriction.reason, locale),
    })),
  };
}

export function toInboxMessages(
  pages: readonly MessagePage[],
  locale: Locale,
  hrefOf: (id: string) => string,
): InboxMessageView[] {
  return pages.flatMap((page) =>
    page.items.map((message) => ({
      id: message.id,
      kind: message.kind,
      title: pickText(message.title, locale),
      preview: pickText(message.preview, locale),
      createdAt: toIso(message.createdAt),
      read: message.read,
      href: hrefOf(message.id),
    })),
  );
}

export function toMessageDetail(
  message: MessageDetail,
  locale: Locale,
  recordHrefOf: (id: string) => string,
): InboxMessageDetailView {
  return {
    kind: message.kind,
    title: pickText(message.title, locale),
    body: pickText(message.body, locale),
    createdAt: toIso(message.createdAt),
    ...(message.recordId ? { recordHref: recordHrefOf(message.recordId) } : {}),
  };
}

type ApiRecord = RecordPage['items'][number];

function recordFields(record: ApiRecord, locale: Locale) {
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    amount: record.amount,
    currency: record.currency,
    createdAt: toIso(record.createdAt),
    ...(record.orderNo ? { orderNo: record.orderNo } : {}),
    ...(record.stockName ? { stockName: pickText(record.stockName, locale) } : {}),
    ...(record.stockCode ? { stockCode: record.stockCode } : {}),
  };
}

export function toRecordViews(
  pages: readonly RecordPage[],
  locale: Locale,
  hrefOf: (id: string) => string,
): TransactionRecordView[] {
  return pages.flatMap((page) =>
    page.items.map((record) => ({ ...recordFields(record, locale), href: hrefOf(record.id) })),
  );
}

export function toRecordDetail(record: RecordDetail, locale: Locale): TransactionRecordDetailView {
  return {
    ...recordFields(record, locale),
    transferId: record.transferId,
    entries: record.entries.map((entry) => ({
      account: entry.account,
      currency: entry.currency,
      amount: entry.amount,
    })),
  };
}

export function toCheckinView(status: CheckinStatus, locale: Locale): CheckinStatusView {
  return {
    today: status.today,
    checkedInToday: status.checkedInToday,
    streak: status.streak,
    points: status.points,
    pointsPerCheckIn: status.rules.pointsPerCheckIn,
    rulesSummary: pickText(status.rules.summary, locale),
    redeemMinPoints: status.rules.redeemMinPoints,
    redeemStepPoints: status.rules.redeemStepPoints,
    yenPerPoint: status.rules.yenPerPoint,
    ...(status.nextExpiry ? { nextExpiry: status.nextExpiry } : {}),
  };
}

export function toPointsMovements(pages: readonly CheckinHistoryPage[]): PointsMovementView[] {
  return pages.flatMap((page) =>
    page.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      points: item.points,
      balanceAfter: item.balanceAfter,
      at: toIso(item.at),
    })),
  );
}

export function toReferralSummary(summary: ReferralSummary, locale: Locale): ReferralSummaryView {
  return {
    inviteCode: summary.inviteCode,
    inviteUrl: summary.inviteUrl,
    inviteeCount: summary.inviteeCount,
    agentStatus: summary.agentStatus,
    totalRebate: summary.totalRebate,
    ...(summary.rebateRatio ? { rebateRatio: summary.rebateRatio } : {}),
    ...(summary.rebateBasis ? { rebateBasis: pickText(summary.rebateBasis, locale) } : {}),
  };
}

export function toInvitees(pages: readonly InviteePage[]): InviteeView[] {
  return pages.flatMap((page) =>
    page.items.map((item) => ({
      account: item.account,
      registeredAt: toIso(item.registeredAt),
      rebateEarned: item.rebateEarned,
    })),
  );
}

export function toRebates(pages: readonly RebatePage[], recordHrefOf: (id: string) => string): RebateView[] {
  return pages.flatMap((page) =>
    page.items.map((item) => ({
      id: item.id,
      invitee: item.invitee,
      feeType: item.feeType,
      fee: item.fee,
      rebateRatio: item.rebateRatio,
      amount: item.amount,
      createdAt: toIso(item.createdAt),
      recordHref: recordHrefOf(item.recordId),
      ...(item.stockCode ? { stockCode: item.stockCode } : {}),
    })),
  );
}

export function toSupportView(info: SupportInfo, locale: Locale, configKefu: string): SupportView {
  const kefu = info.kefu || configKefu;
  return {
    ...(kefu ? { kefuHref: kefu } : {}),
    hours: pickText(info.hours, locale),
    notices: info.antiScamNotice.map((point) => pickText(point.text, locale)),
  };
}

export function toDocumentView(document: LegalDocument, locale: Locale): LegalDocumentView {
  return {
    title: pickText(document.title, locale),
    body: pickText(document.body, locale),
    version: document.version,
    updatedAt: toIso(document.updatedAt),
  };
}
