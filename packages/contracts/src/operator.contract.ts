import { z } from 'zod/mini';
import { BackofficeErrorCodes, OperatorPermissions, OperatorRoles } from './backoffice.contract.js';
import { defineEndpoint } from './endpoint.js';

// The back office's contract, exported through this file so the package index needs no edit (issue 19).
export * from './backoffice.contract.js';

/** Stable codes of the operator flows; the back office translates each. */
export const OperatorErrorCodes = [
  'operator_wrong_credentials',
  'operator_locked',
  'operator_disabled',
  'operator_password_weak',
  'operator_password_same',
  'operator_exists',
  'operator_not_found',
  'member_not_found',
  'operator_totp_required',
  'operator_totp_invalid',
  'operator_totp_already_enrolled',
  'operator_totp_not_started',
  ...BackofficeErrorCodes,
] as const;
export type OperatorErrorCode = (typeof OperatorErrorCodes)[number];

export const OperatorLoginResultSchema = z.object({
  /** Bearer token for `auth: 'operator'` endpoints (prefixed 'op_'). */
  token: z.string(),
  expiresAt: z.string(),
  operator: z.object({ id: z.int(), username: z.string() }),
  /**
   * The operator must change its password first (a seeded operator, whose password is published): until
   * then this session reaches only the password change, `me` and logout (error password_change_required).
   */
  passwordChangeRequired: z.boolean(),
});
export type OperatorLoginResult = z.infer<typeof OperatorLoginResultSchema>;

const Balance = z.object({ posted: z.int(), available: z.int() });

export const AdjustmentResultSchema = z.object({
  transferId: z.int(),
  memberId: z.int(),
  direction: z.enum(['credit', 'debit']),
  amount: z.int(),
  /** The member's main wallet before and after (minor units). */
  before: Balance,
  after: Balance,
  replayed: z.boolean(),
});
export type AdjustmentResult = z.infer<typeof AdjustmentResultSchema>;

export const operatorContract = {
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/session/login',
    auth: 'none',
    summary:
      'Operator login (rate-limited per IP; repeated failures from one address make that address wait, ' +
      'with growing delays answered 429 with Retry-After; the account itself never locks)',
    tags: ['operator'],
    body: z.object({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      password: z.string().check(z.minLength(1), z.maxLength(128)),
      /** Required once the operator has enrolled TOTP: without it a right password answers operator_totp_required. */
      totpCode: z.optional(z.string().check(z.trim(), z.maxLength(10))),
    }),
    response: OperatorLoginResultSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/session/logout',
    auth: 'operator',
    allowedBeforePasswordChange: true,
    summary: 'End the operator session',
    tags: ['operator'],
    response: z.object({ ok: z.boolean() }),
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/session',
    auth: 'operator',
    allowedBeforePasswordChange: true,
    summary: 'The operator behind the token: its role and permissions, TOTP state and the session idle timeout',
    tags: ['operator'],
    response: z.object({
      id: z.int(),
      username: z.string(),
      role: z.enum(OperatorRoles),
      permissions: z.array(z.enum(OperatorPermissions)),
      totpEnrolled: z.boolean(),
      /** The security setting: an operator without TOTP must enrol before anything else. */
      totpRequired: z.boolean(),
      idleMinutes: z.int(),
    }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/session/password',
    auth: 'operator',
    allowedBeforePasswordChange: true,
    summary: "Change the operator's own password (required first for a seeded operator); its other sessions end",
    tags: ['operator'],
    body: z.object({
      currentPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
    response: z.object({ ok: z.boolean() }),
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/adjustments',
    auth: 'operator',
    summary:
      "Manual credit or debit of a member's main wallet with a reason (a debit never overdraws). " +
      'idempotencyKey: a retry with the same key answers the first result.',
    tags: ['operator'],
    body: z.object({
      memberId: z.int().check(z.positive()),
      direction: z.enum(['credit', 'debit']),
      amount: z.int().check(z.positive(), z.maximum(1_000_000_000_000)),
      reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
      idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
    }),
    response: AdjustmentResultSchema,
  }),
};
