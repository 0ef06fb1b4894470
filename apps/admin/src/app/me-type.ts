import type { operatorContract } from '@app/contracts';
import type { call } from '../shared/api/client';

/** The signed-in operator (GET /wps/operator/session): username, role, permissions, TOTP state. */
export type Me = Awaited<ReturnType<typeof call<typeof operatorContract.me>>>;
