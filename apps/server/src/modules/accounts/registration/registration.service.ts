import { ageOn, type LoginResult, MIN_PLAYER_AGE, parseSpecDate, type RegisterPayload } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import type { HumanCheckService } from '../captcha/human-check.service.js';
import type { LoginIssuer } from '../login/login-issuer.js';
import {
  codeFitsDomain,
  findAgentByAffiliateCode,
  findAgentByDomain,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
  type MemberRow,
} from '../members.repository.js';
import { hashPassword } from '../passwords/password.hasher.js';
import { deviceFromHeader } from '../security/device.js';
import { insertSecurityEvent } from '../security/security-events.repository.js';
import { normalizeMobile } from '../sms/phone.js';
import type { SmsService } from '../sms/sms.service.js';
import { checkFields, fieldsError } from './register-fields.js';

export type RegisterKind = 'username' | 'mobile';

// The age rule (18+, spec §5) is shared with identity verification: @app/contracts ageOn / MIN_PLAYER_AGE.

const isUniqueViolation = (err: unknown, index: string) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  err.code === '23505' &&
  'constraint_name' in err &&
  err.constraint_name === index;

/** Registration by username or by mobile (spec §3–§5), every rule enforced here whatever the form did. */
export function createRegistrationService(
  ctx: AccountsContext,
  deps: { human: HumanCheckService; sms: SmsService; issuer: LoginIssuer },
) {
  const { db, clock, limiter } = ctx;

  /**
   * The agent behind an invitation code, or 'invalid_invitation_code'; on a domain registered to an agent the
   * code must be that agent's or its team's (members.repository codeFitsDomain).
   */
  async function checkAffiliate(code: string, domain = ''): Promise<MemberRow> {
    const agent = await findAgentByAffiliateCode(db, code.trim());
    if (!agent || !(await codeFitsDomain(db, agent.id, domain)))
      throw new AppError('invalid_invitation_code', 422, 'Invalid invitation code');
    return agent;
  }

  async function register(
    kind: RegisterKind,
    p: RegisterPayload,
    ip: string,
    deviceId: string | null = null,
  ): Promise<LoginResult> {
    // The referral self-check compares the header as sent; the sign-in record keeps only a well-formed one, hashed.
    const device = deviceFromHeader(deviceId);
    const policy = await readAccountsPolicy(db);
    await limiter.consume('register:ip', ip, {
      limit: policy.limits.registerPerIpPerHour,
      windowMs: 3_600_000,
      mode: 'sliding',
    });
    const flag = await whitelabelFlags(ctx);
    const offered = kind === 'username' ? flag('USERNAMEREG3') : flag('MOBILENUMREG3') || flag('MOBILENUMPASSREG3');
    if (!flag('DIRECTREG3') || !offered)
      throw new AppError('registration_disabled', 403, 'Registration is not available');
    if (!p.termsAccepted) throw new AppError('terms_required', 400, 'Please accept the terms and conditions');
    if (!p.ageConfirmed) throw new AppError('age_required', 400, 'You must be 18 or older');

    // Spec §4: the invitation code is validated before anything else. A referralCode (/register?referralCode=…)
    // that names an agent or an invite places the account the same way; any other referral code is only kept.
    // Without a code (or with a referral code not for this domain), a domain registered to an agent places the
    // account under that agent.
    const referral = p.referralCode?.trim() || null;
    const domain = p.domain?.trim() || '';
    const referred = referral ? await findAgentByAffiliateCode(db, referral) : null;
    const coded = p.affiliateCode?.trim()
      ? await checkAffiliate(p.affiliateCode, domain)
      : referred && (await codeFitsDomain(db, referred.id, domain))
        ? referred
        : null;
    const agent = coded ?? (domain ? await findAgentByDomain(db, domain) : null);
    const invitedBy = coded ? (p.affiliateCode?.trim() || referral)! : null;
    // A code that is no agent's may be a member's referral code (modules/referral): refused here when unknown
    // or a self-referral, so a refusal changes nothing.
    const friendOf =
      referral && !referred && ctx.referral ? await ctx.referral.check(referral, { ip, deviceId }) : null;
    await deps.human.checkChallenge(p.pow);
    const settings = await ctx.settings.register();
    if (settings.captcha) await deps.human.checkCaptcha(p.captchaId, p.captcha);

    const smsNeeded = settings.smsVerification || flag('REGMOBVERF3');
    const derivedUsername = kind === 'mobile' && !p.username;
    const issues = checkFields(settings.fields, p as unknown as Record<string, string | undefined>, {
      required: [
        kind === 'username' ? 'username' : 'mobileNum',
        'password',
        'confirmPassword',
        ...(smsNeeded ? ['mobileNum'] : []),
      ],
      skip: [
        'captcha',
        'affiliateCode',
        ...(smsNeeded ? ['verificationCode'] : []),
        ...(derivedUsername ? ['username'] : []),
      ],
    });
    if (issues.length > 0) throw fieldsError(issues);
    if (p.password !== p.confirmPassword) throw new AppError('confirm_mismatch', 400, 'Passwords do not match');
    if (p.birthday) {
      const birth = parseSpecDate(p.birthday);
      if (!birth)
        throw new AppError('invalid_input', 400, 'Invalid birthday', {
          fields: [{ field: 'birthday', key: 'pattern' }],
        });
      if (ageOn(birth, clock.now()) < MIN_PLAYER_AGE) {
        throw new AppError('age_required', 400, 'You must be 18 or older');
      }
    }

    const phone = p.mobileNum ? normalizeMobile(p.mobileNum, p.countryDialingCode) : null;
    const username = derivedUsername
      ? `m${phone!.slice(p.countryDialingCode.replace(/^\+/, '').length)}`.slice(0, 15)
      : p.username;
    if (await findMemberByAccount(db, username)) throw new AppError('username_taken', 409, 'Username already exists');
    if (phone && (await findMemberByMobile(db, phone)))
      throw new AppError('mobile_taken', 409, 'Mobile number already registered');
    if (smsNeeded) await deps.sms.verifyCode(phone!, 'register', p.verificationCode);

    const now = clock.now();
    const birthday = p.birthday
      ? parseSpecDate(p.birthday)!
          .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
          .join('-')
      : null;
    const contact = Object.fromEntries(
      (['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'domain'] as const)
        .filter((k) => p[k])
        .map((k) => [k, String(p[k])]),
    );
    let member: MemberRow;
    try {
      member = await db.begin(async (tx) => {
        const inserted = await insertMember(tx, {
          account: username,
          type: 0,
          passwordHash: await hashPassword(p.password),
          countryCode: p.countryDialingCode.replace(/^\+/, ''),
          mobile: phone,
          email: p.email || null,
          payeeName: p.payeeName || null,
          birthday,
          uplineId: agent?.id ?? null,
          referralCode: p.referralCode || null,
          registerMethod: p.registerMethod,
          registerUrl: p.registerUrl,
          registerIp: ip,
          contact,
          createdAt: now,
        });
        if (friendOf) await ctx.referral!.attach(tx, inserted.id, friendOf, now);
        if (!invitedBy || !ctx.applyInvite) return inserted;
        await ctx.applyInvite(tx, inserted.id, invitedBy, now);
        return (await findMemberById(tx, inserted.id))!;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'members_account_ci'))
        throw new AppError('username_taken', 409, 'Username already exists');
      if (isUniqueViolation(err, 'members_mobile'))
        throw new AppError('mobile_taken', 409, 'Mobile number already registered');
      throw err;
    }
    // Only a field the form shows is taken (its rule was checked above); a hidden one is ignored.
    const paymentPasswordShown = settings.fields.some((f) => f.field === 'paymentPassword' && f.enabled);
    if (p.paymentPassword && paymentPasswordShown && ctx.setPaymentPassword) {
      await ctx.setPaymentPassword(member.id, p.paymentPassword);
    }
    await insertSecurityEvent(db, {
      at: now,
      memberId: member.id,
      account: member.account,
      kind: 'register',
      ip,
      device,
      details: { kind, upline: agent?.account ?? null },
    });
    return deps.issuer.issue(member, { loginType: 'register', ip, remember: false, device });
  }

  return { register, checkAffiliate };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
