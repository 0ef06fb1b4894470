import { createHash } from 'node:crypto';
import type { PlaceBetsAnswer, PlaceBetsRequest } from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { addStakeToHistory } from '../vendors/index.js';
import { betKey, gameOf, houseOf, type RoundsDeps, slipReference, tellStake, walletOf } from './rounds.deps.js';
import { historyRoundId } from './rounds.game.js';
import { checkStakeLimits, preBetCheck } from './rounds.limits.js';
import { toRoundBet } from './rounds.mappers.js';
import { betsOfSlip, findRound, findSlip, getSettings, insertBets, insertSlip } from './rounds.repository.js';
import { retryTransient } from './rounds.retry.js';

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

  async function place(bettor: Bettor, roundId: number, input: PlaceBetsRequest): Promise<PlaceBetsAnswer> {
    const round = await findRound(db, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    const game = gameOf(deps, round.game);
    const parsed = input.bets.map((b) => {
      const selection = game.parseSelection(b.selection);
      if (selection === null || !Number.isSafeInteger(b.stake) || b.stake <= 0) {
        throw new AppError('round_bet_invalid', 400, 'That bet is not offered at this table');
      }
      return { selection, stake: b.stake, maxPayout: b.stake * game.maxReturn(selection) };
    });
    const requestHash = createHash('sha256')
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
            bets: parsed.map((b) => ({ stake: b.stake, maxPayout: b.maxPayout })),
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
    });
    return placed;
  }

  return { place };
}
export type RoundBets = ReturnType<typeof createRoundBets>;
