import { describe, expect, it } from 'vitest';
import { hasVendorMoney, walletLines } from './wallet-lines';

const funds = (wallets: { wallet: string; balance: number; held?: number }[]) => ({
  currencySymbol: 'P',
  unit: 'VND' as const,
  total: wallets.reduce((s, w) => s + w.balance, 0),
  wallets: wallets.map((w) => ({ held: 0, ...w })),
  points: 0,
});

describe('walletLines', () => {
  it('offers every vendor of the site, at 0.00 for one never used', () => {
    const out = walletLines(
      funds([
        { wallet: 'MAIN', balance: 5000, held: 100 },
        { wallet: 'LOCKED', balance: 0 },
        { wallet: 'TCG', balance: 300 },
      ]),
      ['DEMO', 'TCG'],
    );
    expect(out.main).toEqual({ wallet: 'MAIN', balance: 5000, held: 100 });
    expect(out.locked).toEqual({ wallet: 'LOCKED', balance: 0, held: 0 });
    expect(out.vendors.map((v) => [v.wallet, v.balance])).toEqual([
      ['DEMO', 0],
      ['TCG', 300],
    ]);
    expect(hasVendorMoney(out.vendors)).toBe(true);
  });

  it('keeps a wallet the site no longer lists visible (its money is still there)', () => {
    const out = walletLines(
      funds([
        { wallet: 'MAIN', balance: 1 },
        { wallet: 'OLD', balance: 900 },
      ]),
      ['DEMO'],
    );
    expect(out.vendors.map((v) => v.wallet)).toEqual(['DEMO', 'OLD']);
    expect(out.locked).toBeNull();
  });

  it('has nothing to sweep when every vendor wallet is empty', () => {
    const out = walletLines(funds([{ wallet: 'MAIN', balance: 1 }]), ['DEMO', 'TCG']);
    expect(hasVendorMoney(out.vendors)).toBe(false);
  });
});
