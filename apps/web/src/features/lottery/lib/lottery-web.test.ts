import { DEFAULT_LOTTERY_ODDS, type LotteryResult } from '@app/games';
import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt';
import { offeredTabs, pickModeOf } from './bet-kinds';
import { checkDraft, parsePoints } from './draft';
import { favouritesKey, readFavourites, toggleFavourite } from './favourites';
import { cardCountdowns, numeroText, openNumberRefreshMs } from './lobby-filter';
import { endingsOf } from './loto';
import { parseNumberText } from './number-text';
import { countdownParts, countdownText, percentText } from './percent';
import { gridNumbers, quickPickNumbers } from './quick-picks';
import { partialBoard, revealedCount } from './reveal';
import { EMPTY_SLIP, lineId, slipReducer, slipTotals } from './slip';

const NORTH: LotteryResult = {
  region: 'north',
  prizes: {
    special: ['98765'],
    first: ['10265'],
    second: ['55501', '55502'],
    third: ['30003', '30004', '30005', '30006', '30007', '30008'],
    fourth: ['4009', '4010', '4011', '4012'],
    fifth: ['5013', '5014', '5015', '5016', '5017', '5018'],
    sixth: ['619', '620', '621'],
    seventh: ['22', '23', '24', '25'],
  },
};
const LOTT_N = DEFAULT_LOTTERY_ODDS.Lott.north;
const LOTT_S = DEFAULT_LOTTERY_ODDS.Lott.south;

describe('bet tabs', () => {
  it('offers xỉu chủ only in the South/Central and every other tab in both', () => {
    const north = offeredTabs('north', LOTT_N).map((t) => t.id);
    const south = offeredTabs('south', LOTT_S).map((t) => t.id);
    expect(north).not.toContain('xiuChu');
    expect(south).toContain('xiuChu');
    expect(north).toEqual(['lo', 'de', 'xien', 'truot', 'dauDuoi', 'bacang', 'da', 'dao', 'sides']);
  });
  it('leaves out a kind the table lacks', () => {
    const { lo4: _gone, ...rest } = LOTT_N;
    expect(offeredTabs('north', rest).find((t) => t.id === 'lo')?.kinds).toEqual(['lo2', 'lo3']);
  });
  it('knows how each kind is picked', () => {
    expect(pickModeOf('xien3')).toEqual({ type: 'numbers', digits: 2, min: 3, max: 3 });
    expect(pickModeOf('dao', 'bacang')).toMatchObject({ digits: 3, max: 10 });
    expect(pickModeOf('chanLe')).toEqual({ type: 'side' });
  });
});

describe('quick picks', () => {
  it('big/small/odd/even/head/tail on 00–99', () => {
    expect(quickPickNumbers({ type: 'big' }, 2)).toHaveLength(50);
    expect(quickPickNumbers({ type: 'small' }, 2)[49]).toBe('49');
    expect(quickPickNumbers({ type: 'odd' }, 2).slice(0, 2)).toEqual(['01', '03']);
    expect(quickPickNumbers({ type: 'even' }, 2)).toHaveLength(50);
    expect(quickPickNumbers({ type: 'head', digit: 3 }, 2)).toEqual(gridNumbers(2).slice(30, 40));
    expect(quickPickNumbers({ type: 'tail', digit: 7 }, 2)).toEqual([
      '07',
      '17',
      '27',
      '37',
      '47',
      '57',
      '67',
      '77',
      '87',
      '97',
    ]);
    expect(quickPickNumbers({ type: 'all' }, 2)).toHaveLength(100);
    // The 3-digit page's prefix never leaks into a 2-digit grid (the builder keeps one prefix for both).
    expect(quickPickNumbers({ type: 'all' }, 2, '0')[0]).toBe('00');
    expect(quickPickNumbers({ type: 'all' }, 3, '')[0]).toBe('000');
  });
  it('works on a 000–999 page and on digits 0–9', () => {
    expect(quickPickNumbers({ type: 'head', digit: 0 }, 3, '4')[0]).toBe('400');
    expect(quickPickNumbers({ type: 'big' }, 1)).toEqual(['5', '6', '7', '8', '9']);
  });
  it('random gives distinct numbers of the right digits', () => {
    let seed = 1;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const picked = quickPickNumbers({ type: 'random', count: 4 }, 3, '', rnd);
    expect(new Set(picked).size).toBe(4);
    for (const n of picked) expect(n).toMatch(/^\d{3}$/);
  });
});

