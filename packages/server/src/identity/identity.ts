import type { ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { personOf, queueOrder, rowId, whereOf } from '../funding/common.ts';
import { identityDecided, identitySubmitted } from '../funding/messages.ts';
import type { IdentityRejectReason } from '../funding/messages.ts';
import { cleanImage, ImageRejected } from '../uploads/images.ts';
import type { CleanImage } from '../uploads/images.ts';
import type { MultipartForm } from '../uploads/multipart.ts';
import { spendUploadAttempt } from '../uploads/store.ts';
import type { ImageLinks, UploadStore } from '../uploads/store.ts';

export type IdentityVerification = ResponseData<'/identity/status'>;
export type AdminIdentityReview = ResponseData<'/admin/identity/detail'>;

interface SubmissionRow {
  id: bigint;
  user_id: bigint;
  account: string;
  name: string;
  name_kana: string | null;
  id_number: string;
  front_upload_id: bigint;
  back_upload_id: bigint;
  status: 'pending' | 'approved' | 'rejected';
  submitted_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  reject_reason: IdentityRejectReason | null;
  note: string | null;
}

const SUBMISSION_SELECT = `SELECT v.id, v.user_id, u.account, v.name, v.name_kana, v.id_number, v.front_upload_id,
    v.back_upload_id, v.status, v.submitted_at, o.account AS reviewed_by, v.reviewed_at, v.reject_reason, v.note
  FROM identity_verifications v JOIN users u ON u.id = v.user_id LEFT JOIN users o ON o.id = v.reviewed_by`;

/** Letters and digits of an ID number: what is masked and what must be there (at least four). */
const alphanumerics = (idNumber: string) => idNumber.replace(/[^A-Za-z0-9]/g, '');

/** `********1234`: the last four letters or digits, the rest starred (at least four stars). */
export function maskIdNumber(idNumber: string): string {
  const chars = alphanumerics(idNumber);
  return `${'*'.repeat(Math.max(4, chars.length - 4))}${chars.slice(-4)}`;
}

/** The user's verification as they see it: the state, and what they submitted last (masked, images never). */
export async function identityStatus(tx: Queryable, userId: bigint): Promise<IdentityVerification> {
  const person = await personOf(tx, userId);
  const [last] = await tx.query<SubmissionRow>(`${SUBMISSION_SELECT} WHERE v.user_id = $1 ORDER BY v.id DESC LIMIT 1`, [
    userId,
  ]);
  if (!last) {
    // Verified without a submission (the demo accounts): the verified name is all there is.
    if (person.status !== 'verified' || person.name === null) return { status: person.status };
    return { status: person.status, name: person.name, ...(person.kana ? { nameKana: person.kana } : {}) };
  }
  const rejected = person.status === 'rejected' && last.status === 'rejected';
  return {
    status: person.status,
    name: last.name,
    ...(last.name_kana ? { nameKana: last.name_kana } : {}),
    idNumber: maskIdNumber(last.id_number),
    submittedAt: last.submitted_at.toISOString(),
    ...(last.reviewed_at ? { reviewedAt: last.reviewed_at.toISOString() } : {}),
    ...(rejected && last.reject_reason ? { rejectReason: last.reject_reason } : {}),
    ...(rejected && last.note ? { rejectNote: { jp: last.note, cn: last.note, us: last.note } } : {}),
  };
}

function refuseResubmission(status: string): void {
  if (status === 'verified') throw new ApiError(409, 'real_name_already_verified');
  if (status === 'reviewing') throw new ApiError(409, 'real_name_pending');
}

async function clean(bytes: Uint8Array | undefined): Promise<CleanImage> {
  if (!bytes) throw new ApiError(422, 'upload_invalid_image');
  try {
    return await cleanImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new ApiError(422, 'upload_invalid_image');
    throw error;
  }
}

/**
 * A real-name submission: the name as on the document, its katakana reading, the ID number and both sides of the
 * document (checked and re-encoded before anything is written). Allowed while unverified or rejected; the user is
 * then `reviewing` until an operator decides.
 */
export async function submitIdentity(
  db: Db,
  store: UploadStore,
  user: SessionUser,
  form: MultipartForm,
  now: Date,
): Promise<IdentityVerification> {
  const { fields, files } = form;
  const idNumber = fields.id_number ?? '';
  if (alphanumerics(idNumber).length < 4) throw invalidParameter([{ field: 'id_number', rule: 'pattern' }]);
  refuseResubmission((await personOf(db, user.userId)).status);
  await spendUploadAttempt(db, user.userId, now);
  const front = await clean(files.id_front);
  const back = await clean(files.id_back);
  return db.transaction(async (tx) => {
    // Under the user's lock: two submissions sent together make one.
    refuseResubmission((await personOf(tx, user.userId, true)).status);
    const save = async (purpose: 'identity_front' | 'identity_back', image: CleanImage) => {
      try {
        return await store.save(tx, { ownerId: user.userId, purpose, image, now });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        console.error('identity image could not be stored:', error);
        throw new ApiError(422, 'upload_failed');
      }
    };
    const frontId = await save('identity_front', front);
    const backId = await save('identity_back', back);
    await tx.query(
      `INSERT INTO identity_verifications
         (user_id, name, name_kana, id_number, front_upload_id, back_upload_id, status, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7)`,
      [user.userId, fields.name, fields.name_kana ?? null, idNumber, frontId, backId, now],
    );
    await tx.query(`UPDATE users SET real_name_status = 'reviewing' WHERE id = $1`, [user.userId]);
    await sendInboxMessage(tx, user.userId, identitySubmitted(), now);
    return identityStatus(tx, user.userId);
  });
}

/** The path of one side's image, under the API base (the contract's `getIdentityImage`). */
export const identityImagePath = (id: bigint, side: 'front' | 'back') => `/upload/id/${id}/${side}`;

/** Whom an image link is issued to: the operator's session, at this instant. */
export interface LinkViewer {
  links: ImageLinks;
  sessionId: bigint;
  now: Date;
}

async function reviewOf(row: SubmissionRow, viewer: LinkViewer): Promise<AdminIdentityReview> {
  return {
    id: String(row.id),
    account: row.account,
    name: row.name,
    idNumber: row.id_number,
    frontImageUrl: await viewer.links.link(identityImagePath(row.id, 'front'), viewer.sessionId, viewer.now),
    backImageUrl: await viewer.links.link(identityImagePath(row.id, 'back'), viewer.sessionId, viewer.now),
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    rejectReason: row.reject_reason,
    note: row.note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export interface ReviewFilter {
  status?: string | undefined;
  account?: string | undefined;
}

/** The identity queue: pending submissions oldest first, then decided ones newest first. */
export async function listIdentityReviews(
  tx: Queryable,
  viewer: LinkViewer,
  filter: ReviewFilter,
  page: PageRequest,
): Promise<Page<AdminIdentityReview>> {
  const { where, params } = whereOf([
    ...(filter.status !== undefined ? ([['v.status = ?', filter.status]] as [string, unknown][]) : []),
    ...(filter.account !== undefined ? ([['u.account = ?', filter.account]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<SubmissionRow>(
    `${SUBMISSION_SELECT} ${where} ORDER BY ${queueOrder('v', ['pending'])}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM identity_verifications v JOIN users u ON u.id = v.user_id ${where}`,
    params,
  );
  const items: AdminIdentityReview[] = [];
  for (const row of rows) items.push(await reviewOf(row, viewer));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

async function submission(tx: Queryable, id: bigint, lock = false): Promise<SubmissionRow> {
  const [row] = await tx.query<SubmissionRow>(`${SUBMISSION_SELECT} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [
    id,
  ]);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** One submission with links to its images; the view is written to the audit log. */
export async function identityReview(
  tx: Tx,
  operator: Operator,
  viewer: LinkViewer,
  idText: string | undefined,
): Promise<AdminIdentityReview> {
  const row = await submission(tx, rowId(idText, 'not_found'));
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'identity_document_viewed',
    targetType: 'identity',
    targetId: String(row.id),
    before: null,
    after: null,
    ipAddress: operator.address,
    at: operator.now,
  });
  return reviewOf(row, viewer);
}

export type IdentityDecision =
  | { approve: true; id: string | undefined }
  | { approve: false; id: string | undefined; reason: IdentityRejectReason; note?: string | undefined };

/**
 * An operator's decision on a pending submission, all in `tx`: approved, the user is verified under the submitted
 * name and reading (and may trade and withdraw); rejected, the user sees the reason and may submit again. Either
 * way the user gets a message and the audit log a row. 409 `review_already_decided` when already decided.
 */
export async function decideIdentity(
  tx: Tx,
  operator: Operator,
  viewer: LinkViewer,
  decision: IdentityDecision,
): Promise<AdminIdentityReview> {
  const row = await submission(tx, rowId(decision.id, 'not_found'), true);
  if (row.status !== 'pending') throw new ApiError(409, 'review_already_decided');
  await personOf(tx, row.user_id, true);
  const status = decision.approve ? 'approved' : 'rejected';
  const note = decision.approve ? null : (decision.note ?? null);
  await tx.query(
    `UPDATE identity_verifications SET status = $2, reviewed_by = $3, reviewed_at = $4, reject_reason = $5, note = $6
     WHERE id = $1`,
    [row.id, status, operator.userId, operator.now, decision.approve ? null : decision.reason, note],
  );
  if (decision.approve) {
    await tx.query(
      `UPDATE users SET real_name_status = 'verified', real_name = $2, real_name_kana = $3 WHERE id = $1`,
      [row.user_id, row.name, row.name_kana],
    );
  } else {
    await tx.query(`UPDATE users SET real_name_status = 'rejected' WHERE id = $1 AND real_name_status = 'reviewing'`, [
      row.user_id,
    ]);
  }
  await sendInboxMessage(
    tx,
    row.user_id,
    identityDecided(decision.approve ? { approved: true } : { approved: false, reason: decision.reason, note }),
    operator.now,
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: decision.approve ? 'identity_approved' : 'identity_rejected',
    targetType: 'identity',
    targetId: String(row.id),
    before: { status: 'pending' },
    after: { status, account: row.account, ...(note ? { note } : {}) },
    reason: decision.approve ? null : decision.reason,
    ipAddress: operator.address,
    at: operator.now,
  });
  return reviewOf(await submission(tx, row.id), viewer);
}

/** The identity image a link asks for, when the viewer may see it; an operator's view is audit-logged. */
export async function identityImage(
  tx: Tx,
  store: UploadStore,
  request: { id: string; side: string },
  viewer: { userId: bigint; role: 'user' | 'operator'; address: string; now: Date },
) {
  const id = rowId(request.id, 'not_found');
  if (request.side !== 'front' && request.side !== 'back') throw new ApiError(404, 'not_found');
  const [row] = await tx.query<{ user_id: bigint; front_upload_id: bigint; back_upload_id: bigint }>(
    'SELECT user_id, front_upload_id, back_upload_id FROM identity_verifications WHERE id = $1',
    [id],
  );
  if (!row || (viewer.role !== 'operator' && row.user_id !== viewer.userId)) throw new ApiError(404, 'not_found');
  const image = await store.load(tx, request.side === 'front' ? row.front_upload_id : row.back_upload_id);
  if (!image) throw new ApiError(404, 'not_found');
  if (viewer.role === 'operator') {
    await writeAudit(tx, {
      operatorId: viewer.userId,
      action: 'identity_document_viewed',
      targetType: 'identity',
      targetId: String(id),
      before: null,
      after: { side: request.side },
      ipAddress: viewer.address,
      at: viewer.now,
    });
  }
  return image;
}
