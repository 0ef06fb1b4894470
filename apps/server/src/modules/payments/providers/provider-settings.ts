import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/connect.js';
import { getSetting, PaymentProvidersSettingSchema } from '../../system/index.js';

export { PaymentProvidersSettingSchema };

/** Operator settings key (table `settings`) of the e-wallet fees and the phone-card rules. */
export const PAYMENT_PROVIDERS_KEY = 'paymentProviders';

export type PaymentProvidersSetting = z.infer<typeof PaymentProvidersSettingSchema>;

export const percentToBp = (p: number) => Math.round(p * 100);

/** The stored value, validated; a missing or broken one gives the defaults (it never breaks deposits). */
export async function readPaymentProviders(db: Queryable): Promise<PaymentProvidersSetting> {
  const raw = await getSetting<unknown>(db, PAYMENT_PROVIDERS_KEY);
  const parsed = PaymentProvidersSettingSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : PaymentProvidersSettingSchema.parse({});
}
