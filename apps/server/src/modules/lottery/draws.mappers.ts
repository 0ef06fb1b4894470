import type { LotteryBet, LotteryBetStatus, LotteryDraw, LotteryMode, LotteryResultView } from '@app/contracts';
import { type BetRow, localParts, type RoundRow } from '../rounds/index.js';
import type { StoredLotteryBet } from './games.plugin.js';
import type { LotteryConfig } from './games.repository.js';

/** Draw dates and numbers are Vietnam's, whatever the server's zone. */
export const LOTTERY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The draw's local date (yyyy-MM-dd), its shown number and, North, the station of the day. */
export function drawLabels(
  config: Pick<LotteryConfig, 'kind' | 'intervalSeconds' | 'stations'>,
  drawsAt: Date,
): { drawDate: string; drawNo: string; station: string | null } {
  const local = localParts(drawsAt, LOTTERY_TIME_ZONE);
  const date = `${local.year}-${pad(local.month)}-${pad(local.day)}`;
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 1;
  const station = config.stations?.[String(weekday)] ?? null;
  if (config.kind === 'vn') return { drawDate: date, drawNo: date.replaceAll('-', ''), station };
  // Fast draws are numbered within their local day: 00:01 is the first of a 1-minute game, 00:00 the day before's last.
  const seconds = local.hour * 3600 + local.minute * 60 + local.second;
  const perDay = Math.max(1, Math.floor(86_400 / config.intervalSeconds));
  if (seconds === 0) {
    const prev = localParts(new Date(drawsAt.getTime() - 1000), LOTTERY_TIME_ZONE);
    const prevDate = `${prev.year}${pad(prev.month)}${pad(prev.day)}`;
    return { drawDate: date, drawNo: `${prevDate}-${pad(perDay, 4)}`, station };
  }
  const n = Math.max(1, Math.ceil(seconds / config.intervalSeconds));
  return { drawDate: date, drawNo: `${date.replaceAll('-', '')}-${pad(n, 4)}`, station };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const revealed = (r: RoundRow) => r.state === 'drawn' || r.state === 'settled' || r.state === 'voided';

export function toDraw(
  r: RoundRow,
  config: Pick<LotteryConfig, 'kind' | 'intervalSeconds' | 'stations' | 'resultSource'>,
): LotteryDraw {
  const seeded = config.resultSource === 'seed';
  return {
    id: r.id,
    game: r.game,
    seq: r.seq,
    ...drawLabels(config, r.draws_at),
    state: r.state,
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    drawsAt: r.draws_at.toISOString(),
    result: (r.result as LotteryResultView | null) ?? null,
    drawnAt: iso(r.drawn_at),
    settledAt: iso(r.settled_at),
    voidReason: r.void_reason,
    serverSeedHash: seeded ? r.server_seed_hash : null,
    serverSeed: seeded && revealed(r) ? r.server_seed : null,
    clientSeed: seeded ? r.client_seed : null,
    nonce: seeded ? r.nonce : null,
  };
}

const STATUS: Record<BetRow['state'], LotteryBetStatus> = {
  placed: 'pending',
  won: 'won',
  lost: 'lost',
  refunded: 'voided',
};

/** States a bet's status filter reads. */
export const betStatesOf = (status: LotteryBetStatus): BetRow['state'] =>
  Object.entries(STATUS).find(([, s]) => s === status)![0] as BetRow['state'];

export function toLotteryBet(
  b: Pick<
    BetRow,
    'id' | 'round_id' | 'selection' | 'unit' | 'stake' | 'max_payout' | 'state' | 'payout' | 'created_at'
  >,
  round: Pick<RoundRow, 'game' | 'state' | 'closes_at'>,
  now: Date,
  chaseId: number | null,
): LotteryBet {
  const s = b.selection as StoredLotteryBet;
  return {
    id: b.id,
    drawId: b.round_id,
    game: round.game,
    prizeMode: s.prizeMode as LotteryMode,
    selection: s.bet as LotteryBet['selection'],
    points: s.points,
    price: s.price,
    unit: b.unit,
    cost: b.stake,
    maxPayout: b.max_payout,
    status: STATUS[b.state],
    payout: b.payout,
    chaseId,
    cancellable: b.state === 'placed' && round.state === 'open' && round.closes_at > now,
    createdAt: b.created_at.toISOString(),
  };
}
