import { AppError } from '../../platform/http/app-error.js';
import { publishRound } from '../../platform/realtime/index.js';
import { writeAudit } from '../operators/index.js';
import { cancelSharedRound, settleSharedRound } from '../vendors/index.js';
import {
  betKey,
  findGame,
  gameOf,
  houseOf,
  type RoundsDeps,
  slipReference,
  tellStake,
  walletOf,
} from './rounds.deps.js';
import { historyRoundId } from './rounds.game.js';
import { toRoundEvent } from './rounds.mappers.js';
import {
  claimOpenBets,
  findRound,
  finishSettlement,
  lockRoundShared,
  markRefunded,
  markSettled,
  paidByMember,
  type RoundRow,
  voidRound,
} from './rounds.repository.js';
import { retryTransient } from './rounds.retry.js';

export interface SettleOptions {
  /** Bets settled per transaction. */
  chunkSize?: number;
  /** Called after each committed chunk (tests stop a run here, as a crash would). */
  afterChunk?: (settled: number) => Promise<void>;
}

export interface SettleReport {
  round: RoundRow;
  /** Bets this run settled (another runner may have settled the rest). */
  bets: number;
  /** Money this run paid back, minor units. */
  paid: number;
}

const CHUNK = 5_000;
/** Refunds per ledger statement in a void (one transaction in all). */
const REFUND_CHUNK = 5_000;

/**
 * Settlement and voids. A drawn round is settled in chunks: each chunk's transaction holds the round
 * (FOR SHARE: a void waits) and claims open bets no other runner holds (SKIP LOCKED), moves each from
 * 'placed' to 'won'/'lost' and pays the winners in the same transaction (one ledger key per payout). So
 * two runners split the bets and never pay one twice, and a run that dies loses only its uncommitted
 * chunk, which the next run takes again. The round is marked settled once no bet is open.
 */
