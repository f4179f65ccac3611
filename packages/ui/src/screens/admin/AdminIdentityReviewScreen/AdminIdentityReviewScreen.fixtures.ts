import {
  idBackImage,
  idFrontImage,
  queueFilter,
  rejectFields,
  reviewCommon,
} from '../internal/review/review.fixtures.ts';
import type {
  AdminIdentityReview,
  AdminIdentityReviewScreenProps,
  AdminIdentityRow,
} from './AdminIdentityReviewScreen.types.ts';

export const adminIdentityRows: AdminIdentityRow[] = [
  {
    id: '3307',
    account: '0901234567',
    name: '山田 太郎',
    idNumber: '123456789012',
    submittedAt: '2026-11-21T18:20:00+09:00',
    status: 'pending',
    rejectReason: null,
    note: null,
    reviewedBy: null,
    reviewedAt: null,
  },
  {
    id: '3311',
    account: '0701112222',
    name: 'Alexandra Konstantinopoulou-Whitfield',
    idNumber: 'TR1234567',
    submittedAt: '2026-11-22T09:05:00+09:00',
    status: 'pending',
    rejectReason: null,
    note: null,
    reviewedBy: null,
    reviewedAt: null,
  },
  {
    id: '3290',
    account: '0807654321',
    name: '佐藤 花子',
    idNumber: 'AB98765432',
    submittedAt: '2026-11-19T12:00:00+09:00',
    status: 'approved',
    rejectReason: null,
    note: null,
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-19T15:40:00+09:00',
  },
  {
    id: '3285',
    account: '0905556666',
    name: '田中 次郎',
    idNumber: '5555-6666',
    submittedAt: '2026-11-18T20:10:00+09:00',
    status: 'rejected',
    rejectReason: 'identity_rejected_document_expired',
    note: '有効期限内の本人確認書類をご提出ください。',
    reviewedBy: '0000000002',
    reviewedAt: '2026-11-19T10:02:00+09:00',
  },
];

export const adminIdentityReview: AdminIdentityReview = {
  ...reviewCommon,
  ...rejectFields,
  itemId: '3307',
  document: { status: 'ready', frontImageUrl: idFrontImage, backImageUrl: idBackImage, onRetry: () => undefined },
  onApprove: () => undefined,
  onReject: () => undefined,
};

export const adminIdentityReviewProps: AdminIdentityReviewScreenProps = {
  ...queueFilter,
  status: 'ready',
  items: adminIdentityRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onRetry: () => undefined,
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};
