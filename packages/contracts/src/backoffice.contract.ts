import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Stable codes of the back office's own flows (operators, roles, security, audit); the admin app translates each. */
export const BackofficeErrorCodes = [
  'operator_permission_denied',
  'operator_totp_enrolment_required',
  'operator_ip_not_allowed',
  'operator_last_owner',
  'operator_owner_only',
  'operator_ip_lockout',
  'operator_security_invalid',
] as const;
export type BackofficeErrorCode = (typeof BackofficeErrorCodes)[number];

/** Operator roles, most powerful first. */
export const OperatorRoles = ['owner', 'admin', 'finance', 'risk', 'support', 'marketing', 'read_only'] as const;
export type OperatorRole = (typeof OperatorRoles)[number];

/**
 * What an operator may do. 'self' (its own session, password and TOTP) belongs to every role. The server's
 * route → permission table is apps/server/src/modules/backoffice/route-permissions.ts.
 */
export const OperatorPermissions = [
  'self',
  'dashboard.view',
  'operators.view',
  'operators.manage',
  'security.manage',
  'audit.view',
  'audit.verify',
  'players.view',
  'players.manage',
  'balance.adjust',
  'cashier.view',
  'cashier.manage',
  'games.view',
  'games.manage',
  'lottery.view',
  'lottery.manage',
  'agents.view',
  'agents.manage',
  'promotions.view',
  'promotions.manage',
  'support.view',
  'support.manage',
  'risk.view',
  'risk.manage',
  'content.view',
  'content.manage',
  'jobs.view',
  'jobs.manage',
  'reports.view',
] as const;
export type OperatorPermission = (typeof OperatorPermissions)[number];

const VIEW_ALL = OperatorPermissions.filter((p) => p.endsWith('.view'));

/**
 * Each role's permissions: the one table the server enforces (with route-permissions.ts) and the admin app
 * reads to show only what the operator may use. Only owners change the security settings; admins manage
 * operators but never owners (operators.admin.service.ts).
 */
export const RolePermissions: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OperatorPermissions,
  admin: OperatorPermissions.filter((p) => p !== 'security.manage'),
  finance: [
    'self',
    'dashboard.view',
    'players.view',
    'balance.adjust',
    'cashier.view',
    'cashier.manage',
    'agents.view',
    'agents.manage',
    'promotions.view',
    'reports.view',
    'audit.view',
    'jobs.view',
  ],
  risk: [
    'self',
    'dashboard.view',
    'players.view',
    'players.manage',
    'risk.view',
    'risk.manage',
    'cashier.view',
    'games.view',
    'lottery.view',
    'lottery.manage',
    'agents.view',
    'promotions.view',
    'support.view',
    'reports.view',
    'audit.view',
    'jobs.view',
  ],
  support: [
    'self',
    'dashboard.view',
    'players.view',
    'support.view',
    'support.manage',
    'cashier.view',

    'risk.view',
  ],
  marketing: [
    'self',
    'dashboard.view',
    'players.view',
    'promotions.view',
    'promotions.manage',
    'content.view',
    'content.manage',
    'reports.view',
  ],
  read_only: ['self', ...VIEW_ALL],
};

/** Whether a role holds a permission. */
export const roleCan = (role: OperatorRole, permission: OperatorPermission): boolean =>
  RolePermissions[role].includes(permission);

