import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { hashPassword } from '../accounts/passwords/password.hasher.js';
import { insertOperator } from './operators.repository.js';

/** The demo operator (development and e2e only): its password is published in the README. */
export const DEMO_OPERATOR = { username: 'operator01', password: 'Operator@1234' } as const;

/**
 * Creates the demo operator when missing; an existing one (and its password) is left alone.
 * `mustChangePassword` (production): its sessions reach only the password change until it has chosen its
 * own password, so the published one can never credit anybody.
 */
export async function seedOperators(db: Db, clock: Clock, opts: { mustChangePassword?: boolean } = {}): Promise<void> {
  const [exists] = await db`SELECT 1 FROM operators WHERE lower(username) = ${DEMO_OPERATOR.username}`;
  if (exists) return;
  await insertOperator(db, {
    username: DEMO_OPERATOR.username,
    passwordHash: await hashPassword(DEMO_OPERATOR.password),
    createdAt: clock.now(),
    passwordChangeRequired: opts.mustChangePassword === true,
    // The demo operator runs the whole back office (issue 19); it is asked to enrol TOTP at its first login.
    role: 'owner',
  });
}
