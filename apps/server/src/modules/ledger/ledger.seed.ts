import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { createLedgerService } from './ledger.service.js';

/** Opening balances of the demo accounts (minor units): 5,000,000.00 and 20,000,000.00 VND. */
export const DEMO_OPENING_BALANCES = [
  { account: 'demo01', amount: 500_000_000, points: 100_000 },
  { account: 'agent01', amount: 2_000_000_000, points: 0 },
] as const;

/**
 * Gives the demo members their opening balances through real transfers from the house (never a direct
 * balance write). The idempotency key names the member, so restarts replay instead of paying twice.
 */
export async function seedLedger(db: Db, clock: Clock): Promise<void> {
  const ledger = createLedgerService({ db, clock });
  for (const o of DEMO_OPENING_BALANCES) {
    // Read-only lookup of the seeded member; the accounts module owns the table.
    const [m] = await db<{ id: number }[]>`SELECT id FROM members WHERE lower(account) = lower(${o.account})`;
    if (!m) continue;
    await ledger.transfer({
      debit: { house: 'payment_clearing', unit: 'VND' },
      credit: { member: m.id, kind: 'cash' },
      amount: o.amount,
      unit: 'VND',
      kind: 'opening_balance',
      reference: `seed:${o.account}`,
      idempotencyKey: `seed:opening:${o.account}`,
    });
    if (o.points > 0) {
      await ledger.transfer({
        debit: { house: 'points_issuance', unit: 'POINT' },
        credit: { member: m.id, kind: 'points' },
        amount: o.points,
        unit: 'POINT',
        kind: 'opening_balance',
        reference: `seed:${o.account}`,
        idempotencyKey: `seed:opening-points:${o.account}`,
      });
    }
  }
}
