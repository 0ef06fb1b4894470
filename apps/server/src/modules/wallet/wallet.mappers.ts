import type { ConsolidatedFunds, LedgerUnit, WalletBalance } from '@app/contracts';
import type { AccountBalance } from '../ledger/index.js';

interface Wallets {
  unit: LedgerUnit;
  main: AccountBalance | undefined;
  locked: AccountBalance | undefined;
  vendors: AccountBalance[];
  points: AccountBalance | undefined;
}

/** Picks the member's wallets: a trial account plays with PLAY money, everyone else with VND. */
function pick(accounts: AccountBalance[], trial: boolean): Wallets {
  const unit: LedgerUnit = trial ? 'PLAY' : 'VND';
  return {
    unit,
    main: accounts.find((a) => a.kind === (trial ? 'play' : 'cash')),
    locked: trial ? undefined : accounts.find((a) => a.kind === 'locked'),
    vendors: accounts.filter((a) => a.kind === 'vendor' && a.unit === unit),
    points: accounts.find((a) => a.kind === 'points'),
  };
}

const available = (a: AccountBalance | undefined) => a?.available ?? 0;

/** sumBalance = spendable main + locked bonus + vendor wallets; held amounts are not spendable. */
export function toWalletBalance(accounts: AccountBalance[], trial: boolean, currencySymbol: string): WalletBalance {
  const w = pick(accounts, trial);
  const vendors = w.vendors.map((v) => ({ vendor: v.vendor ?? '', balance: v.available }));
  const main = available(w.main);
  const locked = available(w.locked);
  return {
    sumBalance: main + locked + vendors.reduce((s, v) => s + v.balance, 0),
    currencySymbol,
    unit: w.unit,
    main,
    held: w.main?.pendingDebits ?? 0,
    locked,
    vendors,
    trial,
  };
}

export function toConsolidatedFunds(
  accounts: AccountBalance[],
  trial: boolean,
  currencySymbol: string,
): ConsolidatedFunds {
  const w = pick(accounts, trial);
  const line = (wallet: string, a: AccountBalance | undefined) => ({
    wallet,
    balance: available(a),
    held: a?.pendingDebits ?? 0,
  });
  const wallets = [
    line('MAIN', w.main),
    ...(trial ? [] : [line('LOCKED', w.locked)]),
    ...w.vendors.map((v) => line(v.vendor ?? '', v)),
  ];
  return {
    currencySymbol,
    unit: w.unit,
    total: wallets.reduce((s, x) => s + x.balance, 0),
    wallets,
    points: available(w.points),
  };
}