describe('typed numbers', () => {
  it('splits on any separator, keeps leading zeros, reports bad and repeated tokens', () => {
    expect(parseNumberText('07, 12;99\n07 7 123 ab', 2)).toEqual({
      numbers: ['07', '12', '99'],
      invalid: ['7', '123', 'ab'],
      repeated: ['07'],
    });
  });
});

describe('draft check and price', () => {
  const draft = { kind: 'lo2' as const, daoBase: 'lo2' as const, side: null, points: 10, numbers: ['12', '34'] };
  it('prices lô 2 số North: points × 27,000 × numbers; max win on 27 positions', () => {
    const c = checkDraft(draft, 'north', LOTT_N);
    expect(c).toMatchObject({ ok: true, legs: 2, cost: 10 * 27_000 * 2, maxWin: 10 * 99_000 * 27 });
  });
  it('refuses with the maths codes', () => {
    expect(checkDraft({ ...draft, numbers: ['1'] }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_bad_number',
    });
    expect(checkDraft({ ...draft, kind: 'xien2', numbers: ['12'] }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_wrong_count',
    });
    expect(checkDraft({ ...draft, kind: 'xiuChu', numbers: ['123'] }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_bet_not_offered',
    });
    expect(checkDraft({ ...draft, points: 0 }, 'north', LOTT_N)).toEqual({ ok: false, code: 'lottery_bad_points' });
    expect(checkDraft({ ...draft, points: parsePoints('1.5') }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_bad_points',
    });
    expect(checkDraft({ ...draft, kind: 'taiXiu', side: 'x' }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_bad_side',
    });
  });
  it('đá costs a pair each, đảo a permutation each', () => {
    expect(checkDraft({ ...draft, kind: 'da', numbers: ['01', '02', '03'], points: 1 }, 'north', LOTT_N)).toMatchObject(
      {
        legs: 3,
        cost: 3_000,
      },
    );
    expect(
      checkDraft({ ...draft, kind: 'dao', daoBase: 'bacang', numbers: ['123'], points: 1 }, 'north', LOTT_N),
    ).toMatchObject({ legs: 6, cost: 6_000 });
  });
  it('refuses an amount past the safe range instead of showing a wrong one', () => {
    expect(checkDraft({ ...draft, points: 2 ** 52 }, 'north', LOTT_N)).toEqual({
      ok: false,
      code: 'lottery_amount_too_large',
    });
  });
});

describe('slip', () => {
  const c = checkDraft({ kind: 'deDacBiet', daoBase: 'lo2', side: null, points: 5, numbers: ['65'] }, 'north', LOTT_N);
  if (!c.ok) throw new Error('draft');
  const line = { id: lineId(c.bet), bet: c.bet, legs: c.legs, cost: c.cost, maxWin: c.maxWin };
  it('holds several bets once each, totals cost per draw, chase and potential win', () => {
    let s = slipReducer(EMPTY_SLIP, { type: 'add', line, maxLines: 30 });
    s = slipReducer(s, { type: 'add', line, maxLines: 30 });
    s = slipReducer(s, { type: 'add', line: { ...line, id: 'other' }, maxLines: 30 });
    expect(s.lines).toHaveLength(2);
    s = slipReducer(s, { type: 'chase', chase: { draws: 3 } });
    expect(slipTotals(s)).toEqual({ perDraw: 10_000, total: 30_000, maxWin: 2 * 5 * 99_500 });
    expect(slipReducer(s, { type: 'chase', chase: { draws: 999 } }).chase.draws).toBe(120);
    expect(slipReducer(s, { type: 'chase', chase: { draws: 0 } }).chase.draws).toBe(1);
    expect(slipReducer(s, { type: 'add', line: { ...line, id: 'x' }, maxLines: 2 }).lines).toHaveLength(2);
    expect(slipReducer(s, { type: 'remove', id: 'other' }).lines).toHaveLength(1);
  });
});

