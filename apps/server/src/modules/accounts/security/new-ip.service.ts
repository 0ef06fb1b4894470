import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MemberTypes } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { type NewIpMethod, readAccountsPolicy } from '../accounts.policy.js';
import { countKnownIps, findMemberById, hasSeenIp, type MemberRow, rememberIp } from '../members.repository.js';
import { insertSecurityEvent } from './security-events.repository.js';
import { verifyTotp } from './totp.js';

const answerHash = (checkId: string, answer: string) => createHash('sha256').update(`${checkId}:${answer}`).digest();

/** Bank account names compare without case, diacritics or repeated spaces ("Nguyễn Văn A" = "NGUYEN VAN A"). */
export function normalizeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

function canAnswer(m: MemberRow, method: NewIpMethod): boolean {
  switch (method) {
    case 'sms':
      return !!m.mobile;
    case 'email':
      return !!m.email;
    case 'bankName':
      return !!m.payee_name;
    case 'totp':
      return !!m.totp_secret;
  }
}

export interface PendingLogin {
  loginType: 'username' | 'remember';
  remember: boolean;
  mustChange: boolean;
  area: 'member' | 'agent';
}

/**
 * The extra check of spec §6: a regular member logging in from an IP never seen for the account answers
 * one challenge it owns (SMS code, e-mail code, bank account name, or authenticator code).
 */
export function createNewIpService(ctx: AccountsContext) {
  const { db, clock } = ctx;

  async function required(member: MemberRow, ip: string): Promise<boolean> {
    if (member.type !== MemberTypes.member) return false;
    const policy = await readAccountsPolicy(db);
    if (!policy.newIpCheck.enabled) return false;
    // The first login of an account has nothing to compare with.
    if ((await countKnownIps(db, member.id)) === 0) return false;
    return !(await hasSeenIp(db, member.id, ip));
  }

  /** Opens a check and sends its code when the method has one; null when the member can answer none. */
  async function start(
    member: MemberRow,
    ip: string,
    p: PendingLogin,
    device: string | null = null,
  ): Promise<{ checkId: string; method: NewIpMethod } | null> {
    const policy = await readAccountsPolicy(db);
    const order = member.security_check
      ? [member.security_check, ...policy.newIpCheck.methods]
      : policy.newIpCheck.methods;
    const method = order.find((m) => canAnswer(member, m));
    const now = clock.now();
    if (!method) {
      await insertSecurityEvent(db, {
        at: now,
        memberId: member.id,
        account: member.account,
        kind: 'new_ip_check',
        ip,
        device,
        details: { skipped: 'no method' },
      });
      return null;
    }
    const checkId = randomBytes(16).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hashed = method === 'sms' || method === 'email' ? answerHash(checkId, code) : null;
    await db`INSERT INTO new_ip_checks (id, member_id, ip, method, answer_hash, login_type, remember, must_change, area,
        created_at, expires_at)
      VALUES (${checkId}, ${member.id}, ${ip}, ${method}, ${hashed}, ${p.loginType}, ${p.remember}, ${p.mustChange},
        ${p.area}, ${now}, ${new Date(now.getTime() + policy.newIpCheck.ttlMinutes * 60_000)})`;
    if (method === 'sms') {
      await ctx.sms.send(member.mobile!, `Ma xac minh dang nhap tu thiet bi moi: ${code}. Khong chia se ma nay.`);
    } else if (method === 'email') {
      await ctx.mail.send({
        to: member.email!,
        subject: 'Xác minh đăng nhập / Login verification',
        body: `Mã xác minh đăng nhập từ địa chỉ IP mới (${ip}): ${code}\nYour login verification code: ${code}`,
      });
    }
    await insertSecurityEvent(db, {
      at: now,
      memberId: member.id,
      account: member.account,
      kind: 'new_ip_check',
      ip,
      device,
      details: { method },
    });
    return { checkId, method };
  }

  /** Checks an answer; on success the IP becomes known and the pending login is returned. */
  async function complete(
    checkId: string,
    answer: string,
    ip: string,
    device: string | null = null,
  ): Promise<{ member: MemberRow; pending: PendingLogin }> {
    const policy = await readAccountsPolicy(db);
    const now = clock.now();
    const failed = () => new AppError('new_ip_check_failed', 403, 'Verification failed');
    const rows = await db<
      {
        member_id: number;
        ip: string;
        method: NewIpMethod;
        answer_hash: Buffer | null;
        login_type: 'username' | 'remember';
        remember: boolean;
        must_change: boolean;
        area: 'member' | 'agent';
        expires_at: Date;
        attempts: number;
        completed_at: Date | null;
      }[]
    >`SELECT * FROM new_ip_checks WHERE id = ${checkId}`;
    const c = rows[0];
    // The check belongs to the IP that started it: a stolen check id is useless elsewhere.
    if (!c || c.completed_at || c.expires_at <= now || c.ip !== ip || c.attempts >= policy.newIpCheck.maxAttempts)
      throw failed();
    const member = await findMemberById(db, c.member_id);
    if (!member) throw failed();
    let ok = false;
    if (c.method === 'sms' || c.method === 'email') ok = !!c.answer_hash?.equals(answerHash(checkId, answer.trim()));
    else if (c.method === 'bankName') ok = normalizeName(answer) === normalizeName(member.payee_name ?? '\u0000');
    else ok = !!member.totp_secret && verifyTotp(member.totp_secret, answer, now.getTime());
    if (!ok) {
      await db`UPDATE new_ip_checks SET attempts = attempts + 1 WHERE id = ${checkId}`;
      await insertSecurityEvent(db, {
        at: now,
        memberId: member.id,
        account: member.account,
        kind: 'new_ip_check_failed',
        ip,
        device,
        details: { method: c.method },
      });
      throw failed();
    }
    const taken = await db`UPDATE new_ip_checks SET completed_at = ${now}
      WHERE id = ${checkId} AND completed_at IS NULL AND attempts < ${policy.newIpCheck.maxAttempts} RETURNING id`;
    if (taken.length === 0) throw failed();
    await rememberIp(db, member.id, ip, now);
    await insertSecurityEvent(db, {
      at: now,
      memberId: member.id,
      account: member.account,
      kind: 'new_ip_check_passed',
      ip,
      device,
      details: { method: c.method },
    });
    return {
      member,
      pending: { loginType: c.login_type, remember: c.remember, mustChange: c.must_change, area: c.area },
    };
  }

  return { required, start, complete };
}
export type NewIpService = ReturnType<typeof createNewIpService>;
