import { DEFAULT_WEAK_PASSWORD, type LoginRequest, type LoginResult } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { type AccountsPolicy, readAccountsPolicy } from '../accounts.policy.js';
import type { HumanCheckService } from '../captcha/human-check.service.js';
import { findMemberByAccount, findMemberById, findMemberByMobile, type MemberRow } from '../members.repository.js';
import { burnVerifyTime, verifyPassword } from '../passwords/password.hasher.js';
import type { NewIpService, PendingLogin } from '../security/new-ip.service.js';
import { failureStats, insertSecurityEvent } from '../security/security-events.repository.js';
import type { SessionService } from '../sessions/session.service.js';
import { normalizeMobile } from '../sms/phone.js';
import type { SmsService } from '../sms/sms.service.js';
import { checkArea, checkUsable, loginFriction, loginTooSoon, wrongCredentials } from './login.rules.js';
import type { LoginIssuer } from './login-issuer.js';

const HOUR = 3_600_000;

interface Deps {
  issuer: LoginIssuer;
  human: HumanCheckService;
  newIp: NewIpService;
  sms: SmsService;
  sessions: SessionService;
}

type Attempt = { ok: true; member: MemberRow } | { ok: false; error: AppError };
type Outcome =
  | { kind: 'ok'; member: MemberRow }
  | { kind: 'refused'; error: AppError }
  | { kind: 'wrong'; member: MemberRow | null; captcha: boolean };

/**
 * Who is trying: the address and the browser (recorded with each failure; the member sees them), and the web's
 * device id as stored (security/device.ts; the back office links players by it).
 */
export interface LoginClient {
  ip: string;
  userAgent?: string;
  device?: string | null;
}

// Failures per IP feed the captcha decision only; counting never refuses.
const IP_FAIL_COUNTER = { limit: 1_000_000, windowMs: HOUR, mode: 'sliding' as const };
const USER_AGENT_MAX = 300;

