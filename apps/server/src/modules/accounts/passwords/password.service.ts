import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_WEAK_PASSWORD, type LoginResult, TRIAL_TYPE, validateField } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import type { AccountsContext } from '../accounts.context.js';
import { whitelabelFlags } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { checkUsable } from '../login/login.rules.js';
import type { LoginIssuer } from '../login/login-issuer.js';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  setLockedUntil,
  setPassword,
} from '../members.repository.js';
import { insertSecurityEvent } from '../security/security-events.repository.js';
import type { SessionService } from '../sessions/session.service.js';
import { normalizeMobile } from '../sms/phone.js';
import type { SmsService } from '../sms/sms.service.js';
import { hashPassword, verifyPassword } from './password.hasher.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const notEnabled = () =>
  new AppError('recovery_disabled', 403, 'Not enabled function, please contact customer service.');

/** Password change, and recovery by e-mail link or SMS code. Every new password ends all sessions. */
export function createPasswordService(
  ctx: AccountsContext,
  deps: { sessions: SessionService; sms: SmsService; issuer: LoginIssuer },
) {
  const { db, clock, limiter } = ctx;

  /** The password rule is the registration form's password rule (spec §5 "password-format rule"). */
  async function checkNewPassword(newPassword: string, confirm: string): Promise<void> {
    if (!newPassword) throw new AppError('input_empty', 400, 'Input cannot be empty');
    const settings = await ctx.settings.register();
    const rule = settings.fields.find((f) => f.field === 'password');
    const problem = rule ? validateField({ ...rule, enabled: true, required: true }, newPassword) : null;
    if (problem || newPassword === DEFAULT_WEAK_PASSWORD) {
      throw new AppError('password_format', 400, 'Password format is incorrect', {
        fields: problem ? [{ field: 'newPassword', ...problem }] : [],
      });
    }
    if (newPassword !== confirm) throw new AppError('confirm_mismatch', 400, 'Passwords do not match');
  }

  /** Stores the new password, ends every session and remember token, unlocks, and audits. */
  async function replacePassword(
    memberId: number,
    account: string,
    newPassword: string,
    ip: string,
    kind: 'password_change' | 'password_reset',
  ) {
    const hash = await hashPassword(newPassword);
    const now = clock.now();
    await db.begin(async (tx) => {
      await setPassword(tx, memberId, hash, now);
      await deps.sessions.revokeAll(tx, memberId);
      if (kind === 'password_reset') await setLockedUntil(tx, memberId, null);
      await insertSecurityEvent(tx, { at: now, memberId, account, kind, ip });
    });
  }

  async function change(
    session: SessionPrincipal,
    p: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
    ip: string,
  ): Promise<void> {
    if (session.type === TRIAL_TYPE) throw needTrueAccount();
    const member = await findMemberById(db, session.memberId);
    if (!member) throw new AppError('unauthorized', 401, 'You are not logged in, please login');
    const policy = await readAccountsPolicy(db);
    await limiter.consume('password:change', String(member.id), {
      limit: policy.limits.loginPerAccountPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
    if (member.password_hash) {
      if (!p.oldPassword) throw new AppError('input_empty', 400, 'Input cannot be empty');
      if (!(await verifyPassword(member.password_hash, p.oldPassword))) {
        throw new AppError('wrong_credentials', 401, 'Account or password incorrect', { captcha: false });
      }
    }
    await checkNewPassword(p.newPassword, p.confirmNewPassword);
    await replacePassword(member.id, member.account, p.newPassword, ip, 'password_change');
  }

  /**
   * Spec §3 forgot-by-email: username + email. Answers 'Username/Email does not exist' for either mismatch
   * (the spec's text, one message for both so it does not tell which was wrong), rate-limited per IP and
   * per username so it cannot be used to sweep accounts.
   */
  async function forgotByEmail(username: string, email: string, ip: string): Promise<void> {
    const flag = await whitelabelFlags(ctx);
    if (!flag('EMAILRECOVERY')) throw notEnabled();
    const policy = await readAccountsPolicy(db);
    await limiter.consume('forgot:ip', ip, {
      limit: policy.limits.forgotPerIpPerHour,
      windowMs: 3_600_000,
      mode: 'sliding',
    });
    await limiter.consume('forgot:account', username.trim().toLowerCase(), {
      limit: policy.limits.forgotPerAccountPerHour,
      windowMs: 3_600_000,
      mode: 'sliding',
    });
    const member = await findMemberByAccount(db, username.trim());
    if (!member?.email || member.email.toLowerCase() !== email.trim().toLowerCase() || member.type === TRIAL_TYPE) {
      throw new AppError('username_not_found', 404, 'Username/Email does not exist');
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db`INSERT INTO password_resets (token_hash, member_id, created_at, expires_at)
      VALUES (${sha256(token)}, ${member.id}, ${now}, ${new Date(now.getTime() + policy.resetLinkMinutes * 60_000)})`;
    await ctx.mail.send({
      to: member.email,
      subject: 'Đặt lại mật khẩu / Password reset',
      body:
        `Xin chào ${member.account},\nMã đặt lại mật khẩu của bạn (hiệu lực ${policy.resetLinkMinutes} phút): ${token}\n` +
        `Mở /forget?resetToken=${token} để đặt mật khẩu mới.\n\n` +
        `Hello ${member.account}, your password reset code (valid ${policy.resetLinkMinutes} minutes): ${token}`,
    });
    await insertSecurityEvent(db, {
      at: now,
      memberId: member.id,
      account: member.account,
      kind: 'password_reset_requested',
      ip,
      details: { via: 'email' },
    });
  }

  /** Sets a new password with the e-mailed token (single use). */
  async function resetWithToken(
    p: { token: string; newPassword: string; confirmNewPassword: string },
    ip: string,
  ): Promise<void> {
    await checkNewPassword(p.newPassword, p.confirmNewPassword);
    const now = clock.now();
    const rows = await db<{ member_id: number }[]>`UPDATE password_resets SET used_at = ${now}
      WHERE token_hash = ${sha256(p.token)} AND used_at IS NULL AND expires_at > ${now} RETURNING member_id`;
    const member = rows[0] ? await findMemberById(db, rows[0].member_id) : null;
    if (!member) throw new AppError('reset_token_invalid', 400, 'The reset link is invalid or has expired');
    await replacePassword(member.id, member.account, p.newPassword, ip, 'password_reset');
  }

  /** Forgot by phone: SMS code, new password, then logged in (spec §4). */
  async function resetByPhone(
    p: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
    ip: string,
    device: string | null = null,
  ): Promise<LoginResult> {
    const flag = await whitelabelFlags(ctx);
    if (!flag('PHONERECOVERY')) throw notEnabled();
    const phone = normalizeMobile(p.mobileNum, p.countryDialingCode);
    await checkNewPassword(p.newPassword, p.newPassword);
    await deps.sms.verifyCode(phone, 'reset', p.verificationCode);
    const member = await findMemberByMobile(db, phone);
    if (!member) throw new AppError('sms_code_invalid', 400, 'Verification code is not valid');
    await replacePassword(member.id, member.account, p.newPassword, ip, 'password_reset');
    const fresh = (await findMemberById(db, member.id))!;
    checkUsable(fresh, clock.now());
    return deps.issuer.issue(fresh, { loginType: 'reset', ip, remember: false, device });
  }

  return { change, forgotByEmail, resetWithToken, resetByPhone };
}
export type PasswordService = ReturnType<typeof createPasswordService>;

/** The spec's 'in_need_true_account' refusal for trial accounts. */
export const needTrueAccount = () => new AppError('need_true_account', 403, 'Please register a real account');
