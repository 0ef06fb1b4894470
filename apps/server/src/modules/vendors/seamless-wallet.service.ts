import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { AccountRef, LedgerService, TransferResult } from '../ledger/index.js';
import { addStake, addWin, findBet, removeStake } from './bets.repository.js';
import { createPlayerLock } from './player-lock.js';
import {
  findLatestSession,
  findSession,
  findTxn,
  finishTxn,
  insertTxn,
  listStaleMoving,
  markRolledBack,
  type NewTxn,
  setAnswer,
  type TxnKind,
  type Unit,
  type VendorSessionRow,
  type VendorTxnRow,
} from './seamless.repository.js';
import type {
  AuthenticateInput,
  CreditInput,
  DebitInput,
  RollbackInput,
  SeamlessCaller,
  SeamlessWallet,
} from './seamless-wallet.types.js';
import type { SeamlessAnswer, SeamlessStatus } from './vendor-adapter.js';

/** SHA-256 of a launch token: the only form in which tokens are stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const MAX_ID = 100;
const MAX_AMOUNT = 1_000_000_000_000;
const validId = (s: unknown): s is string => typeof s === 'string' && s.length > 0 && s.length <= MAX_ID;
const validAmount = (n: unknown, allowZero: boolean): n is number =>
  Number.isSafeInteger(n) && (n as number) <= MAX_AMOUNT && (allowZero ? (n as number) >= 0 : (n as number) > 0);

/** Our name for a member at every vendor (the transfer model uses the same). */
export const playerName = (memberId: number) => `m${memberId}`;

/** Thrown inside a transaction to undo it when another writer took one of its unique ids first. */
class LostRace extends Error {}

const ledgerKey = (vendor: string, kind: TxnKind, txnId: string) => `seamless:${vendor}:${kind}:${txnId}`;

interface Player {
  memberId: number;
  unit: Unit;
  gameNodeId: string;
  gameType: string;
}

export interface SeamlessWalletDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  /** The category (gameType) of a catalogue game, for bets naming a game other than the launched one. */
  gameCategory?: (nodeId: string) => Promise<string | null>;
  /** True while new stakes must be refused (maintenance). Wins and rollbacks are never refused. */
  debitsBlocked?: () => Promise<boolean>;
  /**
   * Safer gambling (modules/limits): false when this member may not stake `amount` of real money now
   * (time-out, self-exclusion, loss / wager / session limit). The debit is then refused with ACCOUNT_BLOCKED.
   */
  mayDebit?: (memberId: number, amount: number, vendor: string) => Promise<boolean>;
  /**
   * Told once per real-money stake placed (`stakeReference` absent) and once per stake rolled back (with the
   * placed stake's reference), after the money and journal are final: the turnover a member still owes
   * before withdrawing. Must be idempotent by `reference`.
   */
  onStake?: (s: {
    reference: string;
    memberId: number;
    amount: number;
    rolledBackStake?: string;
    /** The game's category (catalogue game type): bonus wagering weighs the stake by it. */
    category?: string;
  }) => Promise<void>;
}

/**
 * The seamless wallet (see seamless-wallet.types.ts for the contract). Every call of one player at one
 * vendor runs alone, across every server process on the database (player-lock.ts). A money call first
 * writes its journal row ('moving'), then the ledger transfer under a key derived from the vendor's id,
 * then finishes the row and the round in one transaction. A crash in between leaves 'moving': any later call for that id (a retry, or the rollback
 * a vendor sends after a timeout) first re-runs the ledger step, which the key makes a no-op when it had
 * happened, and so finishes the row exactly once.
 */
