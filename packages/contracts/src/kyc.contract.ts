import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { UPLOAD_MAX_IMAGES } from './uploads.js';

/**
 * Identity verification (KYC, issue 18.5). A member is at one level: none, basic or full (full includes
 * basic). They ask for a higher level with their identity details and 1–3 document images (png/jpg by
 * content, 5 MB each: uploads.ts); an operator approves or rejects (with a reason the member sees). The
 * operator's settings say how much each level may deposit or withdraw at once. Amounts in minor units.
 */

export const KycErrorCodes = [
  /** A deposit of this amount needs the basic level (details: action, max, current). */
  'kyc_basic_required',
  /** A withdrawal (or deposit) of this amount needs the full level (details: action, max, current). */
  'kyc_full_required',
  /** The member already has a request waiting for review. */
  'kyc_request_pending',
  /** The member already holds this level or a higher one. */
  'kyc_level_held',
  /** The request carries no document image. */
  'kyc_documents_required',
  /** The date of birth says the member is under 18 (spec §5). */
  'kyc_under_age',
  /** No such request (or it is not this member's). */
  'kyc_request_not_found',
  /** The request was already decided. */
  'kyc_request_decided',
  /** No such document (or it is not this member's). */
  'kyc_document_not_found',
  /** The operator's level settings are inconsistent (a higher level allowing less). */
  'kyc_settings_invalid',
] as const;
export type KycErrorCode = (typeof KycErrorCodes)[number];

export const KYC_LEVELS = ['none', 'basic', 'full'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
/** Levels a member may ask for. */
export const KYC_REQUEST_LEVELS = ['basic', 'full'] as const;
export type KycRequestLevel = (typeof KYC_REQUEST_LEVELS)[number];
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** True when `held` is at least `needed` (full > basic > none). */
export const kycLevelAtLeast = (held: KycLevel, needed: KycLevel): boolean =>
  KYC_LEVELS.indexOf(held) >= KYC_LEVELS.indexOf(needed);

/** The minimum age to hold an account (spec §5); registration and identity checks share it. */
export const MIN_PLAYER_AGE = 18;

/** Whole years from a birth date [y, m, d] to `now` (UTC calendar date), as the registration check counts them. */
export function ageOn(birth: readonly [number, number, number], now: Date): number {
  const [y, m, d] = birth;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** A calendar date as yyyy-MM-dd, a real day (no 2001-02-30). */
export const IsoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a calendar date'),
);

/** The text fields of a verification request (sent as multipart fields beside the 'images' files). */
export const KycRequestFieldsSchema = z.object({
  level: z.enum(KYC_REQUEST_LEVELS),
  /** Full name as on the identity document. */
  fullName: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  dateOfBirth: IsoDateSchema,
  /** Identity card / passport number: letters and digits. */
  idNumber: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{6,20}$/)),
});
export type KycRequestFields = z.infer<typeof KycRequestFieldsSchema>;

const Ceiling = z.nullable(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)));
/** What one level allows at once; null = no ceiling from identity checks (other limits still apply). */
const LevelAllowance = z.object({ maxDeposit: Ceiling, maxWithdrawal: Ceiling });

/**
 * What each level allows (operator setting 'kyc'): the largest single deposit and withdrawal of a member
 * at level none and at level basic; the full level has no ceiling of its own. A higher level must allow
 * at least what a lower one does.
 */
export const KycSettingsSchema = z.object({ none: LevelAllowance, basic: LevelAllowance });
export type KycSettings = z.infer<typeof KycSettingsSchema>;

const DocumentRef = z.object({ id: z.int(), mime: z.string(), size: z.int() });

