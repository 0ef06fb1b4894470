import type { LotteryResult } from '@app/games';
import { describe, expect, it } from 'vitest';
import { readFeed } from './results.feed-parse.js';
import { decide, sameResult } from './results.rules.js';
import { fullResult } from './test/results.samples.js';

const at = (min: number) => new Date(Date.UTC(2026, 10, 24, 11, min));
const on = { enabled: true, trusted: false, confirmWaitMinutes: 30 };
const a = fullResult('north', 1);
const b = fullResult('north', 2);

describe('publication rule', () => {
  it('a disagreement flags the draw whatever else is known', () => {
    expect(decide({ entry: a, approvedAt: null, feed: b }, on, at(0))).toEqual({ status: 'flagged' });
    expect(decide({ entry: a, approvedAt: at(0), feed: b }, { ...on, trusted: true }, at(59))).toEqual({
      status: 'flagged',
    });
  });

  it('an approved entry is published when the feed agrees, the feed is off, or the wait is over', () => {
    expect(decide({ entry: a, approvedAt: at(0), feed: a }, on, at(1))).toMatchObject({
      status: 'published',
      source: 'operator',
      feedConfirmed: true,
    });
    expect(decide({ entry: a, approvedAt: at(0), feed: null }, { ...on, enabled: false }, at(0))).toMatchObject({
      status: 'published',
      feedConfirmed: false,
    });
    expect(decide({ entry: a, approvedAt: at(0), feed: null }, on, at(29))).toEqual({ status: 'approved' });
    expect(decide({ entry: a, approvedAt: at(0), feed: null }, on, at(30))).toMatchObject({ status: 'published' });
  });

  it('an entry without approval waits; a feed alone publishes only when trusted', () => {
    expect(decide({ entry: a, approvedAt: null, feed: a }, on, at(0))).toEqual({ status: 'pending_approval' });
    expect(decide({ entry: null, approvedAt: null, feed: a }, on, at(0))).toEqual({ status: 'awaiting' });
    expect(decide({ entry: null, approvedAt: null, feed: a }, { ...on, trusted: true }, at(0))).toMatchObject({
      status: 'published',
      source: 'feed',
    });
  });

  it('compares results by prize, ignoring order within a prize but not leading zeros', () => {
    const reordered: LotteryResult = { ...a, prizes: { ...a.prizes, third: [...a.prizes.third!].reverse() } };
    expect(sameResult(a, reordered)).toBe(true);
    const stripped: LotteryResult = { ...a, prizes: { ...a.prizes, seventh: ['7', ...a.prizes.seventh!.slice(1)] } };
    expect(sameResult(a, stripped)).toBe(false);
    expect(sameResult(fullResult('north'), { ...fullResult('north'), region: 'south' })).toBe(false);
  });
});

describe('feed reading', () => {
  const draw = { game: 'vn-mb', region: 'north' as const, date: '2026-11-24' };
  const std = { format: 'standard' as const, mapping: {} };

  it('finds the draw by game and date; nothing yet is none', () => {
    expect(readFeed({ results: [] }, std, draw)).toEqual({ kind: 'none' });
    expect(readFeed({ results: [{ game: 'vn-mb', date: '2026-11-23', prizes: a.prizes }] }, std, draw)).toEqual({
      kind: 'none',
    });
    expect(readFeed({ results: [{ game: 'vn-mb', date: '2026-11-24', prizes: a.prizes }] }, std, draw)).toEqual({
      kind: 'result',
      result: a,
    });
    // A single-result body (the URL chose the game).
    expect(readFeed({ prizes: a.prizes }, std, draw)).toEqual({ kind: 'result', result: a });
  });

  it('tells a draw still in progress from a wrong answer, with the layout code', () => {
    const { seventh: _drop, ...partial } = a.prizes;
    // Still being drawn: a prize missing, or placeholders for numbers to come.
    expect(readFeed({ results: [{ game: 'vn-mb', prizes: partial }] }, std, draw)).toEqual({
      kind: 'incomplete',
      code: 'lottery_result_wrong_count',
      prize: 'seventh',
    });
    const pending = { ...a.prizes, special: ['*****'] };
    expect(readFeed({ results: [{ game: 'vn-mb', prizes: pending }] }, std, draw)).toMatchObject({
      kind: 'incomplete',
      prize: 'special',
    });
    // More numbers than the layout, or the wrong digits: wrong, not pending.
    const long = { ...a.prizes, seventh: [...a.prizes.seventh!, '11'] };
    expect(readFeed({ results: [{ game: 'vn-mb', prizes: long }] }, std, draw)).toMatchObject({
      kind: 'invalid',
      code: 'lottery_result_wrong_count',
    });
    const digits = { ...a.prizes, seventh: ['123', ...a.prizes.seventh!.slice(1)] };
    expect(readFeed({ results: [{ game: 'vn-mb', prizes: digits }] }, std, draw)).toMatchObject({
      kind: 'invalid',
      code: 'lottery_result_bad_number',
    });
    expect(readFeed({ results: [{ game: 'vn-mb', prizes: { ...a.prizes, eighth: ['12'] } }] }, std, draw)).toEqual({
      kind: 'invalid',
      code: 'lottery_result_unknown_prize',
      prize: 'eighth',
    });
  });
});
