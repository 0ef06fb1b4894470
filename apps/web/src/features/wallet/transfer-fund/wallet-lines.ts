import type { ConsolidatedFunds } from '@app/contracts';

export interface WalletLine {
  /** 'MAIN', 'LOCKED' or a vendor code. */
  wallet: string;
  balance: number;
  held: number;
}

/**
 * The member's wallets for the my-wallet page: main and locked first, then one line per vendor the site
 * offers (a vendor the member never used shows 0.00, so money can be moved into it), then any vendor
 * wallet the member still holds money in that the site no longer lists (its money must stay visible).
 */
export function walletLines(
  funds: ConsolidatedFunds,
  siteVendors: readonly string[],
): { main: WalletLine; locked: WalletLine | null; vendors: WalletLine[] } {
  const byWallet = new Map(funds.wallets.map((w) => [w.wallet, w]));
  const line = (wallet: string): WalletLine => byWallet.get(wallet) ?? { wallet, balance: 0, held: 0 };
  const listed = new Set(siteVendors);
  const extra = funds.wallets.filter((w) => w.wallet !== 'MAIN' && w.wallet !== 'LOCKED' && !listed.has(w.wallet));
  return {
    main: line('MAIN'),
    locked: byWallet.get('LOCKED') ?? null,
    vendors: [...siteVendors.map(line), ...extra],
  };
}

/** True when some vendor wallet holds money (the sweep button has something to do). */
export function hasVendorMoney(vendors: readonly WalletLine[]): boolean {
  return vendors.some((v) => v.balance > 0);
}
