import { randomBytes } from 'node:crypto';
import { type LoginFailures, type LoginResult, type MemberInfo, TRIAL_TYPE } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { memberLabelNames } from '../labels/index.js';
import { memberRank } from '../vip/vip.repository.js';
import type { AccountsContext } from './accounts.context.js';
import { whitelabelFlags } from './accounts.context.js';
import { toMemberInfo } from './accounts.mappers.js';
import { readAccountsPolicy } from './accounts.policy.js';
import { createHumanCheckService } from './captcha/human-check.service.js';
import { createLoginService } from './login/login.service.js';
import { createLoginIssuer } from './login/login-issuer.js';
import { findMemberById, findMemberByMobile, insertMember, markFirstLoginDone } from './members.repository.js';
import { createPasswordService } from './passwords/password.service.js';
import { createRegistrationService } from './registration/registration.service.js';
import { createNewIpService } from './security/new-ip.service.js';
import { insertSecurityEvent, recentLoginFailures } from './security/security-events.repository.js';
import { createSessionService } from './sessions/session.service.js';
import { normalizeMobile } from './sms/phone.js';
import { createSmsService } from './sms/sms.service.js';

/** Dialing codes offered at login and registration (Vietnam first). */
export const COUNTRY_CODES = [
  { code: '84', country: 'VN', name: 'Việt Nam' },
  { code: '66', country: 'TH', name: 'Thailand' },
  { code: '855', country: 'KH', name: 'Cambodia' },
  { code: '856', country: 'LA', name: 'Laos' },
  { code: '60', country: 'MY', name: 'Malaysia' },
  { code: '65', country: 'SG', name: 'Singapore' },
  { code: '63', country: 'PH', name: 'Philippines' },
  { code: '62', country: 'ID', name: 'Indonesia' },
  { code: '86', country: 'CN', name: 'China' },
  { code: '82', country: 'KR', name: 'South Korea' },
];

/** The accounts module: wires the sub-services and offers the small use cases that need no file of their own. */
/** Failed sign-ins the security centre lists. */
const LOGIN_FAILURES_SHOWN = 20;

