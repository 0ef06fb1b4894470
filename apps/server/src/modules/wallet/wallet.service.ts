import { type ConsolidatedFunds, type MerchantWallet, TRIAL_TYPE, type WalletBalance } from '@app/contracts';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { AccountBalance, LedgerService } from '../ledger/index.js';
import { toConsolidatedFunds, toWalletBalance } from './wallet.mappers.js';

/** PLAY money a trial (free play) account starts with: 2,000,000.00 in minor units. */
export const TRIAL_PLAY_GRANT = 200_000_000;

export interface WalletOptions {
  /** Seamless single wallet (true) or the transfer-wallet model with per-vendor wallets (false). */
  isSingle: boolean;
}

/** Read side of the member's money: balances from the ledger, shaped for the spec's calls. */
export function createWalletService(deps: {
  ledger: LedgerService;
  currencySymbol: (host: string) => Promise<string>;
  options?: Partial<WalletOptions>;
  /** Vendor codes served by the vendor-wallet gateway (the transfers module owns the gateway). */
  vendorCodes?: () => readonly string[];
}) {
  const { ledger } = deps;
  const options: WalletOptions = { isSingle: false, ...deps.options };

  /**
   * A trial account's PLAY money comes from the house play-issuance account through a real transfer,
   * made on first look; the key names the member, so it is granted exactly once.
   */
  async function ensureTrialGrant(memberId: number): Promise<void> {
    if (await ledger.transferByKey(`trial-grant:${memberId}`)) return;
    await ledger.transfer({
      debit: { house: 'play_issuance', unit: 'PLAY' },
      credit: { member: memberId, kind: 'play' },
      amount: TRIAL_PLAY_GRANT,
      unit: 'PLAY',
      kind: 'trial_grant',
      reference: `member:${memberId}`,
      idempotencyKey: `trial-grant:${memberId}`,
    });
  }

  async function accountsOf(session: SessionPrincipal): Promise<{ trial: boolean; accounts: AccountBalance[] }> {
    const trial = session.type === TRIAL_TYPE;
    if (trial) await ensureTrialGrant(session.memberId);
    return { trial, accounts: await ledger.memberAccounts(session.memberId) };
  }

  async function balance(session: SessionPrincipal, host: string): Promise<WalletBalance> {
    const [{ trial, accounts }, symbol] = await Promise.all([accountsOf(session), deps.currencySymbol(host)]);
    return toWalletBalance(accounts, trial, symbol);
  }

  async function consolidated(session: SessionPrincipal, host: string): Promise<ConsolidatedFunds> {
    const [{ trial, accounts }, symbol] = await Promise.all([accountsOf(session), deps.currencySymbol(host)]);
    return toConsolidatedFunds(accounts, trial, symbol);
  }

  async function merchantWallet(host: string): Promise<MerchantWallet> {
    return {
      isSingle: options.isSingle,
      walletModel: options.isSingle ? 'seamless' : 'transfer',
      currencySymbol: await deps.currencySymbol(host),
      vendors: options.isSingle ? [] : [...(deps.vendorCodes?.() ?? [])],
    };
  }

  /** ensureTrialGrant is exposed for game modules: a trial account may bet before it looks at its balance. */
  return { balance, consolidated, merchantWallet, ensureTrialGrant };
}
export type WalletService = ReturnType<typeof createWalletService>;
