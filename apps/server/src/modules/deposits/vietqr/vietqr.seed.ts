import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { findMethod, type MethodRow, upsertMethod } from '../deposits.repository.js';

/**
 * The demo's VietQR method: a bank transfer to a made-up Vietcombank account (NAPAS BIN 970436) with a
 * QR code; the sandbox bank's feed pays it. Its name is what players see: no "test" in it.
 */
export const DEMO_VIETQR_METHOD: MethodRow = {
  code: 'vietqr',
  kind: 'bank_transfer',
  gateway: null,
  enabled: true,
  min_amount: 10_000_00,
  max_amount: 300_000_000_00,
  names: { vi: 'Chuyển khoản VietQR', en: 'Bank transfer (VietQR)' },
  bank: {
    bankName: 'Vietcombank',
    accountName: 'CONG TY DEMO',
    accountNumber: '0071000654321',
    branch: '',
    bin: '970436',
  },
  sort: 0,
};

/** Adds the VietQR method when missing; an operator's changes to it are left alone. */
export async function seedVietQr(db: Db, clock: Clock): Promise<void> {
  if (!(await findMethod(db, DEMO_VIETQR_METHOD.code))) await upsertMethod(db, DEMO_VIETQR_METHOD, clock.now());
}
