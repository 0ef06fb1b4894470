import { createHash } from 'node:crypto';
import type { PlaceBetsAnswer } from '@app/contracts';
import type { Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { addStakeToHistory, removeStakeFromHistory } from '../vendors/index.js';
import { betKey, gameOf, houseOf, type RoundsDeps, slipReference, tellStake, walletOf } from './rounds.deps.js';
import { historyRoundId } from './rounds.game.js';
import { checkStakeLimits, preBetCheck } from './rounds.limits.js';
import { toRoundBet } from './rounds.mappers.js';
import {
  type BetRow,
  betsOfSlip,
  findRound,
  findSlip,
  getSettings,
  insertBets,
  insertSlip,
  lockMemberBet,
  markBetRefunded,
  releaseFromRound,
  slipHasStandingBets,
  subtractPlayerStake,
} from './rounds.repository.js';
import { retryTransient } from './rounds.retry.js';

/** A slip as the core takes it: selections in the game's stored form, stakes in minor units. */
export interface SlipInput {
  idempotencyKey: string;
  bets: readonly { selection: unknown; stake: number }[];
  /**
   * What a replay of the key must match (default: a hash of the round, wallet, selections and stakes). A
   * module that prices bets itself passes a hash of the member's own request, so a replay after a price
   * change still answers the first slip.
   */
  requestHash?: string;
}

/** Who places a slip: the member and the wallet the session plays with (trial accounts: play money). */
export interface Bettor {
  memberId: number;
  unit: 'VND' | 'PLAY';
}

const closed = () => new AppError('round_closed', 422, 'Betting on this round is closed');

/**
 * Bet slips. A slip is one transaction: the slip row (its idempotency key per member), its bets, one
 * stake transfer per bet (member → house, key 'round-bet:<id>:stake'), then the pre-bet check, whose
 * round gate is the last statement: every slip the round admits commits before the close can, and none
 * after it. A slip whose key was used answers the first slip (replayed) if it is the same request, and is
 * refused with 'round_bet_conflict' if not.
 */
export function createRoundBets(deps: RoundsDeps) {
  const { db, clock, ledger } = deps;

  async function answer(roundId: number, slipId: number, bettor: Bettor, replayed: boolean): Promise<PlaceBetsAnswer> {
    const bets = (await betsOfSlip(db, slipId)).map(toRoundBet);
    const [balance] = await ledger.balances([walletOf(bettor.memberId, bettor.unit)]);
    return {
      roundId,
      bets,
      totalStake: bets.reduce((s, b) => s + b.stake, 0),
      balance: balance!.available,
      replayed,
    };
  }

  /**
   * Places a slip. `from: 'module'` is a game module's own bet path (the lottery prices and checks its
   * bets, then places them here); the generic endpoint refuses games that have their own API.
   */
  async function place(
    bettor: Bettor,
    roundId: number,
    input: SlipInput,
    from: 'public' | 'module' = 'public',
  ): Promise<PlaceBetsAnswer> {
    const round = await findRound(db, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    const game = await gameOf(deps, round.game);
    if (game.ownApi && from === 'public') throw new AppError('round_not_found', 404, 'No such round');
    const parsed = input.bets.map((b) => {
      const selection = game.parseSelection(b.selection);
      if (selection === null || !Number.isSafeInteger(b.stake) || b.stake <= 0) {
        throw new AppError('round_bet_invalid', 400, 'That bet is not offered at this table');
      }
      return { raw: b.selection, selection, stake: b.stake, maxPayout: game.maxPayout(selection, b.stake) };
    });
    const requestHash =
      input.requestHash ??
      createHash('sha256')
        .update(JSON.stringify([roundId, bettor.unit, input.bets.map((b) => [b.selection, b.stake])]))
        .digest('hex');
    const replay = async () => {
      const slip = await findSlip(db, bettor.memberId, input.idempotencyKey);
      if (!slip) return undefined;
      if (slip.request_hash !== requestHash) {
        throw new AppError('round_bet_conflict', 409, 'This idempotency key was used for another slip');
      }
      return answer(slip.round_id, slip.id, bettor, true);
    };
    const earlier = await replay();
    if (earlier) return earlier;
    // Cheap refusal before any write; the gate in preBetCheck is what decides under concurrency.
    const now = clock.now();
    if (round.state !== 'open' || round.closes_at <= now || round.opens_at > now) throw closed();
    const settings = (await getSettings(db, round.game))!;
    checkStakeLimits(settings, parsed);
    // The wallet and its house shard exist before the transaction (creating one inside would need a second connection).
    await ledger.prepare([{ debit: walletOf(bettor.memberId, bettor.unit), credit: houseOf(bettor.unit) }]);
    const slipId = await retryTransient(() =>
      db.begin(async (tx) => {
        const at = clock.now();
        const slip = await insertSlip(tx, {
          round_id: roundId,
          member_id: bettor.memberId,
          idempotency_key: input.idempotencyKey,
          request_hash: requestHash,
          unit: bettor.unit,
          total_stake: parsed.reduce((s, b) => s + b.stake, 0),
          created_at: at,
        });
        // Another request with this key committed first (we waited on its row): answer that slip.
        if (!slip) return null;
        const bets = await insertBets(
          tx,
          { round_id: roundId, slip_id: slip.id, member_id: bettor.memberId, unit: bettor.unit, created_at: at },
          parsed.map((b) => ({ selection: b.selection, stake: b.stake, max_payout: b.maxPayout })),
        );
        await ledger.transferInTx(
          tx,
          bets.map((b) => ({
            debit: walletOf(bettor.memberId, bettor.unit),
            credit: houseOf(bettor.unit),
            amount: b.stake,
            unit: bettor.unit,
            kind: 'bet',
            reference: `round-${roundId}`,
            idempotencyKey: betKey(b.id, 'stake'),
          })),
        );
        // Betting history: the member's share of the round, one line per round however many slips.
        await addStakeToHistory(tx, {
          memberId: bettor.memberId,
          vendor: game.history.vendor,
          roundId: historyRoundId(round.game, roundId),
          unit: bettor.unit,
          gameNodeId: game.history.gameNodeId,
          category: game.history.category,
          amount: parsed.reduce((s, b) => s + b.stake, 0),
          at,
        });
        await preBetCheck(
          tx,
          {
            memberId: bettor.memberId,
            unit: bettor.unit,
            roundId,
            game: round.game,
            bets: parsed.map((b) => ({ selection: b.raw, stake: b.stake, maxPayout: b.maxPayout })),
            settings,
            now: at,
          },
          deps.preBetChecks,
        );
        return slip.id;
      }),
    );
    if (slipId === null) return (await replay())!;
    const placed = await answer(roundId, slipId as number, bettor, false);
    await tellStake(deps, {
      memberId: bettor.memberId,
      unit: bettor.unit,
      amount: placed.totalStake,
      reference: slipReference(slipId as number),
      // Bonus wagering weighs the stake by the game's category (promotions/wagering.rules.ts).
      category: game.history.category,
    });
    return placed;
  }

  /**
   * Cancels a member's placed bet while its round is open and before its lock, for games that allow it:
   * the bet moves placed → refunded once, its stake comes back through the ledger under the same key a
   * void would use ('round-bet:<id>:refund', so a bet is refunded once whichever comes first), and it
   * leaves the round's totals, the member's total on the round and betting history. The round gate is the
   * same conditional UPDATE a slip passes, so a cancel never crosses the close. `also` runs in the same
   * transaction (the lottery takes the bet off its per-number exposure). A second cancel of the same bet
   * answers it unchanged.
   */
  async function cancel(
    memberId: number,
    betId: number,
    also?: (tx: Tx, bet: BetRow) => Promise<void>,
  ): Promise<BetRow> {
    let refunded: BetRow | undefined;
    const bet = await retryTransient(() =>
      db.begin(async (tx) => {
        refunded = undefined;
        const row = await lockMemberBet(tx, betId, memberId);
        if (!row) throw new AppError('round_bet_not_found', 404, 'No such bet');
        if (row.state === 'refunded') return row;
        const round = (await findRound(tx, row.round_id))!;
        const game = await gameOf(deps, round.game, tx);
        const now = clock.now();
        if (!game.cancellable || row.state !== 'placed') throw notCancellable();
        if (round.state !== 'open' || round.closes_at <= now) throw notCancellable();
        // In the order a slip takes its locks (its bets and money, history, the game's pre-bet rows, the
        // member's total, the round's row last), so a cancel and a slip never wait on each other in a circle.
        await markBetRefunded(tx, row.id, now);
        await ledger.transferInTx(tx, [
          {
            debit: houseOf(row.unit),
            credit: walletOf(memberId, row.unit),
            amount: row.stake,
            unit: row.unit,
            kind: 'bet_refund',
            reference: `round-${row.round_id}`,
            idempotencyKey: betKey(row.id, 'refund'),
          },
        ]);
        await removeStakeFromHistory(tx, {
          memberId,
          vendor: game.history.vendor,
          roundId: historyRoundId(round.game, round.id),
          amount: row.stake,
          at: now,
        });
        await also?.(tx, row);
        await subtractPlayerStake(tx, row.round_id, memberId, row.stake);
        // The round gate decides under concurrency (the check above may be stale): locked now means no cancel.
        if (!(await releaseFromRound(tx, { id: row.round_id, staked: row.stake, maxPayout: row.max_payout, now }))) {
          throw notCancellable();
        }
        refunded = { ...row, state: 'refunded', payout: row.stake, settled_at: now };
        return refunded;
      }),
    );
    // A slip whose every bet is cancelled gives back the turnover its stake counted (once, by reference).
    if (refunded && !(await slipHasStandingBets(db, refunded.slip_id))) {
      const [slip] = await db<
        { total_stake: number }[]
      >`SELECT total_stake FROM round_slips WHERE id = ${refunded.slip_id}`;
      await tellStake(deps, {
        memberId,
        unit: refunded.unit,
        amount: slip?.total_stake ?? refunded.stake,
        reference: `${slipReference(refunded.slip_id)}:cancel`,
        refundOf: slipReference(refunded.slip_id),
      });
    }
    return bet as BetRow;
  }

  return { place, cancel };
}

const notCancellable = () =>
  new AppError('round_bet_not_cancellable', 409, 'This bet can no longer be cancelled: betting on its round is locked');
export type RoundBets = ReturnType<typeof createRoundBets>;
