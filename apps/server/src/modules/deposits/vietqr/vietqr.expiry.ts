import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import type { LedgerService } from '../../ledger/index.js';
import { readPaymentProviders } from '../../payments/index.js';
import { alreadyCredited } from '../deposit-credit.js';
import { insertEvent, lockDeposit, updateDeposit } from '../deposits.repository.js';

/**
 * Unpaid VietQR deposits end 'expired' after the operator's hours (paymentProviders.vietqr.expireHours), so
 * they stop counting against the member's deposit limits. Money that arrives later with the reference is
 * still credited by the matcher (a late transfer is the member's money). A repeated run changes nothing.
 */
export async function expireStaleVietQr(deps: { db: Db; clock: Clock; ledger: LedgerService }): Promise<number> {
  const { db, clock, ledger } = deps;
  const hours = (await readPaymentProviders(db)).vietqr.expireHours;
  const before = new Date(clock.now().getTime() - hours * 3_600_000);
  const stale = await db<{ id: number }[]>`SELECT id FROM deposits
    WHERE kind = 'bank_transfer' AND status = 'pending' AND bank ? 'bin' AND created_at < ${before}
    ORDER BY id LIMIT 200`;
  let expired = 0;
  for (const { id } of stale) {
    await db.begin(async (tx) => {
      const d = await lockDeposit(tx, id);
      if (d?.status !== 'pending' || (await alreadyCredited(ledger, id))) return;
      await updateDeposit(tx, id, { status: 'expired', finished_at: clock.now() });
      await insertEvent(tx, { depositId: id, at: clock.now(), source: 'system', kind: 'expired' });
      expired++;
    });
  }
  return expired;
}
