import type { Queryable, Tx } from '../../platform/db/connect.js';

/*
 * The demo transfer vendors' own records (migration 0100): their players' wallets and the transfers
 * they answered, by reference. The vendor's side, not our ledger.
 */

export interface DemoVendorTransferRow {
  status: 'succeeded' | 'failed';
  reason: string | null;
  balance: number | null;
}

/**
 * Moves a player's wallet at a demo vendor by `delta` (a negative one takes money out); the new balance,
 * or undefined, moving nothing, when the wallet holds less than a negative delta takes.
 */
export async function moveDemoWallet(q: Queryable, vendor: string, player: string, delta: number) {
  if (delta >= 0) {
    const [row] = await q<{ balance: number }[]>`
      INSERT INTO demo_vendor_wallets (vendor, player, balance) VALUES (${vendor}, ${player}, ${delta})
      ON CONFLICT (vendor, player) DO UPDATE SET balance = demo_vendor_wallets.balance + EXCLUDED.balance
      RETURNING balance`;
    return row!.balance;
  }
  const [row] = await q<{ balance: number }[]>`
    UPDATE demo_vendor_wallets SET balance = balance + ${delta}
    WHERE vendor = ${vendor} AND player = ${player} AND balance + ${delta} >= 0
    RETURNING balance`;
  return row?.balance;
}

export async function demoWalletBalance(q: Queryable, vendor: string, player: string): Promise<number> {
  const [row] = await q<{ balance: number }[]>`
    SELECT balance FROM demo_vendor_wallets WHERE vendor = ${vendor} AND player = ${player}`;
  return row?.balance ?? 0;
}

/** Serializes everything done under one reference at this vendor until the transaction ends (every process). */
export async function lockDemoReference(tx: Tx, vendor: string, reference: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(hashtext(${`demo-vendor-transfer:${vendor}:${reference}`}))`;
}

export async function findDemoTransfer(
  q: Queryable,
  vendor: string,
  reference: string,
): Promise<DemoVendorTransferRow | undefined> {
  const [row] = await q<DemoVendorTransferRow[]>`
    SELECT status, reason, balance FROM demo_vendor_transfers WHERE vendor = ${vendor} AND reference = ${reference}`;
  return row;
}

export async function insertDemoTransfer(
  q: Queryable,
  t: {
    vendor: string;
    reference: string;
    player: string;
    direction: 'in' | 'out';
    amount: number;
    status: 'succeeded' | 'failed';
    reason: string | null;
    balance: number | null;
    at: Date;
  },
): Promise<void> {
  await q`INSERT INTO demo_vendor_transfers
      (vendor, reference, player, direction, amount, status, reason, balance, created_at)
    VALUES (${t.vendor}, ${t.reference}, ${t.player}, ${t.direction}, ${t.amount}, ${t.status}, ${t.reason},
      ${t.balance}, ${t.at})`;
}