export function createAccountsService(ctx: AccountsContext) {
  const { db, clock, limiter } = ctx;
  const sessions = createSessionService(ctx);
  const human = createHumanCheckService(ctx);
  const sms = createSmsService(ctx);
  const issuer = createLoginIssuer(ctx, sessions);
  const newIp = createNewIpService(ctx);
  const login = createLoginService(ctx, { issuer, human, newIp, sms, sessions });
  const registration = createRegistrationService(ctx, { human, sms, issuer });
  const passwords = createPasswordService(ctx, { sessions, sms, issuer });

  async function member(session: SessionPrincipal) {
    const m = await findMemberById(db, session.memberId);
    if (!m) throw unauthorized();
    return m;
  }

  async function memberInfo(session: SessionPrincipal): Promise<MemberInfo> {
    const m = await member(session);
    return toMemberInfo(
      m,
      session.passwordChangeRequired === true,
      await memberLabelNames(db, m.id),
      (await memberRank(db, m.id))?.rank ?? 0,
    );
  }

  /** The member's most recent failed sign-ins, so they can see someone trying their password. */
  async function loginFailures(session: SessionPrincipal): Promise<LoginFailures> {
    const rows = await recentLoginFailures(db, session.memberId, LOGIN_FAILURES_SHOWN);
    return { items: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), ip: r.ip, userAgent: r.userAgent })) };
  }

  async function memberIcon(session: SessionPrincipal): Promise<{ icon: string; avatar: string }> {
    const m = await member(session);
    // Icon is a key the web maps to its own artwork; avatar is an uploaded image URL ('' = default).
    const icon = m.type === TRIAL_TYPE ? 'trial' : [1, 2, 41, 42].includes(m.type) ? 'agent' : 'member';
    return { icon, avatar: m.avatar };
  }

  async function firstLogin(session: SessionPrincipal, req?: FastifyRequest): Promise<void> {
    await markFirstLoginDone(db, session.memberId, clock.now());
    // A first-login bonus (promotions) is paid or offered once: its entry is the member's only one.
    if (req && ctx.onFirstLogin) await ctx.onFirstLogin(session.memberId, req);
  }

  async function logout(session: SessionPrincipal, revoke: () => Promise<boolean>, ip: string): Promise<void> {
    await revoke();
    await insertSecurityEvent(db, {
      at: clock.now(),
      memberId: session.memberId,
      account: session.account,
      kind: 'logout',
      ip,
    });
  }

  /** Free play (spec §4): a fresh trial account (type 4) with play money only, logged in at once. */
  async function freePlay(ip: string, device: string | null = null): Promise<LoginResult> {
    const flag = await whitelabelFlags(ctx);
    if (!flag('FREEPLAY'))
      throw new AppError('free_play_disabled', 403, 'Not enabled function, please contact customer service.');
    const policy = await readAccountsPolicy(db);
    await limiter.consume('freeplay:ip', ip, {
      limit: policy.limits.freePlayPerIpPerHour,
      windowMs: 3_600_000,
      mode: 'sliding',
    });
    const now = clock.now();
    const m = await insertMember(db, {
      account: `try${randomBytes(5).toString('hex')}`,
      type: TRIAL_TYPE,
      passwordHash: null,
      registerMethod: 'FREEPLAY',
      registerIp: ip,
      createdAt: now,
    });
    await insertSecurityEvent(db, { at: now, memberId: m.id, account: m.account, kind: 'free_play', ip, device });
    return issuer.issue(m, { loginType: 'freeplay', ip, remember: false, device });
  }

  /** SMS code for login or reset. Unknown numbers get the same answer but no message (no enumeration). */
  async function smsNoLogin(
    p: { mobileNum: string; countryDialingCode: string; purpose: 'login' | 'reset' },
    ip: string,
  ) {
    const flag = await whitelabelFlags(ctx);
    const enabled = p.purpose === 'login' ? flag('MOBILEVERCODELOGIN3') : flag('PHONERECOVERY');
    if (!enabled) throw new AppError('sms_not_enabled', 403, 'Not enabled function, please contact customer service.');
    const phone = normalizeMobile(p.mobileNum, p.countryDialingCode);
    const owner = await findMemberByMobile(db, phone);
    const expiredMinutes = await sms.sendCode(phone, p.purpose, ip, !!owner && owner.status === 'active');
    return { expiredMinutes };
  }

  /** SMS code for registration: behind the proof-of-work check; refused for a number already registered. */
  async function smsRegister(
    p: { mobileNo: string; countryDialingCode: string; verification: { id: string; counter: number } },
    ip: string,
  ) {
    const flag = await whitelabelFlags(ctx);
    const settings = await ctx.settings.register();
    if (!settings.smsVerification && !flag('REGMOBVERF3')) {
      throw new AppError('sms_not_enabled', 403, 'Not enabled function, please contact customer service.');
    }
    const phone = normalizeMobile(p.mobileNo, p.countryDialingCode);
    await human.checkChallenge(p.verification);
    if (await findMemberByMobile(db, phone))
      throw new AppError('mobile_taken', 409, 'Mobile number already registered');
    return { expiredMinutes: await sms.sendCode(phone, 'register', ip) };
  }

  async function affiliate(code: string, domain = ''): Promise<{ valid: true; agent: string }> {
    const agent = await registration.checkAffiliate(code, domain);
    return { valid: true, agent: agent.account };
  }

  return {
    sessions,
    human,
    login,
    registration,
    passwords,
    memberInfo,
    memberIcon,
    loginFailures,
    firstLogin,
    logout,
    freePlay,
    smsNoLogin,
    smsRegister,
    affiliate,
    publicKey: () => ctx.keys.publicKey(),
    countryCodes: () => COUNTRY_CODES,
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