export function createSeamlessWallet(deps: SeamlessWalletDeps): SeamlessWallet & {
  /** Finishes journal rows a crash left 'moving' for longer than a minute; returns how many. */
  recover(): Promise<number>;
} {
  const { db, clock, ledger } = deps;
  const lock = createPlayerLock(db);

  const memberRef = (p: { memberId: number; unit: Unit }): AccountRef =>
    p.unit === 'VND' ? { member: p.memberId, kind: 'cash' } : { member: p.memberId, kind: 'play' };
  const houseRef = (unit: Unit): AccountRef =>
    unit === 'VND' ? { house: 'game_revenue', unit: 'VND' } : { house: 'play_issuance', unit: 'PLAY' };

  async function balanceOf(p: { memberId: number; unit: Unit }): Promise<number> {
    const [b] = await ledger.balances([memberRef(p)]);
    return b!.available;
  }

  const answer = async (
    p: { memberId: number; unit: Unit },
    status: SeamlessStatus,
    extra: Partial<SeamlessAnswer> = {},
  ): Promise<SeamlessAnswer> => ({ status, balance: await balanceOf(p), currency: p.unit, ...extra });

  async function resolvePlayer(vendor: string, player: string): Promise<Player | null> {
    if (!validId(player)) return null;
    const s = await findLatestSession(db, vendor, player);
    return s ? { memberId: s.member_id, unit: s.unit, gameNodeId: s.game_node_id, gameType: s.game_type } : null;
  }

  async function category(p: Player, nodeId: string | undefined): Promise<string> {
    if (!nodeId || nodeId === p.gameNodeId || !deps.gameCategory) return p.gameType;
    return (await deps.gameCategory(nodeId)) ?? p.gameType;
  }

  const newRow = (vendor: string, kind: TxnKind, p: Player, r: Partial<NewTxn>): NewTxn => ({
    vendor,
    kind,
    txn_id: '',
    member_id: p.memberId,
    unit: p.unit,
    round_id: null,
    ref_txn_id: null,
    amount: 0,
    state: 'moving',
    answer: null,
    created_at: clock.now(),
    updated_at: clock.now(),
    ...r,
  });

  /** Records an answer given without money (refusals); a concurrent writer's row wins and is replayed. */
  async function refuse(row: NewTxn, p: Player, status: SeamlessStatus): Promise<SeamlessAnswer> {
    const a = await answer(p, status);
    const inserted = await insertTxn(db, { ...row, state: 'refused', answer: a });
    return inserted ? a : replay((await findTxn(db, row.vendor, row.kind, row.txn_id))!, p);
  }

  /** The stored first answer with the current balance; a row left 'moving' is finished first. */
  async function replay(row: VendorTxnRow, p: Player): Promise<SeamlessAnswer> {
    // The vendor reused another player's id: never act on (or reveal) that player's transaction.
    if (row.member_id !== p.memberId) return { status: 'INVALID_REQUEST' };
    if (row.state === 'moving') return move(row, p, {});
    if (!row.answer) {
      // A debit's slot taken by the rollback that arrived before it: the late debit is refused, for good.
      const a = await answer(p, 'BET_ROLLED_BACK');
      await setAnswer(db, row.id, a, clock.now());
      return a;
    }
    return { ...row.answer, balance: await balanceOf(p), replayed: true };
  }

  interface MoveContext {
    gameNodeId?: string;
    endRound?: boolean;
  }

  /** The ledger step of a 'moving' row, then its journal row and round, once. */
  async function move(row: VendorTxnRow, p: Player, ctx: MoveContext): Promise<SeamlessAnswer> {
    let transfer: TransferResult | null = null;
    const key = ledgerKey(row.vendor, row.kind, row.txn_id);
    const reference = `${row.vendor}:${row.round_id ?? row.ref_txn_id}`;
    if (row.amount > 0) {
      const toMember = row.kind !== 'debit';
      try {
        transfer = await ledger.transfer({
          debit: toMember ? houseRef(row.unit) : memberRef(p),
          credit: toMember ? memberRef(p) : houseRef(row.unit),
          amount: row.amount,
          unit: row.unit,
          kind: row.kind === 'debit' ? 'bet' : row.kind === 'credit' ? 'win' : 'bet_refund',
          reference,
          idempotencyKey: key,
        });
      } catch (err) {
        if ((err as { code?: string }).code !== 'insufficient_funds' || row.kind !== 'debit') throw err;
        const a = await answer(p, 'INSUFFICIENT_FUNDS');
        await finishTxn(db, row.id, { state: 'refused', answer: a, ledgerTransferId: null, at: clock.now() });
        return a;
      }
    }
    const a = await answer(p, 'OK', { transactionId: transfer?.id ?? null });
    const at = clock.now();
    const nodeId = ctx.gameNodeId ?? p.gameNodeId;
    const cat = await category(p, ctx.gameNodeId);
    const round = { memberId: p.memberId, vendor: row.vendor, roundId: row.round_id ?? '' };
    let rolledBackStake: Awaited<ReturnType<typeof findTxn>>;
    const finishedNow = await db.begin(async (tx) => {
      const finished = await finishTxn(tx, row.id, {
        state: 'done',
        answer: a,
        ledgerTransferId: transfer?.id ?? null,
        at,
      });
      if (!finished) return false; // finished by an earlier pass: its round update is already in
      if (row.kind === 'debit') {
        await addStake(tx, { ...round, unit: row.unit, gameNodeId: nodeId, category: cat, amount: row.amount, at });
      } else if (row.kind === 'credit') {
        await addWin(tx, {
          ...round,
          unit: row.unit,
          gameNodeId: nodeId,
          category: cat,
          amount: row.amount,
          endRound: ctx.endRound ?? true,
          at,
        });
      } else {
        const debit = await findTxn(tx, row.vendor, 'debit', row.ref_txn_id ?? '');
        if (debit && (await markRolledBack(tx, debit.id, row.txn_id, at))) {
          if (debit.round_id) await removeStake(tx, { ...round, roundId: debit.round_id, amount: debit.amount, at });
          rolledBackStake = debit;
        }
      }
      return true;
    });
    if (finishedNow && row.kind === 'debit' && row.unit === 'VND' && row.amount > 0) {
      await deps.onStake?.({
        reference: `stake:${row.vendor}:${row.txn_id}`,
        memberId: p.memberId,
        amount: row.amount,
        category: cat,
      });
    }
    if (finishedNow && rolledBackStake && rolledBackStake.unit === 'VND' && rolledBackStake.amount > 0) {
      await deps.onStake?.({
        reference: `stake-rollback:${row.vendor}:${rolledBackStake.txn_id}`,
        memberId: p.memberId,
        amount: rolledBackStake.amount,
        rolledBackStake: `stake:${row.vendor}:${rolledBackStake.txn_id}`,
      });
    }
    return a;
  }

  /** Inserts a 'moving' row and moves its money; a concurrent writer of the same id is replayed instead. */
  async function start(row: NewTxn, p: Player, ctx: MoveContext): Promise<SeamlessAnswer> {
    const inserted = await insertTxn(db, row);
    if (!inserted) return replay((await findTxn(db, row.vendor, row.kind, row.txn_id))!, p);
    return move(inserted, p, ctx);
  }

  /** Runs a player's call alone; unknown players are answered PLAYER_NOT_FOUND. */
  function asPlayer(c: SeamlessCaller, fn: (vendor: string, p: Player) => Promise<SeamlessAnswer>) {
    const vendor = c.vendor.toUpperCase();
    return lock(`${vendor}:${c.player}`, async () => {
      const p = await resolvePlayer(vendor, c.player);
      return p ? fn(vendor, p) : { status: 'PLAYER_NOT_FOUND' as const };
    });
  }

  async function liveSession(vendor: string, token: unknown): Promise<VendorSessionRow | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const s = await findSession(db, hashToken(token));
    return s && s.vendor === vendor && s.expires_at > clock.now() ? s : null;
  }

  const invalid: SeamlessAnswer = { status: 'INVALID_REQUEST' };

  return {
    async authenticate(input: AuthenticateInput) {
      const s = await liveSession(input.vendor.toUpperCase(), input.token);
      if (!s) return { status: 'INVALID_TOKEN' };
      return answer({ memberId: s.member_id, unit: s.unit }, 'OK', { player: s.player });
    },

    balance: (input) => asPlayer(input, async (_vendor, p) => answer(p, 'OK')),

    debit: (input: DebitInput) =>
      asPlayer(input, async (vendor, p) => {
        if (!validId(input.txnId) || !validId(input.roundId) || !validAmount(input.amount, false)) return invalid;
        const known = await findTxn(db, vendor, 'debit', input.txnId);
        if (known) return replay(known, p);
        const row = newRow(vendor, 'debit', p, { txn_id: input.txnId, round_id: input.roundId, amount: input.amount });
        const s = await liveSession(vendor, input.token);
        if (s?.player !== input.player) return refuse(row, p, 'INVALID_TOKEN');
        if (await deps.debitsBlocked?.()) return refuse(row, p, 'ACCOUNT_BLOCKED');
        if (p.unit === 'VND' && deps.mayDebit && !(await deps.mayDebit(p.memberId, input.amount, vendor))) {
          return refuse(row, p, 'ACCOUNT_BLOCKED');
        }
        return start(row, p, { gameNodeId: input.gameNodeId ?? s.game_node_id });
      }),

    credit: (input: CreditInput) =>
      asPlayer(input, async (vendor, p) => {
        if (!validId(input.txnId) || !validId(input.roundId) || !validAmount(input.amount, true)) return invalid;
        if (input.betTxnId !== undefined && !validId(input.betTxnId)) return invalid;
        const known = await findTxn(db, vendor, 'credit', input.txnId);
        if (known) return replay(known, p);
        const row = newRow(vendor, 'credit', p, {
          txn_id: input.txnId,
          round_id: input.roundId,
          ref_txn_id: input.betTxnId ?? null,
          amount: input.amount,
        });
        // No session check here: a win is paid whenever it arrives. Only a win for a cancelled bet is refused.
        const bet = input.betTxnId ? await findTxn(db, vendor, 'debit', input.betTxnId) : undefined;
        const round = await findBet(db, { memberId: p.memberId, vendor, roundId: input.roundId });
        if (bet?.state === 'rolled_back' || round?.status === 'cancelled') return refuse(row, p, 'BET_ROLLED_BACK');
        return start(row, p, { gameNodeId: input.gameNodeId, endRound: input.endRound });
      }),

    rollback: (input: RollbackInput) =>
      asPlayer(input, async (vendor, p) => {
        if (!validId(input.txnId) || !validId(input.refTxnId)) return invalid;
        const known = await findTxn(db, vendor, 'rollback', input.txnId);
        if (known) return replay(known, p);
        let debit = await findTxn(db, vendor, 'debit', input.refTxnId);
        if (debit && debit.member_id !== p.memberId) return invalid;
        if (debit?.state === 'moving') {
          await move(debit, p, {});
          debit = await findTxn(db, vendor, 'debit', input.refTxnId);
        }
        const base = newRow(vendor, 'rollback', p, {
          txn_id: input.txnId,
          ref_txn_id: input.refTxnId,
          round_id: debit?.round_id ?? input.roundId ?? null,
        });
        if (!debit) return rollbackUnknown(base, p, input);
        // Refused or already rolled back (by another rollback id): success, nothing moves.
        if (debit.state !== 'done') return start({ ...base, amount: 0 }, p, {});
        return start({ ...base, amount: debit.amount }, p, {});
      }),

    async recover() {
      const stale = await listStaleMoving(db, new Date(clock.now().getTime() - 60_000));
      for (const row of stale) {
        const s = await findLatestSession(db, row.vendor, playerName(row.member_id));
        const p: Player = {
          memberId: row.member_id,
          unit: row.unit,
          gameNodeId: s?.game_node_id ?? '',
          gameType: s?.game_type ?? 'OTHER',
        };
        await lock(`${row.vendor}:${playerName(row.member_id)}`, async () => {
          const now = await findTxn(db, row.vendor, row.kind, row.txn_id);
          if (now?.state === 'moving') await move(now, p, {});
        });
      }
      return stale.length;
    },
  };

  /**
   * A rollback of a debit we never saw: success, nothing moves, and the debit's id is taken by a
   * 'rolled_back' row so the debit, should it still arrive, is refused.
   */
  async function rollbackUnknown(base: NewTxn, p: Player, input: RollbackInput): Promise<SeamlessAnswer> {
    const a = await answer(p, 'OK', { transactionId: null });
    const done = await db
      .begin(async (tx) => {
        const tomb = await insertTxn(tx, {
          ...base,
          kind: 'debit',
          txn_id: input.refTxnId,
          ref_txn_id: null,
          state: 'rolled_back',
          rolled_back_by: input.txnId,
          answer: null,
        });
        if (!tomb) return false;
        // Both rows or neither: a tombstone without its rollback would refuse a debit nobody cancelled.
        if (!(await insertTxn(tx, { ...base, state: 'done', answer: a }))) throw new LostRace();
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof LostRace) return false;
        throw err;
      });
    if (done) return a;
    // Another process wrote the debit or this rollback meanwhile: answer from the journal as it is now.
    const known = await findTxn(db, base.vendor, 'rollback', input.txnId);
    if (known) return replay(known, p);
    const debit = (await findTxn(db, base.vendor, 'debit', input.refTxnId))!;
    if (debit.member_id !== p.memberId) return { status: 'INVALID_REQUEST' };
    if (debit.state === 'moving') await move(debit, p, {});
    const settled = (await findTxn(db, base.vendor, 'debit', input.refTxnId))!;
    return start({ ...base, amount: settled.state === 'done' ? settled.amount : 0 }, p, {});
  }
}
export type SeamlessWalletService = ReturnType<typeof createSeamlessWallet>;
