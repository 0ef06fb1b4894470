import {
  ConsolidatedSettingsSchema,
  RegisterSettingsSchema,
  type WhitelabelNode,
  WhitelabelNodeSchema,
} from '@app/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { PaymentProvidersSettingSchema } from './payment-providers.setting.js';

/**
 * Operator settings owned by the system module (table `settings`, one JSON value per key).
 * Every key is validated with these schemas on read and by the settings CLI on write.
 */

const isoOrNull = z.iso.datetime({ offset: true }).nullable();

export const MaintenanceSettingSchema = z
  .object({
    enabled: z.boolean(),
    title: z.string().min(1).max(200),
    info: z.string().max(2000),
    /** Maintenance applies from startTime (inclusive) to endTime (exclusive); null = open-ended. */
    startTime: isoOrNull,
    endTime: isoOrNull,
  })
  .refine((m) => !m.startTime || !m.endTime || Date.parse(m.endTime) > Date.parse(m.startTime), {
    message: 'endTime must be after startTime',
    path: ['endTime'],
  });
export type MaintenanceSetting = z.infer<typeof MaintenanceSettingSchema>;

/** An IPv4/IPv6 address or CIDR range. */
export const IpRuleSchema = z.string().refine((v) => ipaddr.isValid(v) || isCidr(v), 'Not an IP address or CIDR');
function isCidr(v: string): boolean {
  try {
    ipaddr.parseCIDR(v);
    return true;
  } catch {
    return false;
  }
}

const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'ISO 3166-1 alpha-2 code')
  .transform((c) => c.toUpperCase());

/**
 * Region rules. IP rules decide first (the most specific matching range wins; a tie denies); an IP with
 * no matching rule is judged by country: denied when listed in denyCountries, or when allowCountries is
 * not empty and does not list it. Visitors with no known country (loopback, private ranges, addresses
 * the GeoIP database does not cover) are never blocked by country rules.
 */
export const RegionSettingSchema = z.object({
  enabled: z.boolean(),
  allowCountries: z.array(CountryCode).default([]),
  denyCountries: z.array(CountryCode).default([]),
  allowIps: z.array(IpRuleSchema).default([]),
  denyIps: z.array(IpRuleSchema).default([]),
});
export type RegionSetting = z.infer<typeof RegionSettingSchema>;

/** Router extras not kept in their own tables. */
export const RoutersSettingSchema = z.object({
  gtagId: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type RoutersSetting = z.infer<typeof RoutersSettingSchema>;

export const WhitelabelSettingSchema = z.array(WhitelabelNodeSchema);
export type WhitelabelSetting = WhitelabelNode[];

const MinorAmount = z.number().int().min(0).max(1_000_000_000_000);

/**
 * Withdrawal rules (amounts in minor units). autoReceiptMinutes: an approved withdrawal the member has
 * not confirmed within this time counts as received (spec §4) and is never refunded.
 */
export const WithdrawalSettingSchema = z
  .object({
    enabled: z.boolean(),
    min: MinorAmount,
    max: MinorAmount,
    /** Withdrawals awaiting the operator a member may have at once. */
    maxPending: z.number().int().min(1).max(20),
    /** Bank accounts a member may bind. */
    maxBankAccounts: z.number().int().min(1).max(10),
    autoReceiptMinutes: z
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 60),
    /** Wrong payment-password attempts before a lock, and the lock's length. */
    paymentPasswordAttempts: z.number().int().min(1).max(20),
    paymentPasswordLockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    /**
     * Turnover a credited deposit adds to what the member must bet before withdrawing, in percent of the
     * deposit (100: bet it once, the usual anti-money-laundering rule; 0: none). Settings stored before
     * this field existed take the default.
     */
    depositTurnoverPercent: z.number().int().min(0).max(10_000).default(100),
  })
  .refine((w) => w.max >= w.min, { message: 'max must be at least min', path: ['max'] });
export type WithdrawalSetting = z.infer<typeof WithdrawalSettingSchema>;

const TransferRule = z
  .object({ enabled: z.boolean(), min: MinorAmount, max: MinorAmount })
  .refine((r) => r.max >= r.min, { message: 'max must be at least min', path: ['max'] });

/** Transfers between members: member → its upline agent, agent → its own downline. */
export const MemberTransferSettingSchema = z.object({ toUpline: TransferRule, toDownline: TransferRule });
export type MemberTransferSetting = z.infer<typeof MemberTransferSettingSchema>;

/**
 * Safer gambling (issue 18): hours an increase or removal of a player's limit waits before it applies, and
 * days an indefinite self-exclusion still runs after support lifts it at the player's request.
 */
export const ResponsibleGamingSettingSchema = z.object({
  coolingHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  liftCoolingDays: z.number().int().min(1).max(365).default(7),
});

/** Every settings key the CLI accepts, with its schema. */
export const SettingSchemas = {
  maintenance: MaintenanceSettingSchema,
  region: RegionSettingSchema,
  whitelabel: WhitelabelSettingSchema,
  register: RegisterSettingsSchema,
  consolidated: ConsolidatedSettingsSchema,
  routers: RoutersSettingSchema,
  withdrawal: WithdrawalSettingSchema,
  memberTransfer: MemberTransferSettingSchema,
  paymentProviders: PaymentProvidersSettingSchema,
  responsibleGaming: ResponsibleGamingSettingSchema,
} as const;
export type SettingKey = keyof typeof SettingSchemas;
export const isSettingKey = (k: string): k is SettingKey => Object.hasOwn(SettingSchemas, k);
