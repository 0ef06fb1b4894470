import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { burnVerifyTime, hashPassword, verifyPassword } from '../accounts/passwords/password.hasher.js';
import { bearerToken, hashToken, newToken } from '../accounts/sessions/tokens.js';
import { auditOrigin, operatorActor, writeAudit } from './audit.js';
import { OPERATOR_TOKEN_PREFIX, type OperatorPrincipal, operatorSession } from './operator.principal.js';
import { createOperatorSessionsCache } from './operator-sessions.cache.js';
import {
  clearLoginFailures,
  extendOperatorSession,
  findLiveOperatorSession,
  findOperatorByUsername,
  insertOperator,
  insertOperatorSession,
  recordLoginFailure,
  revokeAllOperatorSessions,
  revokeOperatorSession,
  setOperatorPassword,
} from './operators.repository.js';

const MINUTE = 60_000;
/** Back-office sessions are shorter than members': 30 idle minutes, at most 12 hours. */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;
/** Consecutive failures that lock an operator account, and for how long. */
export const OPERATOR_LOCKOUT = { failures: 5, minutes: 60 } as const;
const LOGIN_PER_IP = { limit: 10, windowMs: MINUTE, mode: 'sliding' as const };
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

/** Operator passwords: 10–64 characters with a letter and a digit (stricter than members'). */
export function checkOperatorPassword(password: string): void {
  if (password.length < 10 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new AppError('operator_password_weak', 400, 'Password: 10–64 characters with a letter and a digit');
  }
}

const wrongCredentials = () => new AppError('operator_wrong_credentials', 401, 'Wrong operator name or password');

/** Operator accounts and their sessions: login with lockout, logout, token resolution, CLI management. */
export function createOperatorsService({ db, clock }: { db: Db; clock: Clock }) {
  const limiter = createRateLimiter(db, clock);
  const sessions = createOperatorSessionsCache({ clock });

  async function login(username: string, password: string, req: FastifyRequest) {
    await limiter.consume('operator-login:ip', req.ip, LOGIN_PER_IP);
    const now = clock.now();
    // Verify outside a transaction (argon2 takes tens of ms); the failure counter is one atomic UPDATE.
    const op = await findOperatorByUsername(db, username);
    if (!op) {
      await burnVerifyTime(password);
      throw wrongCredentials();
    }
    if (op.status !== 'active') throw new AppError('operator_disabled', 403, 'Operator account disabled');
    if (op.locked_until && op.locked_until > now) {
      throw new AppError('operator_locked', 403, 'Too many failed attempts: the account is locked for a while', {
        until: op.locked_until.toISOString(),
      });
    }
    if (!(await verifyPassword(op.password_hash, password))) {
      const lockUntil = new Date(now.getTime() + OPERATOR_LOCKOUT.minutes * MINUTE);
      const after = await recordLoginFailure(db, op.id, OPERATOR_LOCKOUT.failures, lockUntil);
      await writeAudit(db, {
        at: now,
        actor: `operator:${op.id}:${op.username}`,
        action: after.locked_until && after.locked_until > now ? 'operator.locked' : 'operator.login_failed',
        subject: `operator:${op.id}`,
        ...auditOrigin(req),
      });
      throw wrongCredentials();
    }
    if (op.failed_logins > 0 || op.locked_until) await clearLoginFailures(db, op.id);
    const token = OPERATOR_TOKEN_PREFIX + newToken();
    const expiresAt = new Date(now.getTime() + OPERATOR_SESSION.idleMinutes * MINUTE);
    await db.begin(async (tx) => {
      await insertOperatorSession(tx, {
        tokenHash: hashToken(token),
        operatorId: op.id,
        createdAt: now,
        expiresAt,
        ip: req.ip,
      });
      await writeAudit(tx, {
        at: now,
        actor: operatorActor({ operatorId: op.id, username: op.username }),
        action: 'operator.login',
        subject: `operator:${op.id}`,
        ...auditOrigin(req),
      });
    });
    return { token, expiresAt: expiresAt.toISOString(), operator: { id: op.id, username: op.username } };
  }

  /** The operator session of a bearer token (prefixed 'op_'), sliding its expiry within the absolute lifetime. */
  async function resolve(req: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = bearerToken(req.headers.authorization);
    if (!token?.startsWith(OPERATOR_TOKEN_PREFIX)) return null;
    const now = clock.now();
    const hash = hashToken(token);
    const key = hash.toString('base64');
    let s = sessions.get(key);
    if (!s) {
      const gen = sessions.begin();
      s = await findLiveOperatorSession(db, hash, now);
      if (!s) return null;
      sessions.put(key, s, gen);
    }
    const hardEnd = s.created_at.getTime() + OPERATOR_SESSION.absoluteHours * 60 * MINUTE;
    if (now.getTime() >= hardEnd) return null;
    const wanted = Math.min(now.getTime() + OPERATOR_SESSION.idleMinutes * MINUTE, hardEnd);
    if (wanted - s.expires_at.getTime() > MINUTE) {
      await extendOperatorSession(db, s.id, new Date(wanted));
      // The cached copy follows (another process may extend it too; a stale expiry only means a re-read).
      s.expires_at = new Date(wanted);
    }
    return operatorSession(s.operator_id, s.username);
  }

  async function logout(op: OperatorPrincipal, req: FastifyRequest): Promise<void> {
    const token = bearerToken(req.headers.authorization);
    if (!token) return;
    const now = clock.now();
    const hash = hashToken(token);
    await db.begin(async (tx) => {
      await revokeOperatorSession(tx, hash, now);
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.logout',
        subject: `operator:${op.operatorId}`,
        ...auditOrigin(req),
      });
    });
    // At once in this process; the trigger's notification reaches the others.
    sessions.drop(hash.toString('base64'));
  }

  /** Creates an operator (CLI and seed). Throws 'operator_exists' when the name is taken. */
  async function create(username: string, password: string, actor = 'system:cli') {
    if (!USERNAME.test(username)) throw badInput('Operator name: 3–32 letters, digits, _ . -');
    checkOperatorPassword(password);
    const now = clock.now();
    return db.begin(async (tx) => {
      const row = await insertOperator(tx, { username, passwordHash: await hashPassword(password), createdAt: now });
      if (!row) throw new AppError('operator_exists', 409, `Operator ${username} already exists`);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'operator.create',
        subject: `operator:${row.id}`,
        after: { username: row.username, status: row.status },
      });
      return { id: row.id, username: row.username };
    });
  }

  /** Sets a new password, unlocks the account and ends its sessions (CLI). */
  async function resetPassword(username: string, password: string, actor = 'system:cli') {
    checkOperatorPassword(password);
    const now = clock.now();
    const hash = await hashPassword(password);
    return db.begin(async (tx) => {
      const op = await findOperatorByUsername(tx, username, { forUpdate: true });
      if (!op) throw new AppError('operator_not_found', 404, `No operator ${username}`);
      await setOperatorPassword(tx, op.id, hash, now);
      const revoked = await revokeAllOperatorSessions(tx, op.id, now);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'operator.password_reset',
        subject: `operator:${op.id}`,
        after: { sessionsRevoked: revoked },
      });
      return { id: op.id, username: op.username, sessionsRevoked: revoked };
    });
  }

  return { login, resolve, logout, create, resetPassword, listen: () => sessions.listen(db) };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
