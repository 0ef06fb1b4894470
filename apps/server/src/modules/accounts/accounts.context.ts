import type { RegisterFieldSetting, WhitelabelNode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { KeyStore } from '../../platform/crypto/key-store.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { MailTransport } from './recovery/mail.transport.js';
import type { SmsProvider } from './sms/sms.provider.js';
import type { SmsSender } from './sms/sms.sender.js';

/** Registration settings as the system module serves them (GET /wps/system/setting/register). */
export interface RegisterSettings {
  fields: RegisterFieldSetting[];
  smsVerification: boolean;
  captcha: boolean;
}

/** What the accounts module reads from the system module's operator settings. */
export interface AccountSettingsSource {
  register(): Promise<RegisterSettings>;
  whitelabel(): Promise<WhitelabelNode[]>;
}

/** Everything the account flows share. */
export interface AccountsContext {
  db: Db;
  clock: Clock;
  keys: KeyStore;
  limiter: RateLimiter;
  settings: AccountSettingsSource;
  /** Sends through the configured provider and records each message's delivery (sms_messages). */
  sms: SmsSender;
  /** The provider behind `sms` and the token its delivery reports must carry (null: no status callback). */
  smsStatus?: { provider: SmsProvider; token: string | null };
  mail: MailTransport;
  /**
   * Sets the payment password a member chose on the registration form (the cashier owns payment
   * passwords); absent where no cashier is wired, and then the field is not stored.
   */
  setPaymentPassword?: (memberId: number, password: string) => Promise<void>;
  /**
   * Gives a member who registered with an agent's invite code what the invite carries (kind, terms), in the
   * registration's transaction (the agents module owns invites); absent: the code only places the upline.
   */
  applyInvite?: (tx: Queryable, memberId: number, code: string, at: Date) => Promise<void>;
  /**
   * Member referral (modules/referral): `check` a referral code that is not an agent's before the account is
   * made (null: programme off, the code is only kept; throws on an unknown code or self-referral), `attach`
   * the new account to its referrer in the registration's transaction.
   */
  referral?: {
    check(code: string, origin: { ip: string | null; deviceId: string | null }): Promise<unknown>;
    attach(tx: Queryable, memberId: number, claim: unknown, at: Date): Promise<void>;
  };
  /** Told after the spec §9 first-login call (the promotions module pays or offers a first-login bonus). */
  onFirstLogin?: (memberId: number, req: FastifyRequest) => Promise<void>;
}

/** Whitelabel switches the account flows read (spec §3). */
export type WhitelabelFlag =
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'MOBILENUMPASSREG3'
  | 'REGMOBVERF3'
  | 'DIRECTREG3'
  | 'MOBILEVERCODELOGIN3'
  | 'PHONELOGIN'
  | 'FREEPLAY'
  | 'PWDEXPIRY'
  | 'FORCEPWDCHANGE'
  | 'EMAILRECOVERY'
  | 'PHONERECOVERY';

/** True when the node exists and it and every ancestor are enabled ('1'). */
export function flagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && flagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}

export async function whitelabelFlags(ctx: AccountsContext): Promise<(f: WhitelabelFlag) => boolean> {
  const tree = await ctx.settings.whitelabel();
  return (f) => flagOn(tree, f);
}
