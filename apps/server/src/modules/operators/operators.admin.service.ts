import type { OperatorRole, OperatorSecurity, OperatorSummary } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { auditOrigin, operatorActor, writeAudit } from './audit.js';
import type { OperatorPrincipal } from './operator.principal.js';
import { findOperatorById, revokeAllOperatorSessions } from './operators.repository.js';
import type { OperatorsService } from './operators.service.js';
import { invalidIpRules, ipAllowed, writeSecurity } from './security.settings.js';

interface SummaryRow {
  id: number;
  username: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  totp_enrolled: boolean;
  created_at: Date;
  last_login_at: Date | null;
}

const toSummary = (r: SummaryRow): OperatorSummary => ({
  id: r.id,
  username: r.username,
  role: r.role,
  status: r.status,
  totpEnrolled: r.totp_enrolled,
  createdAt: r.created_at.toISOString(),
  lastLoginAt: r.last_login_at?.toISOString() ?? null,
});

async function summaries(q: Queryable, id?: number): Promise<OperatorSummary[]> {
  const rows = await q<SummaryRow[]>`
    SELECT o.id, o.username, o.role, o.status, o.totp_secret IS NOT NULL AS totp_enrolled, o.created_at,
      (SELECT max(s.created_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_login_at
    FROM operators o ${id === undefined ? q`` : q`WHERE o.id = ${id}`} ORDER BY o.id`;
  return rows.map(toSummary);
}

const ownerOnly = () => new AppError('operator_owner_only', 403, 'Only an owner may do this to an owner');
const notFound = () => new AppError('operator_not_found', 404, 'No such operator');

/**
 * Operators and the security settings, managed from the back office. Every change is audited with its
 * before and after. Only owners touch owners; a change that would leave no active owner is refused.
 */
export function createOperatorsAdminService({
  db,
  clock,
  operators,
}: {
  db: Db;
  clock: Clock;
  operators: OperatorsService;
}) {
  const isOwner = (op: OperatorPrincipal) => op.role === 'owner';

  async function list() {
    return { items: await summaries(db) };
  }

  /** Creates an operator (audited by operators.create with this operator as the actor). */
  async function create(op: OperatorPrincipal, input: { username: string; password: string; role: OperatorRole }) {
    if (input.role === 'owner' && !isOwner(op)) throw ownerOnly();
    const made = await operators.create(input.username, input.password, operatorActor(op), input.role);
    const [row] = await summaries(db, made.id);
    return row!;
  }

  async function update(
    op: OperatorPrincipal,
    id: number,
    change: { role?: OperatorRole; status?: 'active' | 'disabled' },
    req: FastifyRequest,
  ) {
    const now = clock.now();
    await db.begin(async (tx) => {
      // Every active owner's row, locked in id order: two parallel demotions of the last two owners queue here
      // and the second sees the first's result.
      const owners = await tx<{ id: number }[]>`
        SELECT id FROM operators WHERE role = 'owner' AND status = 'active' ORDER BY id FOR UPDATE`;
      const row = await findOperatorById(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      const role = change.role ?? row.role;
      const status = change.status ?? row.status;
      if ((row.role === 'owner' || role === 'owner') && !isOwner(op)) throw ownerOnly();
      const stillOwner = role === 'owner' && status === 'active';
      if (!stillOwner && owners.length === 1 && owners[0]!.id === id) {
        throw new AppError('operator_last_owner', 409, 'This would leave no active owner');
      }
      if (role === row.role && status === row.status) return;
      await tx`UPDATE operators SET role = ${role}, status = ${status} WHERE id = ${id}`;
      const revoked = status === 'disabled' ? await revokeAllOperatorSessions(tx, id, now) : 0;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.update',
        subject: `operator:${id}`,
        before: { role: row.role, status: row.status },
        after: { role, status, sessionsRevoked: revoked },
        ...auditOrigin(req),
      });
    });
    operators.dropSessions(id);
    const [row] = await summaries(db, id);
    return row!;
  }

  /** Removes an operator's TOTP (a lost phone) and ends its sessions: it enrols again at its next login. */
  async function resetTotp(op: OperatorPrincipal, id: number, req: FastifyRequest) {
    const now = clock.now();
    await db.begin(async (tx) => {
      const row = await findOperatorById(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      if (row.role === 'owner' && !isOwner(op)) throw ownerOnly();
      await tx`UPDATE operators SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL,
        totp_last_step = NULL WHERE id = ${id}`;
      const revoked = await revokeAllOperatorSessions(tx, id, now);
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.totp_reset',
        subject: `operator:${id}`,
        before: { totpEnrolled: row.totp_secret !== null },
        after: { totpEnrolled: false, sessionsRevoked: revoked },
        ...auditOrigin(req),
      });
    });
    operators.dropSessions(id);
    const [row] = await summaries(db, id);
    return row!;
  }

  const security = () => operators.security.read(db);

  /**
   * Changes the security settings. Refused when it would shut the caller out: an allow-list without its own
   * address, or TOTP required while it has not enrolled itself.
   */
  async function putSecurity(op: OperatorPrincipal, next: OperatorSecurity, req: FastifyRequest) {
    const ipAllowList = [...new Set(next.ipAllowList.map((r) => r.trim()))];
    const bad = invalidIpRules(ipAllowList);
    if (bad.length > 0) {
      throw new AppError('operator_security_invalid', 400, `Not an IP address or CIDR range: ${bad.join(', ')}`, {
        invalid: bad,
      });
    }
    if (!ipAllowed(req.ip, ipAllowList)) {
      throw new AppError('operator_ip_lockout', 409, 'Your own address is not in this allow-list');
    }
    if (next.totpRequired) {
      // Requiring TOTP while the caller has none would shut the caller out of this very setting.
      const self = await findOperatorById(db, op.operatorId);
      if (!self?.totp_secret) {
        throw new AppError('operator_totp_enrolment_required', 409, 'Set up your own two-factor sign-in first');
      }
    }
    const value = { ...next, ipAllowList };
    const now = clock.now();
    await db.begin(async (tx) => {
      const before = await operators.security.read(tx);
      await writeSecurity(tx, value, now);
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.security_update',
        subject: 'operator_security',
        before,
        after: value,
        ...auditOrigin(req),
      });
    });
    operators.security.forget();
    return value;
  }

  return { list, create, update, resetTotp, security, putSecurity };
}
export type OperatorsAdminService = ReturnType<typeof createOperatorsAdminService>;
