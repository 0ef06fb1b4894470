import { type KycLevel, type KycSettings, KycSettingsSchema, kycLevelAtLeast } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberLevel } from './kyc.repository.js';

/** The operator's level settings live in `settings` under this key (owned by this module). */
export const KYC_SETTINGS_KEY = 'kyc';

/**
 * Until the operator says otherwise, identity checks cap nothing: the site's other limits apply. A licence
 * that needs them sets the ceilings (PUT /wps/operator/kyc/settings).
 */
export const DEFAULT_KYC_SETTINGS: KycSettings = {
  none: { maxDeposit: null, maxWithdrawal: null },
  basic: { maxDeposit: null, maxWithdrawal: null },
};

/** The stored settings; a value that no longer validates falls back to the defaults rather than failing every cash-out. */
export async function loadKycSettings(q: Queryable): Promise<KycSettings> {
  const [row] = await q<{ value: unknown }[]>`SELECT value FROM settings WHERE key = ${KYC_SETTINGS_KEY}`;
  if (!row) return DEFAULT_KYC_SETTINGS;
  const parsed = KycSettingsSchema.safeParse(row.value);
  return parsed.success && settingsProblem(parsed.data) === null ? parsed.data : DEFAULT_KYC_SETTINGS;
}

const fits = (ceiling: number | null, amount: number) => ceiling === null || amount <= ceiling;
/** null = unlimited, which is more than any amount. */
const atLeast = (higher: number | null, lower: number | null) => higher === null || (lower !== null && higher >= lower);

/** Why the settings are inconsistent (a higher level allowing less than a lower one), or null. */
export function settingsProblem(s: KycSettings): string | null {
  if (!atLeast(s.basic.maxDeposit, s.none.maxDeposit)) return 'basic.maxDeposit';
  if (!atLeast(s.basic.maxWithdrawal, s.none.maxWithdrawal)) return 'basic.maxWithdrawal';
  return null;
}

export type KycAction = 'deposit' | 'withdrawal';

/** The lowest level that allows `amount` at once for `action` under `s` (pure). */
export function requiredLevel(s: KycSettings, action: KycAction, amount: number): KycLevel {
  const key = action === 'deposit' ? 'maxDeposit' : 'maxWithdrawal';
  if (fits(s.none[key], amount)) return 'none';
  if (fits(s.basic[key], amount)) return 'basic';
  return 'full';
}

/**
 * Refuses a deposit or withdrawal of `amount` that the member's verification level does not allow:
 * 403 kyc_basic_required / kyc_full_required, with the level's ceiling in the details. The one check the
 * cash paths call (modules/withdrawals, modules/deposits); pass their transaction when they hold one.
 */
export async function requireVerification(
  q: Queryable,
  memberId: number,
  action: KycAction,
  amount: number,
): Promise<void> {
  const settings = await loadKycSettings(q);
  const needed = requiredLevel(settings, action, amount);
  if (needed === 'none') return;
  const current = await memberLevel(q, memberId);
  if (kycLevelAtLeast(current, needed)) return;
  const key = action === 'deposit' ? 'maxDeposit' : 'maxWithdrawal';
  const max = settings[current === 'none' ? 'none' : 'basic'][key];
  throw new AppError(
    needed === 'basic' ? 'kyc_basic_required' : 'kyc_full_required',
    403,
    `This ${action} needs identity verification (${needed})`,
    { action, required: needed, current, max },
  );
}
