import type { Clock } from '../../platform/clock.js';
import { createKeyStore } from '../../platform/crypto/key-store.js';
import type { Db } from '../../platform/db/connect.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { AccountSettingsSource, AccountsContext } from './accounts.context.js';
import { createAccountsService } from './accounts.service.js';
import { createOauth, type OauthConfig } from './oauth/index.js';
import { createOutboxMailTransport, type MailTransport } from './recovery/mail.transport.js';
import { type SmsConfig, smsProviderFromConfig } from './sms/sms.config.js';
import type { SmsProvider } from './sms/sms.provider.js';
import { createSmsSender } from './sms/sms.sender.js';

export type { AccountSettingsSource } from './accounts.context.js';
export { ACCOUNTS_POLICY_KEY, type AccountsPolicy } from './accounts.policy.js';
export { registerAccountsRoutes } from './accounts.routes.js';
export { DEMO_ACCOUNTS, seedAccounts } from './accounts.seed.js';
export type { AccountsService } from './accounts.service.js';
export { findMemberByAccount, insertMember, type MemberRow } from './members.repository.js';
export { type OauthConfig, registerOauthRoutes } from './oauth/index.js';
export { hashPassword, verifyPassword } from './passwords/password.hasher.js';
export type { MailTransport } from './recovery/mail.transport.js';
export { isAgentSession, requireTrueAccount } from './security/guards.js';
export type { SmsConfig } from './sms/sms.config.js';
export { type SmsProvider, SmsProviderError } from './sms/sms.provider.js';

/**
 * Builds the accounts module. SMS goes through the provider given, else the one the SMS_* configuration
 * names (default: the development outbox, table sms_outbox); mail defaults to the mail_outbox table.
 */
export function createAccounts(deps: {
  db: Db;
  clock: Clock;
  settings: AccountSettingsSource;
  sms?: SmsProvider;
  /** The SMS_* environment keys (provider, credentials, status callback). */
  smsConfig?: SmsConfig;
  mail?: MailTransport;
  /** Google/Facebook sign-in settings (the OAUTH_* environment keys); none configured = no provider. */
  oauth?: OauthConfig;
  setPaymentPassword?: (memberId: number, password: string) => Promise<void>;
  applyInvite?: AccountsContext['applyInvite'];
  onFirstLogin?: AccountsContext['onFirstLogin'];
  referral?: AccountsContext['referral'];
}) {
  const smsProvider = deps.sms ?? smsProviderFromConfig(deps.smsConfig ?? {}, deps.db, deps.clock);
  const ctx: AccountsContext = {
    db: deps.db,
    clock: deps.clock,
    keys: createKeyStore(deps.db, deps.clock),
    limiter: createRateLimiter(deps.db, deps.clock),
    settings: deps.settings,
    sms: createSmsSender(deps.db, deps.clock, smsProvider),
    smsStatus: { provider: smsProvider, token: deps.smsConfig?.SMS_STATUS_CALLBACK_TOKEN ?? null },
    mail: deps.mail ?? createOutboxMailTransport(deps.db, deps.clock),
    setPaymentPassword: deps.setPaymentPassword,
    applyInvite: deps.applyInvite,
    onFirstLogin: deps.onFirstLogin,
    referral: deps.referral,
  };
  const service = createAccountsService(ctx);
  const oauth = createOauth(ctx, deps.oauth ?? {});
  return { ctx, service, oauth, resolveSession: service.sessions.resolve };
}
export type Accounts = ReturnType<typeof createAccounts>;
