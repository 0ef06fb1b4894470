import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';

/**
 * The demo agent's own terms (a top agent's ceiling is the operator's to set), so the demo register centre can
 * give downlines real rates: dividend 30 %, daily salary 1.5 %, hourly 0.5 %, real-time 0.3 %. Set once, never
 * overwritten.
 */
export async function seedAgentTeam(db: Db, clock: Clock): Promise<void> {
  const terms = { dividend: 3000, dailySalary: 150, hourSalary: 50, realtimeSalary: 30 };
  await db`INSERT INTO agent_terms (member_id, terms, set_by, updated_at)
    SELECT id, ${db.json(terms)}, 'seed', ${clock.now()} FROM members WHERE lower(account) = 'agent01'
    ON CONFLICT (member_id) DO NOTHING`;
}
