import { DEFAULT_WEAK_PASSWORD, type LoginRequest, type LoginResult } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { type AccountsPolicy, readAccountsPolicy } from '../accounts.policy.js';
import type { HumanCheckService } from '../captcha/human-check.service.js';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  type MemberRow,
  setLockedUntil,
} from '../members.repository.js';
import { burnVerifyTime, verifyPassword } from '../passwords/password.hasher.js';
import type { NewIpService, PendingLogin } from '../security/new-ip.service.js';
import { countFailuresSince, insertSecurityEvent } from '../security/security-events.repository.js';
import type { SessionService } from '../sessions/session.service.js';
import { normalizeMobile } from '../sms/phone.js';
import type { SmsService } from '../sms/sms.service.js';
import { accountLocked, checkArea, checkUsable, wrongCredentials } from './login.rules.js';
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
  | { kind: 'locked'; until: Date; failed?: boolean }
  | { kind: 'wrong'; member: MemberRow | null; failures: number };

// Failures per IP feed the captcha decision only; counting never refuses.
const IP_FAIL_COUNTER = { limit: 1_000_000, windowMs: HOUR, mode: 'sliding' as const };

/** Username/password, SMS-code and remember-me logins with captcha, lockout, rate limits and the new-IP check. */
export function createLoginService(ctx: AccountsContext, deps: Deps) {
  const { db, clock, limiter } = ctx;

  async function ipLimits(ip: string, policy: AccountsPolicy) {
    await limiter.consume('login:ip', ip, {
      limit: policy.limits.loginPerIpPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
  }

  async function captchaNeeded(memberId: number | null, ip: string, policy: AccountsPolicy): Promise<boolean> {
    const n = policy.captchaAfterFailures;
    if (n === 0) return true;
    const ipFailures = await limiter.peek('login:ip-fail', ip, { limit: 0, windowMs: HOUR, mode: 'sliding' });
    if (ipFailures >= n) return true;
    if (memberId === null) return false;
    return (await countFailuresSince(db, memberId, new Date(clock.now().getTime() - HOUR))) >= n;
  }

  /**
   * One password attempt, serialised per account by a row lock. Failures are counted over the rolling
   * hour from the security events; at the threshold (≤ 100) the account locks for at least an hour, and
   * a locked account is refused before its password is looked at, so no rolling hour ever holds more
   * failures than the threshold.
   */
  async function passwordAttempt(
    username: string,
    password: string,
    ip: string,
    policy: AccountsPolicy,
  ): Promise<Attempt> {
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
          details: { reason: 'unknown account' },
        });
        return { kind: 'wrong', member: null, failures: 0 };
      }
      const failures = await countFailuresSince(tx, member.id, new Date(now.getTime() - HOUR));
      if ((member.locked_until && member.locked_until > now) || failures >= policy.lockout.threshold) {
        const until =
          member.locked_until && member.locked_until > now
            ? member.locked_until
            : new Date(now.getTime() + policy.lockout.lockMinutes * 60_000);
        await insertSecurityEvent(tx, {
          at: now,
          memberId: member.id,
          account: member.account,
          kind: 'login_refused',
          ip,
          details: { reason: 'locked' },
        });
        return { kind: 'locked', until };
      }
      if (await verifyPassword(member.password_hash, password)) return { kind: 'ok', member };
      await insertSecurityEvent(tx, {
        at: now,
        memberId: member.id,
        account: member.account,
        kind: 'login_failure',
        ip,
        details: {},
      });
      if (failures + 1 >= policy.lockout.threshold) {
        const until = new Date(now.getTime() + policy.lockout.lockMinutes * 60_000);
        await setLockedUntil(tx, member.id, until);
        await insertSecurityEvent(tx, {
          at: now,
          memberId: member.id,
          account: member.account,
          kind: 'lockout',
          ip,
          details: { failures: failures + 1, until: until.toISOString() },
        });
        return { kind: 'locked', until, failed: true };
      }
      return { kind: 'wrong', member, failures: failures + 1 };
    });
    if (outcome.kind === 'ok') return { ok: true, member: outcome.member };
    if (outcome.kind === 'locked') {
      if (outcome.failed) await limiter.hit('login:ip-fail', ip, IP_FAIL_COUNTER);
      return { ok: false, error: accountLocked(outcome.until) };
    }
    await limiter.hit('login:ip-fail', ip, IP_FAIL_COUNTER);
    const captcha =
      outcome.failures >= policy.captchaAfterFailures || (await captchaNeeded(outcome.member?.id ?? null, ip, policy));
    return { ok: false, error: wrongCredentials(captcha) };
  }

  async function finish(member: MemberRow, ip: string, p: PendingLogin): Promise<LoginResult> {
    checkUsable(member, clock.now());
    checkArea(member, p.area);
    if (await deps.newIp.required(member, ip)) {
      const check = await deps.newIp.start(member, ip, p);
      if (check) throw new AppError('new_ip_check_required', 403, 'Please verify this new device', check);
    }
    return deps.issuer.issue(member, { loginType: p.loginType, ip, remember: p.remember, weakPassword: p.mustChange });
  }

  async function loginWithPassword(req: LoginRequest, ip: string): Promise<LoginResult> {
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const username = req.username.trim();
    await limiter.consume('login:account', username.toLowerCase(), {
      limit: policy.limits.loginPerAccountPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
    await deps.human.checkChallenge(req.pow);
    const known = await findMemberByAccount(db, username);
    if (await captchaNeeded(known?.id ?? null, ip, policy)) await deps.human.checkCaptcha(req.captchaId, req.captcha);
    const attempt = await passwordAttempt(username, req.password, ip, policy);
    if (!attempt.ok) throw attempt.error;
    return finish(attempt.member, ip, {
      loginType: 'username',
      remember: req.remember,
      mustChange: req.password === DEFAULT_WEAK_PASSWORD,
      area: req.area,
    });
  }

  async function loginWithSms(req: LoginRequest, ip: string): Promise<LoginResult> {
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
    return deps.issuer.issue(member, { loginType: 'sms', ip, remember: false });
  }

  async function login(req: LoginRequest, ip: string): Promise<LoginResult> {
    return req.type === 'sms' ? loginWithSms(req, ip) : loginWithPassword(req, ip);
  }

  /** Logs in with a remember-me token; the token is used up and a fresh one returned. */
  async function loginRemembered(username: string, rememberToken: string, ip: string): Promise<LoginResult> {
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const memberId = await deps.sessions.takeRemember(db, rememberToken);
    const member = memberId === null ? null : await findMemberById(db, memberId);
    if (!member || member.account.toLowerCase() !== username.trim().toLowerCase()) throw wrongCredentials(false);
    return finish(member, ip, { loginType: 'remember', remember: true, mustChange: false, area: 'member' });
  }

  async function verifyNewIp(checkId: string, answer: string, ip: string): Promise<LoginResult> {
    const policy = await readAccountsPolicy(db);
    await ipLimits(ip, policy);
    const { member, pending } = await deps.newIp.complete(checkId, answer, ip);
    checkUsable(member, clock.now());
    checkArea(member, pending.area);
    return deps.issuer.issue(member, {
      loginType: pending.loginType,
      ip,
      remember: pending.remember,
      weakPassword: pending.mustChange,
    });
  }

  return { login, loginRemembered, verifyNewIp };
}
export type LoginService = ReturnType<typeof createLoginService>;