/** A request as its member sees it. */
export const KycRequestSchema = z.object({
  id: z.int(),
  level: z.enum(KYC_REQUEST_LEVELS),
  status: z.enum(KYC_STATUSES),
  /** The operator's reason for a rejection (shown to the member); null otherwise. */
  rejectReason: z.nullable(z.string()),
  documents: z.int(),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type KycRequest = z.infer<typeof KycRequestSchema>;

export const KycStatusSchema = z.object({
  level: z.enum(KYC_LEVELS),
  /** The request waiting for review, if any (one at a time). */
  pending: z.nullable(KycRequestSchema),
  /** The latest decided request (e.g. a rejection with its reason), if any. */
  lastDecided: z.nullable(KycRequestSchema),
  /** What each level allows (the operator's settings). */
  allowances: KycSettingsSchema,
  /** The date of birth on the account (yyyy-MM-dd), if known: the form starts from it. */
  dateOfBirth: z.nullable(z.string()),
  /** The identity details of the member's latest request, if any: a new request (after a rejection) starts from them. */
  lastDetails: z.nullable(z.object({ fullName: z.string(), dateOfBirth: z.string(), idNumber: z.string() })),
  maxImages: z.int(),
  maxImageBytes: z.int(),
});
export type KycStatusView = z.infer<typeof KycStatusSchema>;

/** A request as the operator reviews it. */
export const KycReviewSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  level: z.enum(KYC_REQUEST_LEVELS),
  levelBefore: z.enum(KYC_LEVELS),
  status: z.enum(KYC_STATUSES),
  fullName: z.string(),
  dateOfBirth: z.string(),
  idNumber: z.string(),
  /** The date of birth the account had when the request was made (registration), for comparison. */
  accountDateOfBirth: z.nullable(z.string()),
  documents: z.array(DocumentRef),
  rejectReason: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type KycReview = z.infer<typeof KycReviewSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Page = z.object({ page: z.optional(QueryInt(1, 100_000)), pageSize: z.optional(QueryInt(1, 100)) });
const RejectBody = z.object({ reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(500)) });

/** The review queue's filters (its list and its CSV). */
const KycQueueFilter = {
  status: z._default(z.enum([...KYC_STATUSES, 'all']), 'pending'),
  account: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
};

export const kycContract = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/member/kyc',
    auth: 'token',
    summary: "The member's verification level, pending and last decided request, and what each level allows",
    tags: ['kyc'],
    response: KycStatusSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/wps/member/kyc/requests',
    auth: 'token',
    guarded: true,
    multipart: true,
    summary:
      'Ask for a verification level: multipart fields level, fullName, dateOfBirth (yyyy-MM-dd), idNumber and ' +
      `1–${UPLOAD_MAX_IMAGES} document images ("images", png/jpg by content, 5 MB each); one pending request at a time`,
    tags: ['kyc'],
    response: KycRequestSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/wps/member/kyc/requests',
    auth: 'token',
    summary: "The member's own verification requests, newest first, with statuses and rejection reasons",
    tags: ['kyc'],
    query: Page,
    response: z.object({ items: z.array(KycRequestSchema), total: z.int() }),
  }),
  myDocument: defineEndpoint({
    method: 'GET',
    path: '/wps/member/kyc/documents/:id',
    auth: 'token',
    params: IdParams,
    summary: "One of the member's own document images (the image bytes, never cached); 404 for anyone else's",
    tags: ['kyc'],
    response: z.unknown(),
  }),
  // Operator side (the back office).
  queue: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/requests',
    auth: 'operator',
    summary: 'Verification requests, oldest pending first by default (status filter; account filter)',
    tags: ['operator', 'kyc'],
    query: z.extend(Page, KycQueueFilter),
    response: z.object({ items: z.array(KycReviewSchema), total: z.int() }),
  }),
  queueCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/requests.csv',
    auth: 'operator',
    summary:
      'The verification requests of the queue filters as CSV (text/csv, in the queue order, at most 100,000 rows)',
    tags: ['operator', 'kyc'],
    query: z.object(KycQueueFilter),
    response: z.string(),
  }),
  review: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/requests/:id',
    auth: 'operator',
    params: IdParams,
    summary: 'One verification request with its identity details and document list',
    tags: ['operator', 'kyc'],
    response: KycReviewSchema,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/documents/:id',
    auth: 'operator',
    params: IdParams,
    summary: 'A document image of a verification request (the image bytes, never cached)',
    tags: ['operator', 'kyc'],
    response: z.unknown(),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/kyc/requests/:id/approve',
    auth: 'operator',
    params: IdParams,
    summary: "Approve a pending request: the member's level becomes the requested one; audited",
    tags: ['operator', 'kyc'],
    response: KycReviewSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/kyc/requests/:id/reject',
    auth: 'operator',
    params: IdParams,
    body: RejectBody,
    summary: 'Reject a pending request with a reason the member sees; audited',
    tags: ['operator', 'kyc'],
    response: KycReviewSchema,
  }),
  memberHistory: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/members/:id',
    auth: 'operator',
    params: IdParams,
    summary: "A member's level and every verification request and decision, newest first",
    tags: ['operator', 'kyc'],
    response: z.object({
      memberId: z.int(),
      account: z.string(),
      level: z.enum(KYC_LEVELS),
      items: z.array(KycReviewSchema),
    }),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/kyc/settings',
    auth: 'operator',
    summary: 'What each verification level allows',
    tags: ['operator', 'kyc'],
    response: KycSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/kyc/settings',
    auth: 'operator',
    summary: 'Change what each verification level allows (a higher level allows at least a lower one); audited',
    tags: ['operator', 'kyc'],
    body: KycSettingsSchema,
    response: KycSettingsSchema,
  }),
};
