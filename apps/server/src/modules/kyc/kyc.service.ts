import {
  ageOn,
  type KycLevel,
  type KycRequest,
  type KycRequestLevel,
  type KycReview,
  type KycSettings,
  type KycStatusView,
  kycLevelAtLeast,
  MIN_PLAYER_AGE,
  parseSpecDate,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGES,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { putSetting } from '../system/index.js';
import { KYC_SETTINGS_KEY, loadKycSettings, settingsProblem } from './kyc.gate.js';
import {
  accountBirthday,
  decide,
  findDocument,
  findRequest,
  insertDocuments,
  insertRequest,
  type KycRequestRow,
  lastDecided,
  lockMember,
  memberAccount,
  memberLevel,
  memberRequests,
  pendingRequest,
  queue,
  setBirthday,
  setLevel,
} from './kyc.repository.js';
import type { KycForm } from './kyc.upload.js';

type Origin = { ip?: string | null; requestId?: string | null };

const toRequest = (r: KycRequestRow): KycRequest => ({
  id: r.id,
  level: r.level,
  status: r.status,
  rejectReason: r.reject_reason,
  documents: r.documents.length,
  createdAt: r.created_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

const toReview = (r: KycRequestRow): KycReview => ({
  id: r.id,
  memberId: r.member_id,
  account: r.account,
  level: r.level,
  levelBefore: r.level_before,
  status: r.status,
  fullName: r.full_name,
  dateOfBirth: r.birth_date,
  idNumber: r.id_number,
  accountDateOfBirth: r.account_birth_date,
  documents: r.documents,
  rejectReason: r.reject_reason,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

const notFound = () => new AppError('kyc_request_not_found', 404, 'No such verification request');
const documentNotFound = () => new AppError('kyc_document_not_found', 404, 'No such document');
const paging = (q: { page?: number; pageSize?: number }) => {
  const size = q.pageSize ?? 20;
  return { limit: size, offset: ((q.page ?? 1) - 1) * size };
};

/**
 * Identity verification (issue 18.5). Members ask for a level with documents; operators review them. Every
 * decision and settings change writes an audit record (before/after) in its own transaction.
 */
export function createKycService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function status(session: SessionPrincipal | null): Promise<KycStatusView> {
    const { memberId } = requireTrueAccount(session);
    const [level, pending, decided, allowances, dateOfBirth] = await Promise.all([
      memberLevel(db, memberId),
      pendingRequest(db, memberId),
      lastDecided(db, memberId),
      loadKycSettings(db),
      accountBirthday(db, memberId),
    ]);
    const latest = pending ?? decided;
    return {
      level,
      lastDetails: latest
        ? { fullName: latest.full_name, dateOfBirth: latest.birth_date, idNumber: latest.id_number }
        : null,
      pending: pending ? toRequest(pending) : null,
      lastDecided: decided ? toRequest(decided) : null,
      allowances,
      dateOfBirth,
      maxImages: UPLOAD_MAX_IMAGES,
      maxImageBytes: UPLOAD_MAX_IMAGE_BYTES,
    };
  }

  /** Refusals that do not need the upload: answered before the (up to 15 MB) body is read. */
  function checkCanAsk(level: KycLevel, pending: boolean, requested: KycRequestLevel | null) {
    if (pending) throw new AppError('kyc_request_pending', 409, 'A verification request is already waiting for review');
    if (level === 'full' || (requested && kycLevelAtLeast(level, requested))) {
      throw new AppError('kyc_level_held', 409, 'This verification level is already held', { level });
    }
  }

  /**
   * A member asks for a level. The form is read (and checked) only after the cheap refusals; the member row
   * is locked while the request and its documents are written, and a unique index keeps one pending
   * request per member whatever races.
   */
  async function submit(
    session: SessionPrincipal | null,
    readForm: () => Promise<KycForm>,
    origin: Origin,
  ): Promise<KycRequest> {
    const { memberId } = requireTrueAccount(session);
    checkCanAsk(await memberLevel(db, memberId), !!(await pendingRequest(db, memberId)), null);
    const { fields, images } = await readForm();
    const birth = parseSpecDate(fields.dateOfBirth);
    if (!birth) throw badInput('Invalid date of birth', { fields: [{ field: 'dateOfBirth', key: 'pattern' }] });
    const now = clock.now();
    // The registration's own rule (spec §5): under 18 is refused, whatever the documents show.
    if (ageOn(birth, now) < MIN_PLAYER_AGE) {
      throw new AppError('kyc_under_age', 422, `You must be ${MIN_PLAYER_AGE} or older`, { min: MIN_PLAYER_AGE });
    }
    const id = await db.begin(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) throw new AppError('unauthorized', 401, 'No such member');
      checkCanAsk(member.level, false, fields.level);
      const requestId = await insertRequest(tx, {
        memberId,
        level: fields.level,
        levelBefore: member.level,
        fullName: fields.fullName,
        birthDate: fields.dateOfBirth,
        idNumber: fields.idNumber,
        accountBirthDate: member.birthday,
        at: now,
      });
      if (!requestId) checkCanAsk(member.level, true, null);
      await insertDocuments(tx, requestId!, memberId, images, now);
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'kyc.request',
        subject: `member:${memberId}`,
        before: { level: member.level },
        after: { requestId, level: fields.level, documents: images.length, status: 'pending' },
        ...origin,
      });
      return requestId!;
    });
    return toRequest((await findRequest(db, id))!);
  }

  async function history(session: SessionPrincipal | null, q: { page?: number; pageSize?: number }) {
    const { memberId } = requireTrueAccount(session);
    const { rows, total } = await memberRequests(db, memberId, paging(q));
    return { items: rows.map(toRequest), total };
  }

  /** A document's bytes for its owner only: anyone else's is 404, exactly like one that does not exist. */
  async function ownDocument(session: SessionPrincipal | null, id: number) {
    const { memberId } = requireTrueAccount(session);
    const doc = await findDocument(db, id);
    if (!doc || doc.member_id !== memberId) throw documentNotFound();
    return doc;
  }

  // Operator side.

  async function operatorQueue(
    session: SessionPrincipal | null,
    q: { status: 'pending' | 'approved' | 'rejected' | 'all'; account?: string; page?: number; pageSize?: number },
  ) {
    requireOperator(session);
    const { rows, total } = await queue(db, { status: q.status, account: q.account, ...paging(q) });
    return { items: rows.map(toReview), total };
  }

  /**
   * Every request of the queue's filters, in the queue's order, batch by batch (the CSV). Its lines carry what
   * the list shows, not the identity numbers or dates of birth: those stay behind the review screen.
   */
  function operatorQueueBatches(
    session: SessionPrincipal | null,
    q: { status: 'pending' | 'approved' | 'rejected' | 'all'; account?: string },
  ) {
    requireOperator(session);
    return offsetBatches(async (limit, offset) => {
      const { rows } = await queue(db, { status: q.status, account: q.account, limit, offset });
      return rows.map(toReview);
    });
  }

  async function review(session: SessionPrincipal | null, id: number): Promise<KycReview> {
    requireOperator(session);
    const row = await findRequest(db, id);
    if (!row) throw notFound();
    return toReview(row);
  }

  async function document(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    const doc = await findDocument(db, id);
    if (!doc) throw documentNotFound();
    return doc;
  }

  /**
   * Approves or rejects a pending request, under the member's lock and the request's. Approval raises the
   * member's level (never lowers it) and gives the account the verified date of birth; both are audited
   * with their before and after.
   */
  async function decideRequest(
    session: SessionPrincipal | null,
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
    origin: Origin,
  ): Promise<KycReview> {
    const actor = operatorActor(requireOperator(session));
    const first = await findRequest(db, id);
    if (!first) throw notFound();
    await db.begin(async (tx) => {
      const member = (await lockMember(tx, first.member_id))!;
      const row = (await findRequest(tx, id, true))!;
      if (row.status !== 'pending') {
        throw new AppError('kyc_request_decided', 409, 'This request was already decided', { status: row.status });
      }
      const now = clock.now();
      const reason = decision.status === 'rejected' ? decision.reason : null;
      await decide(tx, id, { status: decision.status, by: actor, at: now, reason });
      const after = { status: decision.status, level: member.level, dateOfBirth: member.birthday, reason };
      if (decision.status === 'approved') {
        // A higher level held meanwhile (none today, but levels may be granted other ways later) is kept.
        after.level = kycLevelAtLeast(member.level, row.level) ? member.level : row.level;
        await setLevel(tx, row.member_id, after.level, id, actor, now);
        await setBirthday(tx, row.member_id, row.birth_date);
        after.dateOfBirth = row.birth_date;
      }
      await writeAudit(tx, {
        at: now,
        actor,
        action: decision.status === 'approved' ? 'kyc.approve' : 'kyc.reject',
        subject: `member:${row.member_id}`,
        before: { requestId: id, status: 'pending', level: member.level, dateOfBirth: member.birthday },
        after: { requestId: id, ...after },
        ...origin,
      });
    });
    return toReview((await findRequest(db, id))!);
  }

  async function memberHistory(session: SessionPrincipal | null, memberId: number) {
    requireOperator(session);
    const account = await memberAccount(db, memberId);
    if (!account) throw new AppError('not_found', 404, 'No such member');
    const [level, { rows }] = await Promise.all([memberLevel(db, memberId), memberRequests(db, memberId)]);
    return { memberId, account, level, items: rows.map(toReview) };
  }

  async function settings(session: SessionPrincipal | null): Promise<KycSettings> {
    requireOperator(session);
    return loadKycSettings(db);
  }

  async function updateSettings(session: SessionPrincipal | null, value: KycSettings, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    const problem = settingsProblem(value);
    if (problem) {
      throw new AppError('kyc_settings_invalid', 422, 'A higher level must allow at least what a lower one does', {
        field: problem,
      });
    }
    await db.begin(async (tx) => {
      const before = await loadKycSettings(tx);
      const now = clock.now();
      await putSetting(tx, KYC_SETTINGS_KEY, value, now);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'kyc.settings',
        subject: `setting:${KYC_SETTINGS_KEY}`,
        before,
        after: value,
        ...origin,
      });
    });
    return value;
  }

  return {
    status,
    submit,
    history,
    ownDocument,
    operatorQueue,
    operatorQueueBatches,
    review,
    document,
    decide: decideRequest,
    memberHistory,
    settings,
    updateSettings,
  };
}
export type KycService = ReturnType<typeof createKycService>;
