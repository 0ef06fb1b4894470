import type { Round } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { chipLabel, chipValues } from './chips';
import { beadColumns, resultClass, resultParity } from './outcome';
import { roundPhase } from './round-phase';
import { secondsUntil, serverOffset } from './server-clock';
import { parseRoundParam } from './verify-link';

const T0 = Date.parse('2026-11-24T12:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const round = (state: Round['state']): Round => ({
  id: 1,
  game: 'dice',
  seq: 1,
  state,
  opensAt: iso(0),
  closesAt: iso(40_000),
  drawsAt: iso(45_000),
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  nonce: 0,
  result: null,
  drawnAt: null,
  settledAt: null,
  voidReason: null,
});

describe('chips', () => {
  it('start at the table minimum and stay within the maximum, at most six', () => {
    expect(chipValues(1_000, 10_000_000)).toEqual([1_000, 2_000, 20_000, 200_000, 1_000_000, 10_000_000]);
    expect(chipValues(100_000, 500_000)).toEqual([100_000, 200_000, 500_000]);
    for (const v of chipValues(1_234, 9_999_999)) expect(v >= 1_234 && v <= 9_999_999).toBe(true);
    expect(chipValues(0, 100)).toEqual([]);
    expect(chipValues(500, 100)).toEqual([]);
  });
  it('are labelled short in currency units', () => {
    expect([1_000, 100_000, 2_000_000, 250_000_000, 50].map(chipLabel)).toEqual(['10', '1K', '20K', '2.5M', '0.5']);
  });
});

describe('round phase on the server clock', () => {
  it('is open until the close, locked until the draw, then drawing; drawn is a result', () => {
    expect(roundPhase(null, T0)).toBe('waiting');
    expect(roundPhase(round('scheduled'), T0)).toBe('waiting');
    expect(roundPhase(round('open'), T0 + 39_999)).toBe('open');
    expect(roundPhase(round('open'), T0 + 40_000)).toBe('locked');
    expect(roundPhase(round('closed'), T0 + 44_000)).toBe('locked');
    expect(roundPhase(round('closed'), T0 + 45_000)).toBe('drawing');
    expect(roundPhase(round('drawn'), T0)).toBe('result');
    expect(roundPhase(round('settled'), T0)).toBe('result');
    expect(roundPhase(round('voided'), T0)).toBe('voided');
  });
  it('counts down from the server time whatever the device clock says', () => {
    // The device is 90 s behind the server.
    const offset = serverOffset(iso(10_000), T0 + 10_000 - 90_000);
    expect(offset).toBe(90_000);
    const deviceNow = T0 + 12_000 - 90_000;
    expect(secondsUntil(iso(40_000), deviceNow + offset)).toBe(28);
    expect(secondsUntil(iso(40_000), T0 + 39_001)).toBe(1);
    expect(secondsUntil(iso(40_000), T0 + 41_000)).toBe(0);
    expect(serverOffset('not a time', 5)).toBe(0);
  });
});

describe('road and results', () => {
  it('classes a result; triples are neither big nor small, odd nor even', () => {
    expect(resultClass({ total: 11, triple: false })).toBe('big');
    expect(resultClass({ total: 10, triple: false })).toBe('small');
    expect(resultClass({ total: 12, triple: true })).toBe('triple');
    expect(resultParity({ total: 9, triple: false })).toBe('odd');
    expect(resultParity({ total: 9, triple: true })).toBe('triple');
  });
  it('lays the road oldest first, six to a column', () => {
    const newestFirst = Array.from({ length: 14 }, (_, i) => 14 - i);
    expect(beadColumns(newestFirst)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13, 14],
    ]);
  });
  it('reads only a round id from the verify address', () => {
    expect(parseRoundParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1e3', '42abc', '0x10']) expect(parseRoundParam(bad)).toBeNull();
  });
});
