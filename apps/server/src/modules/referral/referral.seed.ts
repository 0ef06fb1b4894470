import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';

/**
 * Demo programme (what the demo notice promises: 50,000 ₫ for a friend): a friend's first deposit of at least
 * 100,000 ₫ within 30 days pays the referrer 50,000 ₫ and the friend 20,000 ₫. Only on a row nobody configured.
 */
export async function seedReferral(db: Db, clock: Clock): Promise<void> {
  await db`UPDATE referral_settings SET enabled = true, min_first_deposit = 10000000, min_turnover = 0,
             qualify_rule = 'all', within_days = 30, referrer_reward = 5000000, friend_reward = 2000000,
             configured_by = 'seed', updated_at = ${clock.now()}
           WHERE id = 1 AND configured_by IS NULL`;
}
