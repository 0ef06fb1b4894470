import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { createLedgerService, type LedgerService, verifyLedger } from '../../ledger/index.js';
import { operatorSession } from '../../operators/index.js';
import { putSetting } from '../../system/index.js';

/*
 * Test fixtures of the cash-out modules. Sessions come from a test resolver: header x-test-member
 * "<id>:<type>" for members (roles as the accounts module derives them), x-test-operator "<id>" for
 * operators. Login and operator sessions have their own tests.
 */

const AGENT_TYPES = [1, 2, 41, 42];

const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const op = req.headers['x-test-operator'];
  if (typeof op === 'string') return operatorSession(Number(op), `op${op}`);
  const h = req.headers['x-test-member'];
  if (typeof h !== 'string') return null;
  const [id, type] = h.split(':').map(Number);
  const roles = type === 4 ? ['trial'] : AGENT_TYPES.includes(type!) ? ['member', 'agent'] : ['member'];
  return { memberId: id!, account: `m${id}`, type: type!, roles };
};

export interface CashoutHarness extends TestApp {
  ledger: LedgerService;
}

export async function cashoutApp(opts: { env?: Record<string, string> } = {}): Promise<CashoutHarness> {
  const t = await createTestApp({ env: opts.env, deps: { resolveSession } });
  return { ...t, ledger: createLedgerService({ db: t.db, clock: t.clock }) };
}

export interface TestMember {
  id: number;
  type: number;
  headers: Record<string, string>;
}

export async function makeMember(
  h: CashoutHarness,
  opts: { type?: number; payeeName?: string | null; uplineId?: number | null } = {},
): Promise<TestMember> {
  const type = opts.type ?? 0;
  const [row] = await h.db<{ id: number }[]>`
    INSERT INTO members (account, type, payee_name, upline_id, created_at)
    VALUES (${`c${randomBytes(5).toString('hex')}`}, ${type}, ${opts.payeeName === undefined ? 'NGUYEN VAN AN' : opts.payeeName},
      ${opts.uplineId ?? null}, ${h.clock.now()}) RETURNING id`;
  return { id: row!.id, type, headers: { 'x-test-member': `${row!.id}:${type}` } };
}

export const operator = { 'x-test-operator': '7' };

/** Credits the member's main wallet from payment clearing (a deposit). */
export async function fund(h: CashoutHarness, memberId: number, amount: number): Promise<void> {
  await h.ledger.transfer({
    debit: { house: 'payment_clearing', unit: 'VND' },
    credit: { member: memberId, kind: 'cash' },
    amount,
    unit: 'VND',
    kind: 'deposit',
    idempotencyKey: `test-fund:${memberId}:${randomBytes(6).toString('hex')}`,
  });
}

export async function cash(h: CashoutHarness, memberId: number) {
  const [b] = await h.ledger.balances([{ member: memberId, kind: 'cash' }]);
  return { posted: b!.posted, available: b!.available, held: b!.pendingDebits };
}

export const PAY_PW = '246810';

/** A member with money, a payment password and a bound bank account. */
export async function withdrawer(h: CashoutHarness, amount = 100_000_000) {
  const m = await makeMember(h);
  if (amount > 0) await fund(h, m.id, amount);
  const pw = await h.app.inject({
    method: 'POST',
    url: '/wps/member/payment-password',
    headers: m.headers,
    payload: { newPassword: PAY_PW, confirmPassword: PAY_PW },
  });
  expect(pw.statusCode).toBe(200);
  const bank = await h.app.inject({
    method: 'POST',
    url: '/wps/member/bank-accounts',
    headers: m.headers,
    payload: {
      bankCode: 'VCB',
      accountNumber: `${Math.floor(1e9 + Math.random() * 9e9)}`,
      payeeName: 'Nguyen Van An',
    },
  });
  expect(bank.statusCode).toBe(200);
  return { ...m, bankAccountId: bank.json().value.id as number };
}

export const newKey = () => `k-${randomBytes(8).toString('hex')}`;

export async function expectLedgerClean(h: CashoutHarness): Promise<void> {
  const report = await verifyLedger(h.db);
  expect(report.violations).toEqual([]);
  expect(report.ok).toBe(true);
}

export async function setSetting(h: CashoutHarness, key: string, value: unknown): Promise<void> {
  await putSetting(h.db, key, value, h.clock.now());
}
