import { type OperatorRole, RolePermissions } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { type FrictionPolicy, loginFriction, loginTooSoon } from '../accounts/login/login.rules.js';
import { burnVerifyTime, hashPassword, verifyPassword } from '../accounts/passwords/password.hasher.js';
import { bearerToken, hashToken, newToken } from '../accounts/sessions/tokens.js';
import { auditOrigin, operatorActor, writeAudit } from './audit.js';
import { OPERATOR_TOKEN_PREFIX, type OperatorPrincipal, operatorSession } from './operator.principal.js';
import { createOperatorSessionsCache } from './operator-sessions.cache.js';
import {
  clearOperatorLoginFailures,
  extendOperatorSession,
  findLiveOperatorSession,
  findOperatorById,
  findOperatorByUsername,
  insertOperator,
  insertOperatorSession,
  type OperatorRow,
  operatorFailureStats,
  recordOperatorLoginFailure,
  revokeAllOperatorSessions,
  revokeOperatorSession,
  setOperatorPassword,
  setTotpLastStep,
} from './operators.repository.js';
import { createOperatorSecurity } from './security.settings.js';
import { totpStep } from './totp.js';

const MINUTE = 60_000;
/**
 * Back-office sessions are shorter than members': 30 idle minutes by default (the security setting
 * idleMinutes, migration 0233), at most 12 hours.
 */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;
/**
 * Failed logins never lock an operator out (anyone who knows the name could): an (operator, address) pair
 * waits 30 s after its 3rd failure in the hour, doubling up to 15 minutes; past 20 failures across all
 * addresses (a distributed attack), every address waits after its first failure. There is no captcha in
 * the back office: the delays are the friction. The operator's own address is heard at once.
 */
export const OPERATOR_FRICTION: FrictionPolicy = {
  captchaAfterFailures: 100,
  friction: { delayAfterFailures: 3, delayBaseSeconds: 30, delayMaxSeconds: 900, accountCaptchaAfterFailures: 20 },
};
const HOUR = 60 * MINUTE;
const LOGIN_PER_IP = { limit: 10, windowMs: MINUTE, mode: 'sliding' as const };
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

/** Operator passwords: 10–64 characters with a letter and a digit (stricter than members'). */
export function checkOperatorPassword(password: string): void {
  if (password.length < 10 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new AppError('operator_password_weak', 400, 'Password: 10–64 characters with a letter and a digit');
  }
}

const wrongCredentials = () => new AppError('operator_wrong_credentials', 401, 'Wrong operator name or password');

