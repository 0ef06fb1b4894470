import { z } from 'zod';

/**
 * Setting `paymentProviders`: e-wallet and VietQR fees and the phone-card rules (read by modules/payments
 * and the VietQR feed; docs/configuration.md "E-wallets and phone cards"). Every field has a default.
 */
/** A percentage with at most two decimals (18.5 = 18.5 %). */
const Percent = z
  .number()
  .min(0)
  .max(100)
  .refine(
    (p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9,
    'at most 2 decimals',
  );

const CarrierRule = z.object({ enabled: z.boolean(), discountPercent: Percent });

export const PaymentProvidersSettingSchema = z.object({
  /** Fee kept from each e-wallet deposit, percent of the amount (0 = the operator absorbs the provider's fee). */
  momo: z.object({ feePercent: Percent }).default({ feePercent: 0 }),
  zalopay: z.object({ feePercent: Percent }).default({ feePercent: 0 }),
  /** Fee kept from each VietQR bank-transfer deposit, percent of what arrived (docs/vietqr.md). */
  vietqr: z
    .object({
      feePercent: Percent.default(0),
      /** Hours after which an unpaid VietQR deposit expires (a later transfer with its reference is still credited). */
      expireHours: z.number().int().min(1).max(720).default(24),
    })
    .default({ feePercent: 0, expireHours: 24 }),
  phoneCards: z
    .object({
      /** Per carrier: offered or not, and the discount (credit = face value × (1 − discount)). */
      carriers: z.object({ viettel: CarrierRule, vinaphone: CarrierRule, mobifone: CarrierRule }),
      /** Face values offered, in minor units (each must also be one the carrier prints). */
      denominations: z.array(z.number().int().positive()).min(1),
      /**
       * A card whose real value differs from the declared one is credited at the lower of the two, less
       * the discount, less this penalty (card-exchange services' rule; it discourages guessing values).
       */
      wrongValuePenaltyPercent: Percent,
    })
    .default({
      carriers: {
        viettel: { enabled: true, discountPercent: 18 },
        vinaphone: { enabled: true, discountPercent: 20 },
        mobifone: { enabled: true, discountPercent: 20 },
      },
      denominations: [10_000_00, 20_000_00, 50_000_00, 100_000_00, 200_000_00, 500_000_00, 1_000_000_00],
      wrongValuePenaltyPercent: 50,
    }),
});
