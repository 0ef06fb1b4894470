import type { Queryable } from '../../platform/db/connect.js';

export interface VendorTransferRow {
  id: number;
  member_id: number;
  vendor: string;
  direction: 'in' | 'out';
  amount: number;
  request_key: string;
  reference: string;
  status: 'pending' | 'unknown' | 'succeeded' | 'failed';
  hold_transfer_id: number | null;
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export async function findVendorTransfer(q: Queryable, id: number): Promise<VendorTransferRow | undefined> {
  const [row] = await q<VendorTransferRow[]>`SELECT * FROM vendor_transfers WHERE id = ${id}`;
  return row;
}

export async function findVendorTransferByKey(q: Queryable, memberId: number, key: string) {
  const [row] = await q<VendorTransferRow[]>`SELECT * FROM vendor_transfers
    WHERE member_id = ${memberId} AND request_key = ${key}`;
  return row;
}

/** A new transfer in 'pending'; undefined when the member already used the key. */
export async function insertVendorTransfer(
  q: Queryable,
  t: {
    memberId: number;
    vendor: string;
    direction: 'in' | 'out';
    amount: number;
    requestKey: string;
    reference: string;
    at: Date;
  },
): Promise<VendorTransferRow | undefined> {
  const [row] = await q<VendorTransferRow[]>`
    INSERT INTO vendor_transfers (member_id, vendor, direction, amount, request_key, reference, status, created_at)
    VALUES (${t.memberId}, ${t.vendor}, ${t.direction}, ${t.amount}, ${t.requestKey}, ${t.reference}, 'pending', ${t.at})
    ON CONFLICT (member_id, request_key) DO NOTHING RETURNING *`;
  return row;
}

export async function setHold(q: Queryable, id: number, holdId: number): Promise<VendorTransferRow | undefined> {
  const [row] = await q<VendorTransferRow[]>`UPDATE vendor_transfers SET hold_transfer_id = ${holdId}
    WHERE id = ${id} RETURNING *`;
  return row;
}

/** Moves an open transfer to its outcome ('unknown' keeps it open); undefined when it was already final. */
export async function settleVendorTransfer(
  q: Queryable,
  id: number,
  status: 'unknown' | 'succeeded' | 'failed',
  failure: string | null,
  at: Date | null,
): Promise<VendorTransferRow | undefined> {
  const [row] = await q<VendorTransferRow[]>`UPDATE vendor_transfers
    SET status = ${status}, failure = ${failure}, finished_at = ${at}
    WHERE id = ${id} AND status IN ('pending', 'unknown') RETURNING *`;
  return row;
}

export async function listOpenVendorTransfers(q: Queryable, memberId?: number): Promise<VendorTransferRow[]> {
  return q<VendorTransferRow[]>`SELECT * FROM vendor_transfers WHERE status IN ('pending', 'unknown')
    ${memberId === undefined ? q`` : q`AND member_id = ${memberId}`} ORDER BY id LIMIT 200`;
}

export async function listVendorTransfers(q: Queryable, memberId: number, p: { page: number; pageSize: number }) {
  const rows = await q<VendorTransferRow[]>`SELECT * FROM vendor_transfers WHERE member_id = ${memberId}
    ORDER BY created_at DESC, id DESC LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;
  const [count] = await q<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM vendor_transfers WHERE member_id = ${memberId}`;
  return { rows, total: count!.n };
}
