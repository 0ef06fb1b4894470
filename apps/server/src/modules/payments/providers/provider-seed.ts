import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { MOMO_CODE } from '../momo/momo.gateway.js';
import { PHONE_CARD_CODE } from '../phone-card/phone-card.gateway.js';
import { ZALOPAY_CODE } from '../zalopay/zalopay.gateway.js';

/** The demo's e-wallet and phone-card deposit methods (limits in minor units); the operator may change them. */
export const PROVIDER_DEMO_METHODS = [
  {
    code: 'momo',
    gateway: MOMO_CODE,
    min: 10_000_00,
    max: 50_000_000_00,
    names: { vi: 'Ví MoMo', en: 'MoMo e-wallet' },
    sort: 3,
  },
  {
    code: 'zalopay',
    gateway: ZALOPAY_CODE,
    min: 10_000_00,
    max: 50_000_000_00,
    names: { vi: 'Ví ZaloPay', en: 'ZaloPay e-wallet' },
    sort: 4,
  },
  {
    code: 'phone_card',
    gateway: PHONE_CARD_CODE,
    min: 10_000_00,
    max: 1_000_000_00,
    names: { vi: 'Thẻ cào điện thoại', en: 'Prepaid phone card' },
    sort: 5,
  },
] as const;

/** Adds the methods that are missing; a method the operator changed is left alone. */
export async function seedProviderMethods(db: Db, clock: Clock): Promise<void> {
  for (const m of PROVIDER_DEMO_METHODS) {
    await db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
      VALUES (${m.code}, 'gateway', ${m.gateway}, true, ${m.min}, ${m.max}, ${db.json(m.names)}, NULL, ${m.sort}, ${clock.now()})
      ON CONFLICT (code) DO NOTHING`;
  }
}
