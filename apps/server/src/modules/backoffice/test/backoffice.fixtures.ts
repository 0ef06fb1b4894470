import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@app/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/harness.js';
import { hashToken, newToken } from '../../accounts/sessions/tokens.js';
import { DEMO_OPERATOR, OPERATOR_TOKEN_PREFIX, seedOperators } from '../../operators/index.js';

export interface TestOperator {
  id: number;
  username: string;
  token: string;
  auth: { authorization: string };
}

/** A fresh client address per call: operator login is rate-limited per address. */
export const someIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** An operator of `role` with a live session written straight to the database (no login, no rate limit). */
export async function operatorWithRole(h: TestApp, role: OperatorRole): Promise<TestOperator> {
  const username = `op_${role}_${randomBytes(3).toString('hex')}`;
  const [op] = await h.db<{ id: number }[]>`INSERT INTO operators (username, password_hash, created_at, role)
    VALUES (${username}, 'x', ${h.clock.now()}, ${role}) RETURNING id`;
  const token = OPERATOR_TOKEN_PREFIX + newToken();
  await h.db`INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at)
    VALUES (${hashToken(token)}, ${op!.id}, ${h.clock.now()}, ${new Date(h.clock.now().getTime() + 3_600_000)})`;
  return { id: op!.id, username, token, auth: { authorization: `Bearer ${token}` } };
}

/** A member with a live session (a player token). */
export async function playerToken(h: TestApp): Promise<{ authorization: string }> {
  const [m] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES (${`p${randomBytes(5).toString('hex')}`}, 0, ${h.clock.now()}) RETURNING id`;
  const token = newToken();
  await h.db`INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at)
    VALUES (${hashToken(token)}, ${m!.id}, 'password', ${h.clock.now()}, ${new Date(h.clock.now().getTime() + 86_400_000)})`;
  return { authorization: `Bearer ${token}` };
}

/** Logs an operator in through the real endpoint. */
export function login(h: TestApp, body: { username: string; password: string; totpCode?: string }, ip = someIp()) {
  return h.app.inject({ method: 'POST', url: '/wps/operator/session/login', payload: body, remoteAddress: ip });
}

/** The seeded demo operator (an owner), logged in (seeded first when missing). */
export async function demoOwner(h: TestApp): Promise<{ authorization: string }> {
  await seedOperators(h.db, h.clock);
  const res = await login(h, { ...DEMO_OPERATOR });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().value.token}` };
}
