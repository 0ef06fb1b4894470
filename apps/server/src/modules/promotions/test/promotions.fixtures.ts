import type { PromotionInput } from '@app/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/harness.js';

/** A valid promotion input (a fixed first-login bonus, claimable, once), overridden per test. */
export function promotionInput(over: Partial<PromotionInput> = {}): PromotionInput {
  const text = (t: string) => ({ title: t, summary: `${t} summary`, rulesHtml: `<p>${t}</p>`, imageUrl: '' });
  return {
    code: `p-${Math.random().toString(36).slice(2, 10)}`,
    kind: 'first_login',
    category: 'new',
    content: { vi: text('Thưởng'), en: text('Bonus') },
    visibleFrom: '2026-01-01T00:00:00Z',
    visibleUntil: null,
    activeFrom: '2026-01-01T00:00:00Z',
    activeUntil: null,
    eligibility: {},
    period: 'once',
    entryMode: 'claim',
    reward: { type: 'fixed', amount: 5_000_000 },
    wagering: null,
    limits: {},
    sort: 0,
    ...over,
  };
}

/** Creates and enables a promotion through the operator API; returns its id. */
export async function createPromotion(
  h: TestApp,
  operator: Record<string, string>,
  input: PromotionInput,
  enabled = true,
): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/promotions',
    headers: operator,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().value.id as number;
  if (enabled) {
    const on = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/promotions/${id}/enabled`,
      headers: operator,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
  }
  return id;
}

/** What a member's money and promotion rows look like: the "nothing changed" check. */
export async function footprint(h: TestApp, memberId: number) {
  const [row] = await h.db<{ rewards: number; entries: number; transfers: number; wagering: number }[]>`SELECT
      (SELECT count(*)::int FROM promotion_rewards WHERE member_id = ${memberId}) AS rewards,
      (SELECT count(*)::int FROM promotion_entries WHERE member_id = ${memberId}) AS entries,
      (SELECT count(*)::int FROM bonus_wagering WHERE member_id = ${memberId}) AS wagering,
      (SELECT count(*)::int FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id OR a.id = t.debit_account_id
        WHERE a.owner_member_id = ${memberId}) AS transfers`;
  return row!;
}
