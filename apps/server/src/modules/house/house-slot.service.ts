import {
  HOUSE_SLOT_LINE_BETS,
  HOUSE_SLOT_MAX_LINES,
  HOUSE_SLOT_NODE_ID,
  type HouseSession,
  type HouseSlotSettings,
  type HouseSpinAnswer,
} from '@app/contracts';
import { rtpPercent, slotVariant } from '@app/games';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { playerName, type SeamlessAnswer, type SeamlessWallet } from '../vendors/index.js';
import { houseRoundId, toHouseSpin } from './house.mappers.js';
import {
  findSpinByRequest,
  findSpinWithSeed,
  insertSpin,
  listSpins,
  listUnfinished,
  type SpinRow,
  setSpinState,
  takeNonce,
} from './house.repository.js';
import { playHouseRound } from './house-engine.js';
import type { HouseSeeds } from './house-seeds.service.js';
import { createHouseSlotSettings, type HouseSlotSettingsService } from './house-settings.service.js';

export const HOUSE_VENDOR = 'HOUSE';
const playerOf = playerName;
const betTxn = (spinId: number) => `house-${spinId}-bet`;
const winTxn = (spinId: number) => `house-${spinId}-win`;
const PAGE = 20;

interface Caller {
  memberId: number;
  unit: 'VND' | 'PLAY';
  balance: number;
}

export interface SpinInput {
  token: string;
  lineBet: number;
  lines: number;
  requestId: string;
}

/** Translates a refused stake into the error the player sees; insufficient funds carries the balance. */
function refusalError(status: string, balance: number | undefined): AppError {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('insufficient_funds', 422, 'Not enough balance for this bet', { balance });
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
      return new AppError('house_session_expired', 403, 'The game session has expired: open the game again');
    case 'ACCOUNT_BLOCKED':
      return new AppError('house_bet_refused', 503, 'Bets are paused');
    default:
      return new AppError('house_bet_refused', 422, 'The bet was refused');
  }
}

/** Refuses a total bet outside the operator's limits, naming them (play money is held to them too). */
function checkStakeLimits(s: HouseSlotSettings, totalBet: number): void {
  if (totalBet < s.minStake || totalBet > s.maxStake) {
    throw new AppError('house_stake_out_of_limits', 422, 'The total bet is outside the stake limits', {
      minStake: s.minStake,
      maxStake: s.maxStake,
    });
  }
}

/**
 * The house slot's rounds. A round takes the next nonce of the member's seed pair and fixes its outcome
 * in one transaction, then moves money exactly as a third-party seamless vendor would: a debit of the
 * stake and a credit of the win (0 for a loss) through the seamless wallet, each under an id derived
 * from the round, so a retried request or a recovery pass never moves money twice.
 */