/** Operator accounts and their sessions: login with escalating delays, logout, password change, token resolution, CLI management. */
export function createOperatorsService({ db, clock }: { db: Db; clock: Clock }) {
  const limiter = createRateLimiter(db, clock);
  const sessions = createOperatorSessionsCache({ clock });
  const security = createOperatorSecurity({ db, clock });

  async function login(username: string, password: string, req: FastifyRequest, totpCode?: string) {
    const settings = await security.checkAddress(req);
    await limiter.consume('operator-login:ip', req.ip, LOGIN_PER_IP);
    const op = await findOperatorByUsername(db, username);
    if (!op) {
      await burnVerifyTime(password);
      throw wrongCredentials();
    }
    if (op.status !== 'active') throw new AppError('operator_disabled', 403, 'Operator account disabled');
    // Serialised per operator by a row lock, so a burst from one address cannot slip past its delay.
    const verified = await db.begin(
      async (tx): Promise<{ ok: true; op: OperatorRow } | { ok: false; error: AppError }> => {
        const now = clock.now();
        const locked = await findOperatorByUsername(tx, username, { forUpdate: true });
        if (!locked) return { ok: false, error: wrongCredentials() };
        const stats = await operatorFailureStats(tx, locked.id, req.ip, new Date(now.getTime() - HOUR));
        const friction = loginFriction({ ...stats, addressFailures: 0 }, OPERATOR_FRICTION, now);
        if (friction.retryAfterMs > 0) return { ok: false, error: loginTooSoon(friction.retryAfterMs, false) };
        let failure = 'operator.login_failed';
        if (await verifyPassword(locked.password_hash, password)) {
          // Two-factor once enrolled: the right password alone is not a login (and costs no failure).
          if (locked.totp_secret && !totpCode) {
            return { ok: false, error: new AppError('operator_totp_required', 401, 'Enter the authenticator code') };
          }
          const step = locked.totp_secret ? totpStep(locked.totp_secret, locked.username, totpCode!, now.getTime()) : 0;
          if (step !== null && (locked.totp_last_step === null || step > locked.totp_last_step)) {
            if (stats.pairFailures > 0) await clearOperatorLoginFailures(tx, locked.id, req.ip);
            if (locked.totp_secret) await setTotpLastStep(tx, locked.id, step);
            return { ok: true, op: locked };
          }
          failure = 'operator.login_totp_failed';
        }
        const ua = req.headers['user-agent'];
        await recordOperatorLoginFailure(tx, {
          operatorId: locked.id,
          ip: req.ip,
          userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
          at: now,
        });
        await writeAudit(tx, {
          at: now,
          actor: `operator:${locked.id}:${locked.username}`,
          action: failure,
          subject: `operator:${locked.id}`,
          ...auditOrigin(req),
        });
        if (failure === 'operator.login_totp_failed') {
          return { ok: false, error: new AppError('operator_totp_invalid', 401, 'Wrong or already used code') };
        }
        return { ok: false, error: wrongCredentials() };
      },
    );
    if (!verified.ok) throw verified.error;
    const now = clock.now();
    const token = OPERATOR_TOKEN_PREFIX + newToken();
    const expiresAt = new Date(now.getTime() + settings.idleMinutes * MINUTE);
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
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      operator: { id: op.id, username: op.username },
      passwordChangeRequired: verified.op.password_change_required,
    };
  }

  /** The operator session of a bearer token (prefixed 'op_'), sliding its expiry within the absolute lifetime. */
  async function resolve(req: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = bearerToken(req.headers.authorization);
    if (!token?.startsWith(OPERATOR_TOKEN_PREFIX)) return null;
    const settings = await security.checkAddress(req);
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
    const wanted = Math.min(now.getTime() + settings.idleMinutes * MINUTE, hardEnd);
    if (wanted - s.expires_at.getTime() > MINUTE) {
      await extendOperatorSession(db, s.id, new Date(wanted));
      // The cached copy follows (another process may extend it too; a stale expiry only means a re-read).
      s.expires_at = new Date(wanted);
    }
    return {
      ...operatorSession(s.operator_id, s.username, s.password_change_required, s.role),
      totpEnrolmentRequired: settings.totpRequired && !s.totp_enrolled,
    };
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

  /**
   * The operator changes its own password (required first for a seeded operator). Its other sessions end;
   * this one stays and is no longer limited to this endpoint.
   */
  async function changePassword(op: OperatorPrincipal, current: string, next: string, req: FastifyRequest) {
    await limiter.consume('operator-password:operator', String(op.operatorId), LOGIN_PER_IP);
    checkOperatorPassword(next);
    if (next === current) {
      throw new AppError('operator_password_same', 400, 'The new password must differ from the current one');
    }
    const token = bearerToken(req.headers.authorization);
    const keep = token ? hashToken(token) : null;
    const hash = await hashPassword(next);
    const now = clock.now();
    await db.begin(async (tx) => {
      const row = await findOperatorByUsername(tx, op.username, { forUpdate: true });
      if (!row || row.id !== op.operatorId) throw new AppError('operator_not_found', 404, `No operator ${op.username}`);
      if (!(await verifyPassword(row.password_hash, current))) {
        throw new AppError('operator_wrong_credentials', 401, 'Wrong operator name or password');
      }
      await setOperatorPassword(tx, row.id, hash, now);
      const revoked = await revokeAllOperatorSessions(tx, row.id, now, keep);
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.password_change',
        subject: `operator:${row.id}`,
        after: { sessionsRevoked: revoked, wasRequired: row.password_change_required },
        ...auditOrigin(req),
      });
    });
    // At once in this process (the trigger's notification reaches the others).
    sessions.dropOperator(op.operatorId);
    return { ok: true };
  }

  /**
   * Creates an operator (CLI and the back office). Throws 'operator_exists' when the name is taken. The CLI
   * makes owners unless told otherwise: whoever runs it already holds the server and its database.
   */
  async function create(username: string, password: string, actor = 'system:cli', role: OperatorRole = 'owner') {
    if (!USERNAME.test(username)) throw badInput('Operator name: 3–32 letters, digits, _ . -');
    checkOperatorPassword(password);
    const now = clock.now();
    return db.begin(async (tx) => {
      const row = await insertOperator(tx, {
        username,
        passwordHash: await hashPassword(password),
        createdAt: now,
        role,
      });
      if (!row) throw new AppError('operator_exists', 409, `Operator ${username} already exists`);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'operator.create',
        subject: `operator:${row.id}`,
        after: { username: row.username, status: row.status, role: row.role },
      });
      return { id: row.id, username: row.username };
    });
  }

  /** Sets a new password and ends the operator's sessions (CLI). */
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

  /** The operator behind the session: role, permissions, TOTP state, the idle timeout (GET /wps/operator/session). */
  async function me(op: OperatorPrincipal) {
    const row = await findOperatorById(db, op.operatorId);
    if (!row) throw new AppError('operator_not_found', 404, 'No such operator');
    const settings = await security.get();
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      permissions: [...RolePermissions[row.role]],
      totpEnrolled: row.totp_secret !== null,
      totpRequired: settings.totpRequired,
      idleMinutes: settings.idleMinutes,
    };
  }

  return {
    login,
    resolve,
    me,
    logout,
    changePassword,
    create,
    resetPassword,
    security,
    /** Drops this process's cached sessions of an operator (other processes hear the trigger's NOTIFY). */
    dropSessions: (operatorId: number) => sessions.dropOperator(operatorId),
    listen: () => sessions.listen(db),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
