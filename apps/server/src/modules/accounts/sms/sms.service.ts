import { createHash, randomInt } from 'node:crypto';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { SmsProviderError } from './sms.provider.js';

export type SmsPurpose = 'login' | 'reset' | 'register';

const codeHash = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${phone}:${purpose}:${code}`).digest();

/** Phone-auth errors of spec §8, by provider failure. */
const FAILURES = {
  invalid_number: () => new AppError('mobile_invalid', 400, 'Invalid phone number format.'),
  quota: () => new AppError('sms_quota', 503, 'Quota not sufficient, please contact customer service.'),
  not_allowed: () => new AppError('sms_not_enabled', 403, 'Not enabled function, please contact customer service.'),
  too_many: () => tooMany(),
  unknown: () => new AppError('sms_unknown', 502, 'An unknown error occured.'),
} as const;

const tooMany = () => new AppError('sms_too_many', 429, 'Too many requests, please try again after 5 minutes.');

const TEXT: Record<SmsPurpose, (code: string, minutes: number) => string> = {
  login: (c, m) => `Ma xac thuc dang nhap cua ban la ${c}. Hieu luc ${m} phut. Khong chia se ma nay.`,
  reset: (c, m) => `Ma dat lai mat khau cua ban la ${c}. Hieu luc ${m} phut. Khong chia se ma nay.`,
  register: (c, m) => `Ma dang ky cua ban la ${c}. Hieu luc ${m} phut. Khong chia se ma nay.`,
};

/** One-time SMS codes: hashed, expiring, throttled per number and per IP, with limited attempts. */
export function createSmsService(ctx: AccountsContext) {
  const { db, clock, limiter, sms } = ctx;

  /** Sends a fresh code (the previous one for the same purpose stops working). Returns expiredMinutes. */
  async function sendCode(phone: string, purpose: SmsPurpose, ip: string, deliver = true): Promise<number> {
    const policy = await readAccountsPolicy(db);
    const resend = { limit: 1, windowMs: policy.sms.resendSeconds * 1000, mode: 'sliding' as const };
    if (!(await limiter.hit('sms:number', phone, resend)).allowed) throw tooMany();
    if (!(await limiter.hit('sms:ip-resend', ip, resend)).allowed) throw tooMany();
    const daily = { limit: policy.limits.smsPerNumberPerDay, windowMs: 24 * 3600_000 };
    if (!(await limiter.hit('sms:number-day', phone, daily)).allowed) throw tooMany();
    const hourly = { limit: policy.limits.smsPerIpPerHour, windowMs: 3600_000, mode: 'sliding' as const };
    if (!(await limiter.hit('sms:ip', ip, hourly)).allowed) throw tooMany();

    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const minutes = policy.sms.codeMinutes;
    await db.begin(async (tx) => {
      await tx`UPDATE sms_codes SET consumed_at = ${now} WHERE phone = ${phone} AND purpose = ${purpose}
        AND consumed_at IS NULL`;
      await tx`INSERT INTO sms_codes (phone, purpose, code_hash, created_at, expires_at, ip)
        VALUES (${phone}, ${purpose}, ${codeHash(phone, purpose, code)}, ${now},
          ${new Date(now.getTime() + minutes * 60_000)}, ${ip})`;
    });
    // An unknown number gets the same answer without a message, so the answer does not reveal accounts.
    if (!deliver) return minutes;
    try {
      await sms.send(phone, TEXT[purpose](code, minutes), purpose);
    } catch (err) {
      if (err instanceof SmsProviderError) throw FAILURES[err.failure]();
      throw FAILURES.unknown();
    }
    return minutes;
  }

  /**
   * Checks and consumes the latest code for (phone, purpose). Errors: sms_code_missing, sms_code_expired,
   * sms_code_invalid (wrong, used, none sent, or attempts exhausted). Runs in its own statements, not in a
   * caller's transaction, so a wrong attempt is counted even though the request then fails; callers check
   * everything else first.
   */
  async function verifyCode(phone: string, purpose: SmsPurpose, code: string | undefined): Promise<void> {
    const given = (code ?? '').trim();
    if (!given) throw new AppError('sms_code_missing', 400, 'Verification code is missing');
    const policy = await readAccountsPolicy(db);
    const now = clock.now();
    const rows = await db<{ id: number; code_hash: Buffer; expires_at: Date; consumed_at: Date | null }[]>`
      SELECT id, code_hash, expires_at, consumed_at FROM sms_codes
      WHERE phone = ${phone} AND purpose = ${purpose} ORDER BY created_at DESC, id DESC LIMIT 1`;
    const row = rows[0];
    const invalid = () => new AppError('sms_code_invalid', 400, 'Verification code is not valid');
    if (!row || row.consumed_at) throw invalid();
    if (row.expires_at <= now) {
      throw new AppError('sms_code_expired', 400, 'Verification code has expired, please send again.');
    }
    if (!row.code_hash.equals(codeHash(phone, purpose, given))) {
      await db`UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ${row.id}`;
      throw invalid();
    }
    // Conditional: a code used concurrently, or whose attempts ran out, is not consumed twice.
    const taken = await db`UPDATE sms_codes SET consumed_at = ${now}
      WHERE id = ${row.id} AND consumed_at IS NULL AND attempts < ${policy.sms.maxAttempts} RETURNING id`;
    if (taken.length === 0) throw invalid();
  }

  return { sendCode, verifyCode };
}
export type SmsService = ReturnType<typeof createSmsService>;