export function createHouseSlot(deps: {
  db: Db;
  clock: Clock;
  seeds: HouseSeeds;
  wallet: SeamlessWallet;
  /** Safer gambling (modules/limits): throws the refusal the player sees before a real-money spin. */
  mayStake?: (memberId: number, amount: number) => Promise<void>;
  /** The operator's settings (variant, stake limits); made here when not given. */
  settings?: HouseSlotSettingsService;
}) {
  const { db, clock, seeds, wallet } = deps;
  const settings = deps.settings ?? createHouseSlotSettings({ db, clock });

  /** Takes the stake and pays the win of a round, from whatever state it was left in. */
  async function finish(row: SpinRow, token: string | null): Promise<SeamlessAnswer> {
    const caller = { vendor: HOUSE_VENDOR, player: playerOf(row.member_id) };
    const roundId = houseRoundId(row.id);
    if (row.state === 'refused') throw refusalError(row.refusal ?? '', undefined);
    if (row.state === 'debiting') {
      const debit = await wallet.debit({
        ...caller,
        txnId: betTxn(row.id),
        roundId,
        amount: row.total_bet,
        token: token ?? '',
        gameNodeId: HOUSE_SLOT_NODE_ID,
      });
      if (debit.status !== 'OK') {
        await setSpinState(db, row.id, 'debiting', 'refused', clock.now(), debit.status);
        throw refusalError(debit.status, debit.balance);
      }
      await setSpinState(db, row.id, 'debiting', 'crediting', clock.now());
    }
    // A win is never refused for an expired session: the credit needs no token.
    const credit = await wallet.credit({
      ...caller,
      txnId: winTxn(row.id),
      roundId,
      amount: row.total_win,
      betTxnId: betTxn(row.id),
      endRound: true,
      gameNodeId: HOUSE_SLOT_NODE_ID,
    });
    if (credit.status !== 'OK') throw new AppError('house_bet_refused', 500, `Win not credited: ${credit.status}`);
    await setSpinState(db, row.id, 'crediting', 'settled', clock.now());
    return credit;
  }

  /**
   * The player behind a launch token, as the seamless wallet authenticates any vendor's player; the
   * answer also says which wallet (VND or PLAY) the launch plays with.
   */
  async function caller(token: string): Promise<Caller> {
    const a = await wallet.authenticate({ vendor: HOUSE_VENDOR, token });
    const memberId = Number(/^m(\d+)$/.exec(a.player ?? '')?.[1]);
    if (a.status !== 'OK' || !Number.isSafeInteger(memberId) || playerOf(memberId) !== a.player) {
      throw refusalError('INVALID_TOKEN', undefined);
    }
    return { memberId, unit: a.currency === 'PLAY' ? 'PLAY' : 'VND', balance: a.balance ?? 0 };
  }

  /**
   * Allocates the nonce and fixes the outcome under `variant`, stored with the round: a round already started
   * keeps its variant (and its win) whatever the operator changes next. The existing row when the request id
   * was used.
   */
  async function start(who: Caller, input: SpinInput, variant: string): Promise<SpinRow> {
    const { memberId, unit } = who;
    return db.begin(async (tx) => {
      const seed = await seeds.active(tx, memberId, true);
      const again = await findSpinByRequest(tx, memberId, input.requestId);
      if (again) return again;
      const nonce = await takeNonce(tx, seed.id);
      const round = playHouseRound(
        { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
        { lineBet: input.lineBet, lines: input.lines },
        variant,
      );
      const row = await insertSpin(tx, {
        member_id: memberId,
        request_id: input.requestId,
        seed_id: seed.id,
        nonce,
        unit,
        line_bet: input.lineBet,
        lines: input.lines,
        total_bet: round.totalBet,
        total_win: round.totalWin,
        result: { base: round.base, freeSpins: round.freeSpins },
        variant,
        created_at: clock.now(),
      });
      return row!;
    });
  }

  return {
    caller,
    settings,

    /** What the slot shows on opening: the balance, the commitment to the next rounds, the stake range. */
    async session(token: string): Promise<HouseSession> {
      const who = await caller(token);
      const { minStake, maxStake, variant } = await settings.current();
      return {
        balance: who.balance,
        currency: who.unit,
        fairness: await seeds.fairness(who.memberId),
        stakeLimits: { minStake, maxStake },
        variant,
        rtpPercent: rtpPercent(slotVariant(variant).rtp, 2),
      };
    },

    async rotate(token: string, clientSeed: string) {
      return seeds.rotate((await caller(token)).memberId, clientSeed);
    },

    async spin(input: SpinInput): Promise<HouseSpinAnswer> {
      const validBet = (HOUSE_SLOT_LINE_BETS as readonly number[]).includes(input.lineBet);
      if (!validBet || !Number.isInteger(input.lines) || input.lines < 1 || input.lines > HOUSE_SLOT_MAX_LINES) {
        throw new AppError('house_bet_invalid', 400, 'Choose a line bet and 1 to 20 lines');
      }
      const who = await caller(input.token);
      // One read of the settings fixes both the limits this spin is held to and the variant it plays under.
      const current = await settings.current();
      checkStakeLimits(current, input.lineBet * input.lines);
      if (who.unit === 'VND') await deps.mayStake?.(who.memberId, input.lineBet * input.lines);
      const row = await start(who, input, current.variant);
      const answer = await finish(row, input.token);
      const shown = await findSpinWithSeed(db, who.memberId, row.id);
      return {
        spin: toHouseSpin(shown!),
        balance: answer.balance ?? 0,
        fairness: await seeds.fairness(who.memberId),
      };
    },

    async list(token: string, before: number | undefined) {
      const { memberId } = await caller(token);
      const rows = await listSpins(db, memberId, before ?? null, PAGE + 1);
      return { items: rows.slice(0, PAGE).map(toHouseSpin), hasMore: rows.length > PAGE };
    },

    /**
     * Finishes rounds left half-way for longer than a minute (a crash, a lost connection): a stake the
     * wallet never answered is rolled back (the player never saw the outcome), a taken stake gets its
     * win. Returns how many rounds it finished.
     */
    async recover(): Promise<number> {
      const rows = await listUnfinished(db, new Date(clock.now().getTime() - 60_000));
      let done = 0;
      for (const row of rows) {
        const caller = { vendor: HOUSE_VENDOR, player: playerOf(row.member_id) };
        if (row.state === 'debiting') {
          const r = await wallet.rollback({
            ...caller,
            txnId: `${betTxn(row.id)}-void`,
            refTxnId: betTxn(row.id),
            roundId: houseRoundId(row.id),
          });
          if (r.status === 'OK' && (await setSpinState(db, row.id, 'debiting', 'refused', clock.now(), 'TIMEOUT')))
            done++;
        } else {
          await finish(row, null);
          done++;
        }
      }
      return done;
    },
  };
}
export type HouseSlot = ReturnType<typeof createHouseSlot>;
