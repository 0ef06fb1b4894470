import { describe, expect, it } from 'vitest';
import { FairStream } from '../rng/fair-stream.js';
import { type LotteryBet, type LotterySelection, lotteryBetCost, lotteryKindOffered } from './lottery.bets.js';
import { drawLotteryFrom } from './lottery.draw.js';
import { LOTTERY_REGIONS, type LotteryRegion } from './lottery.layout.js';
import {
  DEFAULT_LOTTERY_ODDS,
  isValidOddsTable,
  LOTTERY_ODDS_KINDS,
  LOTTERY_PRIZE_MODES,
  type LotteryOddsKind,
} from './lottery.odds.js';
import { lotteryExpectedHits, lotteryRtp, lotteryRtpExact } from './lottery.rtp.js';
import { lotteryRules } from './lottery.rules.js';
import { indexLotteryResult, settleLotteryBet } from './lottery.settle.js';

const N = DEFAULT_LOTTERY_ODDS.Lott.north;
const S = DEFAULT_LOTTERY_ODDS.Lott.south;

describe('lottery RTP, exactly', () => {
  it('matches the arithmetic worked by hand (domain/vn-lottery.md)', () => {
    // Lô 2 số North: 27 chances in 100 × 99,000 / 27,000 = 99 %; South: 18/100 × 99,000 / 18,000 = 99 %.
    expect(lotteryRtpExact('lo2', 'north', N)).toEqual({ numerator: 27n * 99_000n, denominator: 100n * 27_000n });
    expect(lotteryRtp('lo2', 'north', N)).toBe(0.99);
    expect(lotteryRtp('lo2', 'south', S)).toBe(0.99);
    // Lô 3 số: 23/1000 × 980/23 = 98 %; lô 4 số: 20/10000 × 8880/20 = 88.8 %.
    expect(lotteryRtp('lo3', 'north', N)).toBe(0.98);
    expect(lotteryRtp('lo4', 'north', N)).toBe(0.888);
    // Đề 99.5 → 99.5 %; đầu/đuôi 9.8 in 10 → 98 %; 3 càng 980 in 1000 → 98 %; Tài/Xỉu 1.99 × ½ = 99.5 %.
    expect(lotteryRtp('deDacBiet', 'north', N)).toBe(0.995);
    expect(lotteryRtp('dau', 'north', N)).toBe(0.98);
    expect(lotteryRtp('bacang', 'north', N)).toBe(0.98);
    expect(lotteryRtp('taiXiu', 'north', N)).toBe(0.995);
    // Xỉu chủ: 2 chances in 1000 × 900,000 / 2,000 = 90 %.
    expect(lotteryRtp('xiuChu', 'south', S)).toBe(0.9);
    // Xiên 2 North: P(both among 27) = (100^27 − 2·99^27 + 98^27) / 100^27 ≈ 0.0548821; × 16 ≈ 87.8 %.
    expect(lotteryExpectedHits('xien2', 'north')).toEqual({
      numerator: 100n ** 27n - 2n * 99n ** 27n + 98n ** 27n,
      denominator: 100n ** 27n,
    });
    expect(lotteryRtp('xien2', 'north', N)).toBeCloseTo(0.878114, 6);
    // Lô trượt 4 North: P(none of 4 among 27) = 0.96^27 ≈ 0.3321416; × 2.3 ≈ 76.4 %.
    expect(lotteryRtp('truot4', 'north', N)).toBeCloseTo(0.96 ** 27 * 2.3, 10);
    expect(lotteryRtp('truot10', 'south', S)).toBeCloseTo(0.9 ** 18 * 5.6, 10);
    expect(lotteryRtp('xiuChu', 'north', N)).toBeNull();
  });

  it('keeps every default table valid and below 100 % for every offered kind', () => {
    for (const mode of LOTTERY_PRIZE_MODES) {
      for (const region of LOTTERY_REGIONS) {
        const table = DEFAULT_LOTTERY_ODDS[mode][region];
        expect(isValidOddsTable(table)).toBe(true);
        for (const kind of LOTTERY_ODDS_KINDS) {
          const offered = lotteryKindOffered(kind, region, table);
          expect([mode, region, kind, offered]).toEqual([mode, region, kind, kind !== 'xiuChu' || region === 'south']);
          if (!offered) continue;
          const rtp = lotteryRtp(kind, region, table)!;
          expect([mode, region, kind, rtp > 0.4 && rtp < 1]).toEqual([mode, region, kind, true]);
        }
      }
    }
    expect(isValidOddsTable({ lo2: { cost: 27_000, win: 99.5 } })).toBe(false);
    // The rules page lists every offered kind: 18 North (no xỉu chủ), 19 South/Central.
    expect(lotteryRules('north', N)).toHaveLength(18);
    expect(lotteryRules('south', S).find((l) => l.kind === 'xiuChu')).toEqual({
      kind: 'xiuChu',
      cost: 2_000,
      win: 900_000,
      rtp: 0.9,
    });
    expect(isValidOddsTable({ lo9: { cost: 1, win: 1 } })).toBe(false);
  });
});

