import { z } from 'zod';
import type { Queryable } from '../../platform/db/connect.js';
import { getSetting } from '../system/index.js';

/** The settings key (table `settings`) holding the accounts security policy. */
export const ACCOUNTS_POLICY_KEY = 'accounts';

const NewIpMethod = z.enum(['sms', 'email', 'bankName', 'totp']);
export type NewIpMethod = z.infer<typeof NewIpMethod>;

/**
 * Security knobs of the account flows, operator-configurable. Every field has a default, so an empty
 * or partial stored value still parses (and keys no longer read, such as the old `lockout`, are ignored).
 * Hard ceilings are in the schema: no configuration can weaken them.
 */
export const AccountsPolicySchema = z.object({
  session: z
    .object({
      /** Idle lifetime; each authenticated call slides it forward. */
      idleMinutes: z
        .number()
        .int()
        .min(5)
        .max(24 * 60)
        .default(30),
      /** Absolute lifetime from login, whatever the activity. */
      absoluteHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 7)
        .default(24),
    })
    .prefault({}),
  rememberHours: z.number().int().min(1).max(24).default(24),
  powDifficulty: z.number().int().min(0).max(24).default(16),
  powTtlSeconds: z.number().int().min(10).max(600).default(120),
  /** Unused proof-of-work challenges one address may hold; asking for more drops its oldest. */
  powMaxHeldPerIp: z.number().int().min(1).max(1000).default(30),
  captchaTtlSeconds: z.number().int().min(10).max(600).default(120),
  /**
   * Failures within the last hour, from one address on one account (or from one address on any account),
   * after which that address must solve the captcha for it. 0 = always.
   */
  captchaAfterFailures: z.number().int().min(0).max(100).default(3),
  /**
   * Escalating friction instead of a lockout (an attacker must not be able to lock a player out): each
   * (account, address) pair gets delays once it has failed `delayAfterFailures` times in the hour, doubling
   * from `delayBaseSeconds` up to `delayMaxSeconds`; an attempt before the delay is over answers 429. Other
   * addresses, the owner's among them, are not slowed. Against a distributed attack: once the account has
   * `accountCaptchaAfterFailures` failures in the hour from all addresses together, every address must solve
   * the captcha and is delayed from its first failure (never a lock: a first attempt is always heard).
   */
  friction: z
    .object({
      delayAfterFailures: z.number().int().min(1).max(100).default(5),
      delayBaseSeconds: z.number().int().min(1).max(600).default(30),
      delayMaxSeconds: z.number().int().min(1).max(3600).default(900),
      accountCaptchaAfterFailures: z.number().int().min(1).max(10_000).default(20),
    })
    .prefault({}),
  limits: z
    .object({
      loginPerIpPerMinute: z.number().int().min(1).default(30),
      loginPerAccountPerMinute: z.number().int().min(1).default(10),
      registerPerIpPerHour: z.number().int().min(1).default(10),
      captchaPerIpPerMinute: z.number().int().min(1).default(30),
      /** Proof-of-work challenges per address (the web asks for one whenever a login or sign-up form opens). */
      challengePerIpPerMinute: z.number().int().min(1).default(120),
      smsPerNumberPerDay: z.number().int().min(1).default(10),
      smsPerIpPerHour: z.number().int().min(1).default(20),
      forgotPerIpPerHour: z.number().int().min(1).default(10),
      forgotPerAccountPerHour: z.number().int().min(1).default(3),
      freePlayPerIpPerHour: z.number().int().min(1).default(5),
    })
    .prefault({}),
  sms: z
    .object({
      codeMinutes: z.number().int().min(1).max(30).default(5),
      maxAttempts: z.number().int().min(1).max(10).default(5),
      resendSeconds: z.number().int().min(30).max(600).default(60),
    })
    .prefault({}),
  newIpCheck: z
    .object({
      enabled: z.boolean().default(true),
      /** Preference order when the member has not chosen a method; the first it can answer is used. */
      methods: z.array(NewIpMethod).min(1).default(['sms', 'email', 'bankName', 'totp']),
      maxAttempts: z.number().int().min(1).max(10).default(5),
      ttlMinutes: z.number().int().min(1).max(60).default(10),
    })
    .prefault({}),
  /** Age after which a password counts as expired (when the PWDEXPIRY whitelabel switch is on). */
  passwordMaxAgeDays: z.number().int().min(1).max(3650).default(90),
  resetLinkMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
});
export type AccountsPolicy = z.output<typeof AccountsPolicySchema>;

export const defaultAccountsPolicy = (): AccountsPolicy => AccountsPolicySchema.parse({});

/** Reads the policy; a stored value that no longer validates falls back to the defaults. */
export async function readAccountsPolicy(db: Queryable): Promise<AccountsPolicy> {
  const raw = await getSetting<unknown>(db, ACCOUNTS_POLICY_KEY);
  const parsed = AccountsPolicySchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : defaultAccountsPolicy();
}
