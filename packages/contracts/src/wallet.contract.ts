import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';

/**
 * Units the ledger keeps apart: 'VND' money, loyalty 'POINT's and the 'PLAY' money of trial accounts.
 * Every amount in this API is an integer in minor units (1/100 of the unit): 123456 means 1,234.56.
 */
export const LedgerUnits = ['VND', 'POINT', 'PLAY'] as const;
export const LedgerUnitSchema = z.enum(LedgerUnits);
export type LedgerUnit = z.infer<typeof LedgerUnitSchema>;

/** Stable codes of the money flows; the web translates each. */
export const WalletErrorCodes = [
  'insufficient_funds',
  'idempotency_conflict',
  'unit_mismatch',
  'account_not_found',
  'pending_not_found',
  'pending_already_resolved',
  'post_amount_exceeds_pending',
  'ledger_busy',
] as const;
export type WalletErrorCode = (typeof WalletErrorCodes)[number];

/** An amount in minor units (integer, never a float). */
const Minor = z.int();

export const VendorWalletSchema = z.object({ vendor: z.string(), balance: Minor });

/**
 * value of /wps/v2/wallets/balance. sumBalance = main + locked + every vendor wallet, in minor units:
 * the client divides by 100 for display (spec §9: 2 decimals, thousands separators).
 */
export const WalletBalanceSchema = z.object({
  sumBalance: Minor,
  currencySymbol: z.string(),
  unit: LedgerUnitSchema,
  /** Spendable main wallet (posted minus amounts held by pending transfers such as withdrawals). */
  main: Minor,
  /** Held in the main wallet by pending transfers (withdrawals awaiting approval, open bets). */
  held: Minor,
  /** Bonus money locked until its turnover is met. */
  locked: Minor,
  vendors: z.array(VendorWalletSchema),
  /** True for trial (free play) accounts: the unit is PLAY money. */
  trial: z.boolean(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

export const ConsolidatedFundsSchema = z.object({
  currencySymbol: z.string(),
  unit: LedgerUnitSchema,
  total: Minor,
  wallets: z.array(
    z.object({
      /** 'MAIN', 'LOCKED', or a vendor code. */
      wallet: z.string(),
      balance: Minor,
      held: Minor,
    }),
  ),
  /** Loyalty points (their own unit, never added to money). */
  points: Minor,
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

export const MerchantWalletSchema = z.object({
  /** True: one (seamless) wallet, no transfers to vendor wallets. False: the transfer-wallet model. */
  isSingle: z.boolean(),
  walletModel: z.enum(['seamless', 'transfer']),
  currencySymbol: z.string(),
  /** Vendor wallets money can be moved to (transfer model; empty when isSingle): a new member has none yet. */
  vendors: z.array(z.string()),
});
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

export const walletContract = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'token',
    // Read-only, shown in the top bar while the forced change is pending.
    allowedBeforePasswordChange: true,
    guarded: true,
    summary: 'Wallet balance of the caller (minor units)',
    tags: ['wallet'],
    response: WalletBalanceSchema,
  }),
  consolidatedFunds: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'token',
    guarded: true,
    summary: 'Every wallet of the caller, one line each (minor units)',
    tags: ['wallet'],
    response: ConsolidatedFundsSchema,
  }),
  merchantWallet: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/merchant',
    auth: 'token',
    guarded: true,
    summary: 'Wallet model of the site (isSingle)',
    tags: ['wallet'],
    response: MerchantWalletSchema,
  }),
};
