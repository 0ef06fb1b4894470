import type { LedgerUnit } from '@app/contracts';
import type { Db } from '../db/connect.js';
import type { Hub } from './hub.js';

interface AccountRow {
  owner_member_id: number;
  code: string;
  kind: string;
  vendor: string | null;
  unit: LedgerUnit;
  posted: number;
  pending_debits: number;
}

/** Members per balance read. */
const CHUNK = 5000;

/**
 * Pushes members' balances to their sockets on this node, from what the database has committed: on a
 * balance hint (balance-hints.ts) for the hinted members, and in a periodic sweep of every connected member
 * (which also catches money moved outside the ledger service: repairs, manual SQL). Only accounts whose
 * balance differs from what this node last pushed are sent, so a repeated hint or a sweep costs a read.
 *
 * Reads ledger_accounts directly (read-only, one indexed query per batch of members): the ledger module
 * stays the only writer.
 */
export function createBalanceSync(db: Db, hub: Hub) {
  /** Per member: account code → "posted/held" last pushed by this node. */
  const sent = new Map<number, Map<string, string>>();

  async function refresh(memberIds: Iterable<number>): Promise<number> {
    const local = [...new Set(memberIds)].filter((id) => hub.hasMember(id));
    let pushed = 0;
    for (let i = 0; i < local.length; i += CHUNK) {
      const rows = await db<AccountRow[]>`
        SELECT owner_member_id, code, kind, vendor, unit, posted, pending_debits
        FROM ledger_accounts WHERE owner_member_id = ANY(${local.slice(i, i + CHUNK)}::bigint[])`;
      for (const r of rows) {
        if (!hub.hasMember(r.owner_member_id)) {
          sent.delete(r.owner_member_id);
          continue;
        }
        const value = `${r.posted}/${r.pending_debits}`;
        let mine = sent.get(r.owner_member_id);
        if (!mine) {
          mine = new Map();
          sent.set(r.owner_member_id, mine);
        }
        if (mine.get(r.code) === value) continue;
        mine.set(r.code, value);
        hub.deliver({
          m: r.owner_member_id,
          e: {
            type: 'balance',
            account: r.kind,
            vendor: r.vendor,
            unit: r.unit,
            posted: r.posted,
            held: r.pending_debits,
            available: r.posted - r.pending_debits,
          },
        });
        pushed++;
      }
    }
    return pushed;
  }

  return {
    refresh,
    /** Every connected member (the periodic sweep); forgets members no longer connected. */
    async sweep(): Promise<number> {
      for (const id of sent.keys()) if (!hub.hasMember(id)) sent.delete(id);
      return refresh([...hub.members()]);
    },
    /** A member's last socket closed: the next one starts from what it reads over HTTP. */
    forget: (memberId: number) => sent.delete(memberId),
  };
}
export type BalanceSync = ReturnType<typeof createBalanceSync>;