/** One selection per kind, for the simulation. */
const SIM_SELECTIONS: Record<LotteryOddsKind, LotterySelection> = {
  lo2: { kind: 'lo2', numbers: ['37'] },
  lo3: { kind: 'lo3', numbers: ['137'] },
  lo4: { kind: 'lo4', numbers: ['1370'] },
  xien2: { kind: 'xien2', numbers: ['11', '22'] },
  xien3: { kind: 'xien3', numbers: ['11', '22', '33'] },
  xien4: { kind: 'xien4', numbers: ['11', '22', '33', '44'] },
  truot4: { kind: 'truot4', numbers: ['11', '22', '33', '44'] },
  truot8: { kind: 'truot8', numbers: ['11', '22', '33', '44', '55', '66', '77', '88'] },
  truot10: { kind: 'truot10', numbers: ['11', '22', '33', '44', '55', '66', '77', '88', '99', '00'] },
  deDacBiet: { kind: 'deDacBiet', numbers: ['37'] },
  deGiaiNhat: { kind: 'deGiaiNhat', numbers: ['37'] },
  deDau: { kind: 'deDau', numbers: ['37'] },
  dau: { kind: 'dau', numbers: ['3'] },
  duoi: { kind: 'duoi', numbers: ['7'] },
  bacang: { kind: 'bacang', numbers: ['137'] },
  xiuChu: { kind: 'xiuChu', numbers: ['137'] },
  da: { kind: 'da', numbers: ['11', '22'] },
  taiXiu: { kind: 'taiXiu', side: 'tai' },
  chanLe: { kind: 'chanLe', side: 'le' },
};

describe('lottery RTP, simulated', () => {
  it.each(LOTTERY_REGIONS)(
    '%s: each kind returns its exact RTP on 30,000 fair draws (within 4 standard errors)',
    (region: LotteryRegion) => {
      const table = DEFAULT_LOTTERY_ODDS.Lott[region];
      const kinds = LOTTERY_ODDS_KINDS.filter((k) => lotteryKindOffered(k, region, table));
      const bets: LotteryBet[] = kinds.map((k) => ({ selection: SIM_SELECTIONS[k], points: 1 }));
      const costs = bets.map((b) => lotteryBetCost(b, table));
      const sums = new Float64Array(bets.length);
      const squares = new Float64Array(bets.length);
      const n = 30_000;
      const stream = new FairStream('9e'.repeat(32), `lottery-sim-${region}`);
      for (let i = 0; i < n; i++) {
        const ix = indexLotteryResult(drawLotteryFrom(region, stream.start(i)));
        for (let k = 0; k < bets.length; k++) {
          const r = settleLotteryBet(bets[k]!, ix, table) / costs[k]!;
          sums[k] = sums[k]! + r;
          squares[k] = squares[k]! + r * r;
        }
      }
      kinds.forEach((kind, k) => {
        const mean = sums[k]! / n;
        const se = Math.sqrt(Math.max(squares[k]! / n - mean * mean, 0) / n);
        const exact = lotteryRtp(kind, region, table)!;
        // A rare kind (lô 4 số) may see few hits; the bound is 4 standard errors of the sample mean.
        expect([kind, Math.abs(mean - exact) <= 4 * se + 1e-9]).toEqual([kind, true]);
      });
    },
    // 30,000 draws: about a second quietly, past 5 s beside a loaded CI lane.
    60_000,
  );
});