describe('results board helpers', () => {
  it('knows the endings that came up', () => {
    expect(endingsOf(NORTH).has('65')).toBe(true);
    expect(endingsOf(NORTH).has('00')).toBe(false);
  });
  it('the live draw reveals in the real order: North first prize first, special last', () => {
    expect(revealedCount(27, 1000, 999)).toBe(0);
    expect(revealedCount(27, 1000, 1000)).toBe(1);
    expect(revealedCount(27, 0, 10 ** 9)).toBe(27);
    const one = partialBoard(NORTH, 1);
    expect(one.prizes.first).toEqual(['10265']);
    expect(one.prizes.special).toEqual([null]);
    expect(one.last).toEqual({ prize: 'first', index: 0 });
    const all = partialBoard(NORTH, 27);
    expect(all.prizes.special).toEqual(['98765']);
    expect(all.last).toEqual({ prize: 'special', index: 0 });
  });
});

describe('lobby helpers', () => {
  it('refreshes the open numbers as spec §4 says', () => {
    expect(openNumberRefreshMs([])).toBe(7_000);
    expect(
      openNumberRefreshMs([
        { open: true, remainTime: 50_000, lockTime: 10 },
        { open: true, remainTime: 90_000, lockTime: 30 },
        { open: false, remainTime: 1_000, lockTime: 0 },
      ]),
    ).toBe(30_000);
    expect(openNumberRefreshMs([{ open: true, remainTime: 25_000, lockTime: 10 }])).toBe(15_000);
    expect(openNumberRefreshMs([{ open: true, remainTime: 5_000, lockTime: 10 }])).toBe(7_000);
  });
  it('shows at most 6 digits of the open number', () => {
    expect(numeroText('20261125')).toBe('261125');
    expect(numeroText('0042')).toBe('0042');
  });
  it('counts down to lock and draw from the server time', () => {
    expect(cardCountdowns({ remainTime: 60_000, lockTime: 10 }, 1_000, 21_000)).toEqual({
      toLock: 30_000,
      toDraw: 40_000,
    });
    expect(cardCountdowns({ remainTime: 5_000, lockTime: 10 }, 0, 0)).toEqual({ toLock: 0, toDraw: 5_000 });
  });
  it('keeps favourites per username', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(toggleFavourite(storage, 'alice', 'vn-mb')).toEqual(['vn-mb']);
    expect(toggleFavourite(storage, 'alice', 'sieutoc-1m-n')).toEqual(['sieutoc-1m-n', 'vn-mb']);
    expect(readFavourites(storage, 'bob')).toEqual([]);
    expect(toggleFavourite(storage, 'alice', 'vn-mb')).toEqual(['sieutoc-1m-n']);
    store.set(favouritesKey('eve'), '{bad');
    expect(readFavourites(storage, 'eve')).toEqual([]);
  });
});

describe('countdowns', () => {
  it('writes m:ss, h:mm:ss and whole days apart', () => {
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(3_600_000 + 5_000)).toBe('1:00:05');
    expect(countdownText(-5)).toBe('0:00');
    expect(countdownParts(2 * 86_400_000 + 61_000)).toEqual({ days: 2, clock: '1:01' });
    expect(percentText(0.995)).toBe('99.5');
    expect(percentText(0.99)).toBe('99');
  });
});

describe('placing attempts', () => {
  let n = 0;
  const make = () => `key-${++n}`;
  it('keeps the key for a retry of the same slip on the same draw, else takes a new one', () => {
    const first = attemptFor(null, 7, 'slip-a', make);
    expect(attemptFor(first, 7, 'slip-a', make)).toBe(first);
    expect(attemptFor(first, 8, 'slip-a', make).key).not.toBe(first.key);
    expect(attemptFor(first, 7, 'slip-b', make).key).not.toBe(first.key);
  });
});
