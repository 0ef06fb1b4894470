import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { SANDBOX_CODE } from '../payments/index.js';
import { findMethod, type MethodRow, upsertMethod } from './deposits.repository.js';

/** Demo deposit methods: a bank transfer to a made-up account, and the sandbox gateway. */
export const DEMO_DEPOSIT_METHODS: MethodRow[] = [
  {
    code: 'bank',
    kind: 'bank_transfer',
    gateway: null,
    enabled: true,
    min_amount: 50_000_00,
    max_amount: 500_000_000_00,
    names: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
    bank: {
      bankName: 'Vietcombank',
      accountName: 'CONG TY DEMO',
      accountNumber: '0071000123456',
      branch: 'Hồ Chí Minh',
    },
    sort: 1,
  },
  {
    code: 'sandbox',
    kind: 'gateway',
    gateway: SANDBOX_CODE,
    enabled: true,
    min_amount: 10_000_00,
    max_amount: 100_000_000_00,
    names: { vi: 'Cổng thanh toán thử nghiệm', en: 'Sandbox payment gateway' },
    bank: null,
    sort: 2,
  },
];

/** Adds the demo methods that are missing; methods the operator has changed are left alone. */
export async function seedDeposits(db: Db, clock: Clock): Promise<void> {
  for (const m of DEMO_DEPOSIT_METHODS) {
    if (!(await findMethod(db, m.code))) await upsertMethod(db, m, clock.now());
  }
}
