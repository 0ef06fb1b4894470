import { randomBytes } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { hashToken, newToken } from '../../accounts/sessions/tokens.js';
import { createLedgerService, type LedgerService, verifyLedger } from '../../ledger/index.js';
import { createLimitsService } from '../../limits/index.js';
import { DEMO_OPERATOR, seedOperators } from '../../operators/index.js';
import { createSandboxGateway, injectDeliverer, type SandboxGateway } from '../../payments/index.js';
import { createDepositsAdminService, type DepositsAdminService } from '../deposits.admin.service.js';
import { seedDeposits } from '../deposits.seed.js';

export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789';
export const SANDBOX_DELAY_MS = 3000;

export interface DepositsHarness extends TestApp {
  ledger: LedgerService;
  sandbox: SandboxGateway;
  admin: DepositsAdminService;
  operatorToken: string;
  /** Sends the sandbox callbacks that are due by the manual clock (advance it first). */
  deliverDue(): Promise<number>;
}

/**
 * The real app (real session resolver: member and operator tokens) with the demo deposit methods and
 * operator, and side doors tests need: the ledger, the sandbox dispatcher and deposit expiry, built on
 * the same database and clock as the app's own.
 */
export async function depositsApp(env: Record<string, string> = {}): Promise<DepositsHarness> {
  const t = await createTestApp({
    env: {
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      PAYMENT_SANDBOX_DELAY_MS: String(SANDBOX_DELAY_MS),
      DEPOSIT_GATEWAY_EXPIRE_MINUTES: '30',
      ...env,
    },
  });
  await seedDeposits(t.db, t.clock);
  await seedOperators(t.db, t.clock);
  const ledger = createLedgerService({ db: t.db, clock: t.clock });
  const sandbox = createSandboxGateway({ db: t.db, clock: t.clock, secret: SANDBOX_SECRET, delayMs: SANDBOX_DELAY_MS });
  const limits = createLimitsService({ db: t.db, clock: t.clock, timezone: 'Asia/Ho_Chi_Minh' });
  // Only its expiry sweep is called directly; credits go through the app, whose hook adds the turnover.
  const admin = createDepositsAdminService({
    db: t.db,
    clock: t.clock,
    ledger,
    limits,
    gatewayExpireMinutes: 30,
    onCredited: async () => {},
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/session/login',
    payload: DEMO_OPERATOR,
    remoteAddress: '10.9.0.1',
  });
  expect(login.statusCode).toBe(200);
  const deliver = injectDeliverer(t.app);
  return {
    ...t,
    ledger,
    sandbox,
    admin,
    operatorToken: login.json().value.token,
    deliverDue: () => sandbox.deliverDue(deliver),
  };
}

/** Every test leaves the ledger balanced. */
export function checkLedgerAfterEach(get: () => DepositsHarness | undefined): void {
  afterEach(async () => {
    const h = get();
    if (!h) return;
    const report = await verifyLedger(h.db);
    expect(report.violations).toEqual([]);
  });
}

export interface TestMember {
  id: number;
  token: string;
  auth: { authorization: string };
}

/** A member (type 0, or 4 for trial) with a live session token (through the real session resolver). */
export async function memberWithSession(h: TestApp, type = 0): Promise<TestMember> {
  const [m] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES (${`d${randomBytes(5).toString('hex')}`}, ${type}, ${h.clock.now()}) RETURNING id`;
  return sessionFor(h, m!.id);
}

/** A fresh session of an existing member (after the clock moved past the old one's life). */
export async function sessionFor(h: TestApp, memberId: number): Promise<TestMember> {
  const token = newToken();
  const expires = new Date(h.clock.now().getTime() + 30 * 24 * 3_600_000);
  await h.db`INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at)
    VALUES (${hashToken(token)}, ${memberId}, 'password', ${h.clock.now()}, ${expires})`;
  return { id: memberId, token, auth: { authorization: `Bearer ${token}` } };
}

/** Logs the demo operator in again (operator sessions last 30 idle minutes). */
export async function reloginOperator(h: DepositsHarness): Promise<void> {
  const login = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/session/login',
    payload: DEMO_OPERATOR,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(login.statusCode).toBe(200);
  h.operatorToken = login.json().value.token;
}

export const asOperator = (h: DepositsHarness) => ({ authorization: `Bearer ${h.operatorToken}` });

/** The member's main wallet (posted, minor units). */
export async function cash(h: DepositsHarness, memberId: number): Promise<number> {
  return (await h.ledger.balances([{ member: memberId, kind: 'cash' }]))[0]!.posted;
}

/** A fresh key per deposit attempt, as the web makes one. */
export const attemptKey = () => `t-${randomBytes(8).toString('hex')}`;

export async function requestBank(h: DepositsHarness, m: TestMember, amount: number, key = attemptKey()) {
  return h.app.inject({
    method: 'POST',
    url: '/wps/deposits/bank-transfer',
    headers: m.auth,
    payload: { methodCode: 'bank', amount, idempotencyKey: key },
  });
}

export async function confirm(h: DepositsHarness, id: number, body: Record<string, unknown> = {}) {
  return h.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${id}/confirm`,
    headers: asOperator(h),
    payload: body,
  });
}

export async function startGateway(
  h: DepositsHarness,
  m: TestMember,
  amount: number,
  language = 'vi',
  key = attemptKey(),
) {
  return h.app.inject({
    method: 'POST',
    url: '/wps/deposits/gateway',
    headers: m.auth,
    payload: { methodCode: 'sandbox', amount, language, idempotencyKey: key },
  });
}

export async function cancelDeposit(h: DepositsHarness, m: TestMember, id: number) {
  return h.app.inject({ method: 'POST', url: `/wps/deposits/${id}/cancel`, headers: m.auth });
}

/** Presses a button of the sandbox payment page (form post), with optional test switches. */
export async function payOnSandbox(
  h: DepositsHarness,
  redirectUrl: string,
  action: 'pay' | 'fail',
  switches: Record<string, '1'> = {},
) {
  const path = redirectUrl.split('?')[0]!;
  return h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, lang: 'vi', ...switches }).toString(),
  });
}