export const OperatorSummarySchema = z.object({
  id: z.int(),
  username: z.string(),
  role: z.enum(OperatorRoles),
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type OperatorSummary = z.infer<typeof OperatorSummarySchema>;

export const OperatorSecuritySchema = z.object({
  /** A session unused this long ends (5–720 minutes). */
  idleMinutes: z.int().check(z.minimum(5), z.maximum(720)),
  /** Addresses or CIDR ranges operators may log in and call from; empty = any. Loopback is always allowed. */
  ipAllowList: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(200)),
  /** On: an operator without TOTP reaches only its enrolment until it has enrolled. */
  totpRequired: z.boolean(),
});
export type OperatorSecurity = z.infer<typeof OperatorSecuritySchema>;

export const TotpEnrolmentSchema = z.object({
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code image (data: URL, PNG). */
  qrDataUrl: z.string(),
});

export const AuditEntrySchema = z.object({
  id: z.int(),
  seq: z.nullable(z.int()),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.nullable(z.string()),
  requestId: z.nullable(z.string()),
  /** Hex sha-256 of this entry chained to the previous one. */
  hash: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const AuditFilter = {
  actor: z.optional(z.string().check(z.maxLength(100))),
  action: z.optional(z.string().check(z.maxLength(100))),
  subject: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
};

export const AuditProblemSchema = z.object({
  kind: z.enum(['edited', 'missing', 'broken_link', 'unsealed', 'head_mismatch']),
  /** The audit_log id concerned, when there is a row to point at. */
  id: z.nullable(z.int()),
  seq: z.nullable(z.int()),
  detail: z.string(),
});
export const AuditVerifyResultSchema = z.object({
  ok: z.boolean(),
  checked: z.int(),
  headSeq: z.int(),
  headHash: z.string(),
  problems: z.array(AuditProblemSchema),
});
export type AuditVerifyResult = z.infer<typeof AuditVerifyResultSchema>;

const Figures = z.object({
  deposits: z.int(),
  withdrawals: z.int(),
  turnover: z.int(),
  /** Gross gaming revenue: stakes less payouts (minor units). */
  ggr: z.int(),
  activePlayers: z.int(),
  newPlayers: z.int(),
});
export const DashboardSchema = z.object({
  day: z.string(),
  today: Figures,
  yesterday: Figures,
  pending: z.object({
    deposits: z.int(),
    withdrawals: z.int(),
    withdrawalDisputes: z.int(),
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

const Username = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{3,32}$/));

export const backofficeContract = {
  totpEnrol: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/totp/enrol',
    auth: 'operator',
    summary: 'Start TOTP enrolment: a new secret, its otpauth URI and QR code (confirm with a code to finish)',
    tags: ['backoffice'],
    response: TotpEnrolmentSchema,
  }),
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/totp/confirm',
    auth: 'operator',
    summary: 'Finish TOTP enrolment with a code from the authenticator; from then on login asks for a code',
    tags: ['backoffice'],
    body: z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/)) }),
    response: z.object({ ok: z.boolean() }),
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/dashboard',
    auth: 'operator',
    summary: "Today's figures (operator's local day) beside yesterday's, and the pending queues",
    tags: ['backoffice'],
    response: DashboardSchema,
  }),
  operators: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/operators',
    auth: 'operator',
    summary: 'Every operator with its role, status and TOTP state',
    tags: ['backoffice'],
    response: z.object({ items: z.array(OperatorSummarySchema) }),
  }),
  createOperator: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/operators',
    auth: 'operator',
    summary: 'Create an operator with a role and a first password (only an owner may create an owner)',
    tags: ['backoffice'],
    body: z.object({
      username: Username,
      password: z.string().check(z.minLength(1), z.maxLength(128)),
      role: z.enum(OperatorRoles),
    }),
    response: OperatorSummarySchema,
  }),
  updateOperator: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/operators/:id',
    auth: 'operator',
    summary:
      "Change an operator's role or status (refused when it would leave no active owner); a disabled one's sessions end",
    tags: ['backoffice'],
    params: IdParams,
    body: z.object({ role: z.optional(z.enum(OperatorRoles)), status: z.optional(z.enum(['active', 'disabled'])) }),
    response: OperatorSummarySchema,
  }),
  resetOperatorTotp: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/operators/:id/totp-reset',
    auth: 'operator',
    summary: "Remove an operator's TOTP (a lost phone): it enrols again at its next login; its sessions end",
    tags: ['backoffice'],
    params: IdParams,
    response: OperatorSummarySchema,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/roles',
    auth: 'operator',
    summary:
      "Each role's permissions, and every operator endpoint with the permission it needs (null: not yet in the " +
      'table, owners only)',
    tags: ['backoffice'],
    response: z.object({
      roles: z.array(z.object({ role: z.enum(OperatorRoles), permissions: z.array(z.enum(OperatorPermissions)) })),
      routes: z.array(
        z.object({ method: z.string(), path: z.string(), permission: z.nullable(z.enum(OperatorPermissions)) }),
      ),
    }),
  }),
  security: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/security',
    auth: 'operator',
    summary: 'The back office security settings: idle timeout, IP allow-list, TOTP required',
    tags: ['backoffice'],
    response: OperatorSecuritySchema,
  }),
  putSecurity: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/security',
    auth: 'operator',
    summary: "Change the security settings (an allow-list that would shut out the caller's own address is refused)",
    tags: ['backoffice'],
    body: OperatorSecuritySchema,
    response: OperatorSecuritySchema,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/audit',
    auth: 'operator',
    summary: 'The audit log, newest first, filtered; page with `before` (the last id of the previous page)',
    tags: ['backoffice'],
    query: z.object({
      ...AuditFilter,
      before: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
      limit: z.optional(QueryInt(1, 200)),
    }),
    response: z.object({ items: z.array(AuditEntrySchema), nextBefore: z.nullable(z.int()) }),
  }),
  auditCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/audit.csv',
    auth: 'operator',
    summary: 'The filtered audit log as CSV (text/csv, newest first, at most 100,000 rows)',
    tags: ['backoffice'],
    query: z.object(AuditFilter),
    response: z.string(),
  }),
  auditVerify: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/audit/verify',
    auth: 'operator',
    summary: 'Recompute the audit hash chain and report every edited, missing or unsealed entry',
    tags: ['backoffice'],
    response: AuditVerifyResultSchema,
  }),
};
