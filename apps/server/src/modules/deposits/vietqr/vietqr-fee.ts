import type { Queryable } from '../../../platform/db/connect.js';
import { minusBasisPoints, percentToBp, readPaymentProviders } from '../../payments/index.js';

/**
 * What a VietQR transfer credits: what arrived less the operator's fee (setting paymentProviders.vietqr,
 * percent; 0 by default), rounded down to whole đồng like the e-wallets' fees.
 */
export async function vietQrCredit(q: Queryable, arrived: number): Promise<number> {
  const bp = percentToBp((await readPaymentProviders(q)).vietqr.feePercent);
  return bp === 0 ? arrived : minusBasisPoints(arrived, bp);
}