/** Username/password, SMS-code and remember-me logins with captcha, escalating delays, rate limits and the new-IP check. */
export function createLoginService(ctx: AccountsContext, deps: Deps) {
  const { db, clock, limiter } = ctx;

  async function ipLimits(ip: string, policy: AccountsPolicy) {
    await limiter.consume('login:ip', ip, {
      limit: policy.limits.loginPerIpPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
  }

  /** Failures from `ip` on any account in the last hour (feeds the captcha decision). */
  const addressFailures = (ip: string) =>
    limiter.peek('login:ip-fail', ip, { limit: 0, windowMs: HOUR, mode: 'sliding' });

  /**
   * The friction for `memberId` (null: unknown account) from `ip`, per login.rules.ts loginFriction. Reads
   * through `q` only (inside the attempt's transaction, its own connection), so the address count is passed in.
   */
  async function frictionFor(
    q: Queryable,
    memberId: number | null,
    ip: string,
    policy: AccountsPolicy,
    fromAddress: number,
  ) {
    const now = clock.now();
    const stats =
      memberId === null
        ? { pairFailures: 0, lastPairFailureAt: null, accountFailures: 0 }
        : await failureStats(q, memberId, ip, new Date(now.getTime() - HOUR));
    return loginFriction({ ...stats, addressFailures: fromAddress }, policy, now);
  }

  /**
   * One password attempt, serialised per account by a row lock so that a burst from one address cannot
   * slip past its delay. No lock: a wrong password only slows the (account, address) pair that sent it
   * (and, past the distributed-attack ceiling, asks every address for the captcha).
   */
  async function passwordAttempt(
    username: string,
    password: string,
    client: LoginClient,
    policy: AccountsPolicy,
    captchaSolved: boolean,
  ): Promise<Attempt> {
    const { ip } = client;
    const device = client.device ?? null;
    const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
    const fromAddress = await addressFailures(ip);
    // Only the transaction's own connection is used inside it: with the row lock held, borrowing another
    // pooled connection could starve the pool under a burst of attempts on one account.
    const outcome = await db.begin(async (tx): Promise<Outcome> => {
      const now = clock.now();
      const member = await findMemberByAccount(tx, username, { forUpdate: true });
      if (!member) {
        await burnVerifyTime(password);
        await insertSecurityEvent(tx, {
          at: now,
          memberId: null,
          account: username,
          kind: 'login_failure',
          ip,
          device,
          details: { reason: 'unknown account', userAgent },
        });
        return { kind: 'wrong', member: null, captcha: false };
      }
      // Checked again under the row lock: concurrent attempts from one address see each other's failures.
      const friction = await frictionFor(tx, member.id, ip, policy, fromAddress);
      if (friction.retryAfterMs > 0) {
        await insertSecurityEvent(tx, {
          at: now,
          memberId: member.id,
          account: member.account,
          kind: 'login_refused',
          ip,
          device,
          details: { reason: 'delay', retryAfterMs: friction.retryAfterMs },
        });
        return { kind: 'refused', error: loginTooSoon(friction.retryAfterMs, friction.captcha) };
      }
      if (friction.captcha && !captchaSolved) {
        return {
          kind: 'refused',
          error: new AppError('captcha_required', 400, 'Please enter the verification code', { captcha: true }),
        };
      }
      if (await verifyPassword(member.password_hash, password)) return { kind: 'ok', member };
      await insertSecurityEvent(tx, {
        at: now,
        memberId: member.id,
        account: member.account,
        kind: 'login_failure',
        ip,
        device,
        details: { userAgent },
      });
      // The next attempt's friction, so the form shows the captcha at once when it is about to be needed.
      const next = await frictionFor(tx, member.id, ip, policy, fromAddress + 1);
      return { kind: 'wrong', member, captcha: next.captcha };
    });
    if (outcome.kind === 'ok') return { ok: true, member: outcome.member };
    if (outcome.kind === 'refused') return { ok: false, error: outcome.error };
    await limiter.hit('login:ip-fail', ip, IP_FAIL_COUNTER);
    const captcha = outcome.captcha || (await frictionFor(db, null, ip, policy, fromAddress + 1)).captcha;
    return { ok: false, error: wrongCredentials(captcha) };
  }

  async function finish(member: MemberRow, client: LoginClient, p: PendingLogin): Promise<LoginResult> {
    const { ip } = client;
    checkUsable(member, clock.now());
    checkArea(member, p.area);
    if (await deps.newIp.required(member, ip)) {
      const check = await deps.newIp.start(member, ip, p, client.device ?? null);
      if (check) throw new AppError('new_ip_check_required', 403, 'Please verify this new device', check);
    }
    return deps.issuer.issue(member, {
      loginType: p.loginType,
      ip,
      remember: p.remember,
      weakPassword: p.mustChange,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX),
      device: client.device ?? null,
    });
  }

  async function loginWithPassword(req: LoginRequest, client: LoginClient): Promise<LoginResult> {
    const { ip } = client;
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const username = req.username.trim();
    // Per account *and* address: a per-account limit alone would let anyone block the owner's logins.
    await limiter.consume('login:account', `${username.toLowerCase()}|${ip}`, {
      limit: policy.limits.loginPerAccountPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
    await deps.human.checkChallenge(req.pow);
    const known = await findMemberByAccount(db, username);
    const friction = await frictionFor(db, known?.id ?? null, ip, policy, await addressFailures(ip));
    if (friction.retryAfterMs > 0) throw loginTooSoon(friction.retryAfterMs, friction.captcha);
    if (friction.captcha) await deps.human.checkCaptcha(req.captchaId, req.captcha);
    const attempt = await passwordAttempt(username, req.password, client, policy, friction.captcha);
    if (!attempt.ok) throw attempt.error;
    return finish(attempt.member, client, {
      loginType: 'username',
      remember: req.remember,
      // The default weak password, or a temporary one an operator set (backoffice-players), must be changed first.
      mustChange: req.password === DEFAULT_WEAK_PASSWORD || attempt.member.password_must_change === true,
      area: req.area,
    });
  }

  async function loginWithSms(req: LoginRequest, { ip, device }: LoginClient): Promise<LoginResult> {
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const flag = await whitelabelFlags(ctx);
    if (!flag('MOBILEVERCODELOGIN3'))
      throw new AppError('sms_not_enabled', 403, 'Not enabled function, please contact customer service.');
    const phone = normalizeMobile(req.username, req.countryDialingCode);
    await deps.sms.verifyCode(phone, 'login', req.password);
    const member = await findMemberByMobile(db, phone);
    if (!member) throw new AppError('sms_code_invalid', 400, 'Verification code is not valid');
    checkUsable(member, clock.now());
    checkArea(member, req.area);
    // Possession of the phone is the proof here; the new-IP check would ask for the same thing again.
    return deps.issuer.issue(member, { loginType: 'sms', ip, remember: false, device: device ?? null });
  }

  async function login(req: LoginRequest, client: LoginClient): Promise<LoginResult> {
    return req.type === 'sms' ? loginWithSms(req, client) : loginWithPassword(req, client);
  }

  /** Logs in with a remember-me token; the token is used up and a fresh one returned. */
  async function loginRemembered(username: string, rememberToken: string, client: LoginClient): Promise<LoginResult> {
    const { ip } = client;
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const memberId = await deps.sessions.takeRemember(db, rememberToken);
    const member = memberId === null ? null : await findMemberById(db, memberId);
    if (!member || member.account.toLowerCase() !== username.trim().toLowerCase()) throw wrongCredentials(false);
    return finish(member, client, { loginType: 'remember', remember: true, mustChange: false, area: 'member' });
  }

  async function verifyNewIp(checkId: string, answer: string, { ip, device }: LoginClient): Promise<LoginResult> {
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const { member, pending } = await deps.newIp.complete(checkId, answer, ip, device ?? null);
    checkUsable(member, clock.now());
    checkArea(member, pending.area);
    return deps.issuer.issue(member, {
      loginType: pending.loginType,
      ip,
      remember: pending.remember,
      weakPassword: pending.mustChange,
      device: device ?? null,
    });
  }

  return { login, loginRemembered, verifyNewIp };
}
export type LoginService = ReturnType<typeof createLoginService>;