export function createRoundSettlement(deps: RoundsDeps) {
  const { db, clock, ledger } = deps;

  async function settle(roundId: number, opts: SettleOptions = {}): Promise<SettleReport> {
    const round = await findRound(db, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    if (round.state !== 'drawn') return { round, bets: 0, paid: 0 };
    const game = await gameOf(deps, round.game);
    const chunkSize = opts.chunkSize ?? CHUNK;
    let bets = 0;
    let paid = 0;
    // Claims walk up the bet ids; once past the last, one more pass from the start takes whatever a
    // runner that died (or another runner's rolled-back chunk) left behind.
    let cursor = 0;
    let sweptFromStart = false;
    for (;;) {
      const chunk = await retryTransient(() =>
        db.begin(async (tx) => {
          if ((await lockRoundShared(tx, roundId)) !== 'drawn') return { n: 0, paid: 0, last: 0, stop: true };
          const claimed = await claimOpenBets(tx, roundId, cursor, chunkSize);
          if (claimed.length === 0) return { n: 0, paid: 0, last: 0, stop: false };
          const payouts = claimed.map((b) => {
            const selection = game.parseSelection(b.selection);
            // A stored selection was parsed at placement; one that no longer parses pays nothing but is flagged.
            if (selection === null) throw new Error(`round ${roundId}: bet ${b.id} has an unknown selection`);
            return game.payout(selection, b.stake, round.result);
          });
          const moved = await markSettled(
            tx,
            claimed.map((b) => b.id),
            payouts,
            clock.now(),
          );
          const transfers = claimed.flatMap((b, i) =>
            moved.has(b.id) && payouts[i]! > 0
              ? [
                  {
                    debit: houseOf(b.unit),
                    credit: walletOf(b.member_id, b.unit),
                    amount: payouts[i]!,
                    unit: b.unit,
                    kind: 'win',
                    reference: `round-${roundId}`,
                    idempotencyKey: betKey(b.id, 'payout'),
                  },
                ]
              : [],
          );
          await ledger.transferInTx(tx, transfers);
          return {
            n: claimed.length,
            paid: transfers.reduce((s, t) => s + t.amount, 0),
            last: claimed.at(-1)!.id,
            stop: false,
          };
        }),
      );
      if (chunk.stop) break;
      if (chunk.n === 0) {
        if (sweptFromStart || cursor === 0) break;
        cursor = 0;
        sweptFromStart = true;
        continue;
      }
      cursor = chunk.last;
      bets += chunk.n;
      paid += chunk.paid;
      await opts.afterChunk?.(chunk.n);
    }
    const done = await db.begin(async (tx) => {
      const row = await finishSettlement(tx, roundId, clock.now());
      if (row) {
        const paid = await paidByMember(tx, roundId);
        await settleSharedRound(tx, {
          vendor: game.history.vendor,
          roundId: historyRoundId(round.game, roundId),
          members: paid.map((p) => p.member_id),
          wins: paid.map((p) => p.paid),
          at: clock.now(),
        });
        await publishRound(tx, toRoundEvent(row, clock.now()));
        await game.onStep?.(tx, row);
      }
      return row;
    });
    return { round: (done as RoundRow | undefined) ?? (await findRound(db, roundId))!, bets, paid };
  }

  /**
   * Voids a round no settlement has touched, from any state before settled, and refunds every open
   * stake in the same transaction: the round's move to 'voided' happens once, so the refunds do too.
   * Voiding a voided round answers it unchanged. Audited with the operator and the reason.
   */
  async function voidWithReason(roundId: number, reason: string, actor: string): Promise<RoundRow> {
    let refunded: RefundedBet[] = [];
    const voided = await retryTransient(
      async () =>
        (await db.begin(async (tx) => {
          const now = clock.now();
          const before = await findRound(tx, roundId);
          const row = await voidRound(tx, roundId, reason, actor, now);
          if (!row) {
            const found = await findRound(tx, roundId);
            if (!found) throw new AppError('round_not_found', 404, 'No such round');
            if (found.state === 'voided') return found;
            throw new AppError('round_not_voidable', 409, `Round ${roundId} is ${found.state}: it cannot be voided`);
          }
          const refunds = await markRefunded(tx, roundId, now);
          refunded = refunds;
          for (let i = 0; i < refunds.length; i += REFUND_CHUNK) {
            await ledger.transferInTx(
              tx,
              refunds.slice(i, i + REFUND_CHUNK).map((b) => ({
                debit: houseOf(b.unit),
                credit: walletOf(b.member_id, b.unit),
                amount: b.stake,
                unit: b.unit,
                kind: 'bet_refund',
                reference: `round-${roundId}`,
                idempotencyKey: betKey(b.id, 'refund'),
              })),
            );
          }
          await writeAudit(tx, {
            at: now,
            actor,
            action: 'round.void',
            subject: `round:${roundId}`,
            before: { state: before?.state, staked: before?.staked },
            after: {
              state: 'voided',
              reason,
              refunds: refunds.length,
              refunded: refunds.reduce((s, b) => s + b.stake, 0),
            },
          });
          const game = await findGame(deps, row.game, tx);
          if (game) {
            const { history } = game;
            await cancelSharedRound(tx, {
              vendor: history.vendor,
              roundId: historyRoundId(row.game, roundId),
              at: now,
            });
          }
          await publishRound(tx, toRoundEvent(row, now));
          await game?.onStep?.(tx, row);
          return row;
        })) as RoundRow,
    );
    await giveBackTurnover(deps, refunded);
    return voided;
  }

  /**
   * Voids a SETTLED round (a wrong external result, found after settlement): in one transaction the round
   * moves settled → voided once, every settled bet becomes refunded, and each member's money is put back
   * as if the round had not been: a lost bet's stake comes back, a won bet's win beyond its stake is taken
   * back (one ledger movement a bet, keyed by it). If a member no longer holds a win to give back, nothing
   * changes and the void is refused (`round_void_unfunded`: the operator settles it with the member
   * first). Voiding a voided round answers it unchanged. Audited with the operator, the reason and the sums.
   */
  async function voidSettled(roundId: number, reason: string, actor: string): Promise<RoundRow> {
    let refunded: RefundedBet[] = [];
    const voided = await retryTransient(
      async () =>
        (await db.begin(async (tx) => {
          const now = clock.now();
          const [before] = await tx<RoundRow[]>`SELECT * FROM rounds WHERE id = ${roundId} FOR UPDATE`;
          if (!before) throw new AppError('round_not_found', 404, 'No such round');
          if (before.state === 'voided') return before;
          if (before.state !== 'settled') {
            throw new AppError('round_not_voidable', 409, `Round ${roundId} is ${before.state}: void it as it is`);
          }
          const bets = await tx<
            { id: number; member_id: number; unit: 'VND' | 'PLAY'; stake: number; payout: number; slip_id: number }[]
          >`
            WITH moved AS (
              SELECT id, payout AS was FROM round_bets WHERE round_id = ${roundId} AND state IN ('won', 'lost') FOR UPDATE
            )
            UPDATE round_bets b SET state = 'refunded', payout = b.stake, settled_at = ${now}
            FROM moved WHERE b.id = moved.id
            RETURNING b.id, b.member_id, b.unit, b.stake, moved.was AS payout, b.slip_id`;
          refunded = bets;
          const transfers = bets.flatMap((b) => {
            if (b.payout === b.stake) return [];
            const back = b.stake > b.payout;
            return [
              {
                debit: back ? houseOf(b.unit) : walletOf(b.member_id, b.unit),
                credit: back ? walletOf(b.member_id, b.unit) : houseOf(b.unit),
                amount: Math.abs(b.stake - b.payout),
                unit: b.unit,
                kind: back ? 'bet_refund' : 'win_reversal',
                reference: `round-${roundId}`,
                idempotencyKey: betKey(b.id, back ? 'refund' : 'reversal'),
              },
            ];
          });
          try {
            for (let i = 0; i < transfers.length; i += REFUND_CHUNK) {
              await ledger.transferInTx(tx, transfers.slice(i, i + REFUND_CHUNK));
            }
          } catch (err) {
            if ((err as { code?: string }).code !== 'insufficient_funds') throw err;
            throw new AppError(
              'round_void_unfunded',
              409,
              `A member of round ${roundId} no longer holds a win to give back: settle with them first`,
            );
          }
          const [row] = await tx<RoundRow[]>`
            UPDATE rounds SET state = 'voided', voided_at = ${now}, void_reason = ${reason}, voided_by = ${actor}
            WHERE id = ${roundId} AND state = 'settled' RETURNING *`;
          await writeAudit(tx, {
            at: now,
            actor,
            action: 'round.void_settled',
            subject: `round:${roundId}`,
            before: { state: 'settled', result: before.result, staked: before.staked },
            after: {
              state: 'voided',
              reason,
              bets: bets.length,
              refunded: transfers.filter((t) => t.kind === 'bet_refund').reduce((s, t) => s + t.amount, 0),
              reversed: transfers.filter((t) => t.kind === 'win_reversal').reduce((s, t) => s + t.amount, 0),
            },
          });
          const game = await findGame(deps, row!.game, tx);
          if (game) {
            const roundKey = historyRoundId(row!.game, roundId);
            await cancelSharedRound(tx, { vendor: game.history.vendor, roundId: roundKey, at: now });
          }
          await publishRound(tx, toRoundEvent(row!, now));
          await game?.onStep?.(tx, row!);
          return row;
        })) as RoundRow,
    );
    await giveBackTurnover(deps, refunded);
    return voided;
  }

  return { settle, void: voidWithReason, voidSettled };
}
export type RoundSettlement = ReturnType<typeof createRoundSettlement>;

/** A bet a void refunded: its slip, its member and the stake given back. */
interface RefundedBet {
  slip_id: number;
  member_id: number;
  unit: 'VND' | 'PLAY';
  stake: number;
}

/** The refunded slips give back the turnover their stakes counted (once each, by reference), a slip's bets summed. */
async function giveBackTurnover(deps: RoundsDeps, refunded: RefundedBet[]): Promise<void> {
  const slips = new Map<number, { memberId: number; unit: 'VND' | 'PLAY'; amount: number }>();
  for (const b of refunded) {
    const s = slips.get(b.slip_id) ?? { memberId: b.member_id, unit: b.unit, amount: 0 };
    s.amount += b.stake;
    slips.set(b.slip_id, s);
  }
  for (const [slipId, s] of slips) {
    await tellStake(deps, { ...s, reference: `${slipReference(slipId)}:void`, refundOf: slipReference(slipId) });
  }
}
