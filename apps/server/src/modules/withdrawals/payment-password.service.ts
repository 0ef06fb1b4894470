import { PAYMENT_PASSWORD_PATTERN } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { hashPassword, verifyPassword } from '../accounts/passwords/password.hasher.js';
import type { SettingsService } from '../system/index.js';

interface PaymentPasswordRow {
  member_id: number;
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
}

const notSet = () => new AppError('payment_password_not_set', 422, 'Set a payment password first');

/**
 * The payment password: a second secret (6 digits, argon2id) required for withdrawals, transfers to
 * other members and later for redeems. Wrong attempts are counted per member; at the operator's limit
 * the password locks for a while (the counter is one atomic UPDATE, so parallel guesses cannot skip it).
 */
export function createPaymentPasswordService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  const find = async (memberId: number) =>
    (await db<PaymentPasswordRow[]>`SELECT * FROM member_payment_passwords WHERE member_id = ${memberId}`)[0];

  async function status(memberId: number) {
    const row = await find(memberId);
    const locked = row?.locked_until && row.locked_until > clock.now() ? row.locked_until.toISOString() : null;
    return { set: !!row, lockedUntil: locked };
  }

  /** Throws unless `password` is the member's payment password (counting a wrong one). */
  async function verify(memberId: number, password: string | undefined): Promise<void> {
    const row = await find(memberId);
    if (!row) throw notSet();
    const now = clock.now();
    if (row.locked_until && row.locked_until > now) {
      throw new AppError('payment_password_locked', 403, 'Too many wrong attempts: try again later', {
        until: row.locked_until.toISOString(),
      });
    }
    if (password && (await verifyPassword(row.password_hash, password))) {
      if (row.failed_attempts > 0) {
        await db`UPDATE member_payment_passwords SET failed_attempts = 0 WHERE member_id = ${memberId}`;
      }
      return;
    }
    const rules = await settings.get('withdrawal');
    const lockUntil = new Date(now.getTime() + rules.paymentPasswordLockMinutes * 60_000);
    const [after] = await db<{ failed_attempts: number; locked_until: Date | null }[]>`
      UPDATE member_payment_passwords SET
        failed_attempts = CASE WHEN failed_attempts + 1 >= ${rules.paymentPasswordAttempts} THEN 0 ELSE failed_attempts + 1 END,
        locked_until = CASE WHEN failed_attempts + 1 >= ${rules.paymentPasswordAttempts}
          THEN ${lockUntil}::timestamptz ELSE locked_until END
      WHERE member_id = ${memberId} RETURNING failed_attempts, locked_until`;
    if (after?.locked_until && after.locked_until > now) {
      throw new AppError('payment_password_locked', 403, 'Too many wrong attempts: try again later', {
        until: after.locked_until.toISOString(),
      });
    }
    throw new AppError('payment_password_wrong', 422, 'Wrong payment password', {
      remaining: rules.paymentPasswordAttempts - (after?.failed_attempts ?? 0),
    });
  }

  /** Sets the password; changing an existing one needs the old one. */
  async function set(memberId: number, input: { oldPassword?: string; newPassword: string; confirmPassword: string }) {
    if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword)) {
      throw new AppError('payment_password_invalid', 400, 'The payment password is 6 digits', {
        field: 'newPassword',
      });
    }
    if (input.newPassword !== input.confirmPassword) {
      throw new AppError('payment_password_invalid', 400, 'Passwords do not match', { field: 'confirmPassword' });
    }
    const existing = await find(memberId);
    if (existing) {
      if (!input.oldPassword) {
        throw new AppError('payment_password_already_set', 409, 'Enter the current payment password to change it');
      }
      await verify(memberId, input.oldPassword);
    }
    const hash = await hashPassword(input.newPassword);
    const now = clock.now();
    if (existing) {
      await db`UPDATE member_payment_passwords SET password_hash = ${hash}, failed_attempts = 0, locked_until = NULL,
        updated_at = ${now} WHERE member_id = ${memberId}`;
    } else {
      const res = await db`INSERT INTO member_payment_passwords (member_id, password_hash, updated_at)
        VALUES (${memberId}, ${hash}, ${now}) ON CONFLICT DO NOTHING`;
      // Two first-time sets raced: the other one won; changing it needs the old password.
      if (res.count === 0) throw new AppError('payment_password_already_set', 409, 'A payment password is already set');
    }
    return status(memberId);
  }

  /** For actions that ask for the payment password only when the member has one (e.g. unbinding). */
  async function verifyIfSet(memberId: number, password: string | undefined): Promise<void> {
    if (await find(memberId)) await verify(memberId, password);
  }

  return { status, verify, set, verifyIfSet };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
