import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { type AccountRow, ensureAccountRow, findAccountById, findAccountsByCodes } from './ledger.repository.js';
import type { AccountRef, LedgerUnit } from './ledger.types.js';

/** The parts of an account that never change after creation (safe to cache for the process' life). */
export interface AccountInfo {
  id: number;
  code: string;
  unit: LedgerUnit;
  protected: boolean;
}

const MEMBER_UNITS = { cash: 'VND', locked: 'VND', points: 'POINT', play: 'PLAY' } as const;
const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;

/**
 * House accounts are the other side of almost every member movement (every deposit clears through
 * payment_clearing, every bet credits game_revenue), so one row per house account would make every
 * movement queue on that row's lock until its commit. Each house account is therefore kept as this many
 * rows ("shards": shard 0 has the plain code, shard k the code with ':k'); a movement uses the shard its
 * member side picks, and the house account's balance is the sum of its shards. House accounts are not
 * protected (they may go negative), so any shard can take any movement and nothing else changes.
 */
export const HOUSE_SHARDS = 16;

/** The shard of a house account that a movement with the given other-side account uses. */
export const houseShardFor = (otherAccountId: number): number => otherAccountId % HOUSE_SHARDS;

/** The stable code of the account a reference names (also the cache key); `shard` applies to house accounts. */
export function accountCode(ref: Exclude<AccountRef, { id: number }>, shard = 0): string {
  if ('house' in ref) return shard === 0 ? `h:${ref.house}:${ref.unit}` : `h:${ref.house}:${ref.unit}:${shard}`;
  if (ref.kind === 'vendor') return `m:${ref.member}:vendor:${ref.vendor}:${ref.unit ?? 'VND'}`;
  return `m:${ref.member}:${ref.kind}`;
}

/**
 * Resolves account references to rows, creating member and house accounts on first use.
 *
 * Accounts are created lazily rather than at registration: every path that makes a member (username
 * and mobile registration, free play, seed, later operator tools) then gets its wallets without having
 * to remember to, and creation is idempotent (INSERT … ON CONFLICT on the unique code), so two
 * concurrent first uses agree on one row.
 */
export function createAccountResolver(db: Db, clock: Clock) {
  const byCode = new Map<string, AccountInfo>();
  const byId = new Map<number, AccountInfo>();

  const remember = (row: AccountRow): AccountInfo => {
    const info = { id: row.id, code: row.code, unit: row.unit, protected: row.protected };
    byCode.set(info.code, info);
    byId.set(info.id, info);
    return info;
  };

  /** The account a reference names; for a house reference, its shard `shard` (0 by default). */
  async function resolve(ref: AccountRef, shard = 0): Promise<AccountInfo> {
    if ('id' in ref) {
      const known = byId.get(ref.id);
      if (known) return known;
      const row = await findAccountById(db, ref.id);
      if (!row) throw new AppError('account_not_found', 404, `No ledger account ${ref.id}`);
      return remember(row);
    }
    const code = accountCode(ref, shard);
    const known = byCode.get(code);
    if (known) return known;
    if ('house' in ref) {
      // House accounts are the other side of member movements; clearing may run negative by design.
      return remember(
        await ensureAccountRow(db, {
          code,
          ownerMemberId: null,
          kind: ref.house,
          vendor: null,
          unit: ref.unit,
          protected: false,
          createdAt: clock.now(),
        }),
      );
    }
    if (!Number.isSafeInteger(ref.member) || ref.member <= 0) throw badInput('Bad member id');
    if (ref.kind === 'vendor' && !VENDOR_CODE.test(ref.vendor)) throw badInput('Bad vendor code');
    const unit: LedgerUnit = ref.kind === 'vendor' ? (ref.unit ?? 'VND') : MEMBER_UNITS[ref.kind];
    try {
      return remember(
        await ensureAccountRow(db, {
          code,
          ownerMemberId: ref.member,
          kind: ref.kind,
          vendor: ref.kind === 'vendor' ? ref.vendor : null,
          unit,
          protected: true,
          createdAt: clock.now(),
        }),
      );
    } catch (err) {
      // 23503: the member does not exist.
      if ((err as { code?: string }).code === '23503') throw new AppError('account_not_found', 404, 'No such member');
      throw err;
    }
  }

  /**
   * Both sides of a movement. A house side takes the shard its member side picks (houseShardFor), so
   * one member's movements always meet the same shard and different members' spread over all of them.
   */
  async function resolvePair(debit: AccountRef, credit: AccountRef): Promise<[AccountInfo, AccountInfo]> {
    if ('house' in debit && !('house' in credit)) {
      const c = await resolve(credit);
      return [await resolve(debit, houseShardFor(c.id)), c];
    }
    if ('house' in credit && !('house' in debit)) {
      const d = await resolve(debit);
      return [d, await resolve(credit, houseShardFor(d.id))];
    }
    return Promise.all([resolve(debit), resolve(credit)]);
  }

  /**
   * Loads into the cache, in one query per side, the existing accounts of these pairs (house sides: the
   * shard each member side picks), read through `q` (a caller's transaction needs no second connection).
   * Creates nothing: a pair whose account is missing is created by resolvePair later, as usual.
   */
  async function warmPairs(pairs: { debit: AccountRef; credit: AccountRef }[], q: Queryable): Promise<void> {
    const load = async (codes: string[]) => {
      const missing = [...new Set(codes)].filter((c) => !byCode.has(c));
      if (missing.length > 0) for (const row of await findAccountsByCodes(q, missing)) remember(row);
    };
    const plain = (r: AccountRef) => !('id' in r) && !('house' in r);
    await load(pairs.flatMap((p) => [p.debit, p.credit].filter(plain).map((r) => accountCode(r as never))));
    const houseCodes: string[] = [];
    for (const { debit, credit } of pairs) {
      const [house, other] = 'house' in debit ? [debit, credit] : 'house' in credit ? [credit, debit] : [null, null];
      if (!house || !other || 'house' in other || 'id' in other) continue;
      const member = byCode.get(accountCode(other));
      if (member) houseCodes.push(accountCode(house, houseShardFor(member.id)));
    }
    await load(houseCodes);
  }

  /** Every shard's code of a house account, shard 0 first. */
  const houseCodes = (ref: Extract<AccountRef, { house: string }>) =>
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => accountCode(ref, shard));

  return { resolve, resolvePair, houseCodes, warmPairs };
}
export type AccountResolver = ReturnType<typeof createAccountResolver>;
