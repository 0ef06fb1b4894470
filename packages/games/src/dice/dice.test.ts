import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../rng/fair-stream.js';
import { outcomeMessage } from '../rng/provably-fair.js';
import {
  type Dice,
  type DiceSelection,
  diceMaxReturn,
  diceReturn,
  diceSelectionKey,
  parseDiceSelection,
  settleDiceBet,
} from './dice.bets.js';
import { describeDice, drawDice, drawDiceFrom } from './dice.draw.js';
import { allDiceOutcomes, allDiceSelections, diceRtpExact } from './dice.rtp.js';

/** Expected exact returns out of 216 (a stake of 1 on every outcome once), worked out by hand. */
const EXPECTED_NUMERATORS: Record<string, number> = {
  big: 210,
  small: 210,
  odd: 210,
  even: 210,
  'total:4': 183,
  'total:5': 186,
  'total:6': 180,
  'total:7': 195,
  'total:8': 189,
  'total:9': 175,
  'total:10': 189,
  anyTriple: 186,
  'triple:1': 181,
  'double:1': 176,
  'single:1': 199,
};

describe('dice bets', () => {
  it('pay the usual Sic Bo odds', () => {
    const cases: [DiceSelection, Dice, number][] = [
      [{ kind: 'big' }, [6, 5, 1], 2],
      [{ kind: 'big' }, [4, 4, 4], 0],
      [{ kind: 'big' }, [1, 4, 5], 0],
      [{ kind: 'small' }, [1, 4, 5], 2],
      [{ kind: 'small' }, [2, 2, 2], 0],
      [{ kind: 'odd' }, [1, 1, 3], 2],
      [{ kind: 'odd' }, [3, 3, 3], 0],
      [{ kind: 'even' }, [1, 1, 2], 2],
      [{ kind: 'even' }, [4, 4, 4], 0],
      [{ kind: 'total', total: 4 }, [1, 1, 2], 61],
      [{ kind: 'total', total: 17 }, [6, 6, 5], 61],
      [{ kind: 'total', total: 10 }, [6, 3, 1], 7],
      [{ kind: 'total', total: 10 }, [6, 3, 2], 0],
      [{ kind: 'anyTriple' }, [5, 5, 5], 31],
      [{ kind: 'triple', face: 5 }, [5, 5, 5], 181],
      [{ kind: 'triple', face: 4 }, [5, 5, 5], 0],
      [{ kind: 'double', face: 2 }, [2, 6, 2], 11],
      [{ kind: 'double', face: 2 }, [2, 2, 2], 11],
      [{ kind: 'double', face: 2 }, [2, 6, 3], 0],
      [{ kind: 'single', face: 3 }, [3, 1, 2], 2],
      [{ kind: 'single', face: 3 }, [3, 1, 3], 3],
      [{ kind: 'single', face: 3 }, [3, 3, 3], 4],
      [{ kind: 'single', face: 3 }, [1, 1, 2], 0],
    ];
    for (const [s, d, r] of cases)
      expect([diceSelectionKey(s), d, diceReturn(s, d)]).toEqual([diceSelectionKey(s), d, r]);
    expect(settleDiceBet({ selection: { kind: 'total', total: 4 }, stake: 1_000 }, [1, 2, 1])).toBe(61_000);
  });

  it('never return more than their maximum, and every advertised return is reachable', () => {
    for (const s of allDiceSelections()) {
      const returns = allDiceOutcomes().map((d) => diceReturn(s, d));
      expect(Math.max(...returns)).toBe(diceMaxReturn(s));
      expect(returns).toContain(0);
    }
  });

  it('have the exact house edge of the usual table (enumeration of all 216 outcomes)', () => {
    for (const s of allDiceSelections()) {
      const key = diceSelectionKey(s);
      const generic = key
        .replace(/^(triple|double|single):\d$/, '$1:1')
        .replace(/^total:(1[1-7])$/, (_, t) => `total:${21 - Number(t)}`);
      expect([key, diceRtpExact(s).numerator]).toEqual([key, EXPECTED_NUMERATORS[generic]]);
    }
    // Tài/Xỉu and Chẵn/Lẻ: 2.78 % (lost on the 6 triples); single face 7.87 %.
    expect(1 - diceRtpExact({ kind: 'big' }).rtp).toBeCloseTo(0.02778, 4);
    expect(1 - diceRtpExact({ kind: 'single', face: 1 }).rtp).toBeCloseTo(0.0787, 4);
  });

  it('parse only selections the table offers', () => {
    expect(parseDiceSelection({ kind: 'big' })).toEqual({ kind: 'big' });
    expect(parseDiceSelection({ kind: 'total', total: 11 })).toEqual({ kind: 'total', total: 11 });
    expect(parseDiceSelection({ kind: 'single', face: 6 })).toEqual({ kind: 'single', face: 6 });
    for (const bad of [
      null,
      'big',
      { kind: 'huge' },
      { kind: 'big', face: 1 },
      { kind: 'total', total: 3 },
      { kind: 'total', total: 18 },
      { kind: 'total', total: 10.5 },
      { kind: 'triple', face: 0 },
      { kind: 'single', face: 7 },
      { kind: 'double' },
    ]) {
      expect(parseDiceSelection(bad)).toBeNull();
    }
  });
});

describe('dice draw', () => {
  const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'dice-42', nonce: 0 };

  it('is the commit–reveal stream: the same dice from the pure-JS HMAC and from node:crypto bytes', () => {
    const viaNode = drawDice(seeds, (round) =>
      createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round)).digest(),
    );
    expect(drawDice(seeds)).toEqual(viaNode);
    expect(drawDiceFrom(new FairStream(seeds.serverSeed, seeds.clientSeed).start(0))).toEqual(viaNode);
    // Three independent faces: the first three 32-bit words, each reduced without bias.
    const bytes = createHmac('sha256', seeds.serverSeed).update('dice-42:0:0').digest();
    const words = [0, 4, 8].map((o) => bytes.readUInt32BE(o));
    if (words.every((w) => w < 2 ** 32 - (2 ** 32 % 6))) expect(viaNode).toEqual(words.map((w) => (w % 6) + 1));
    expect(describeDice([6, 6, 6])).toEqual({ dice: [6, 6, 6], total: 18, triple: true });
  });

  it('gives each bet its exact return on a simulated sample (within 4 standard errors)', () => {
    const n = 200_000;
    const stream = new FairStream('a1'.repeat(32), 'sim');
    const selections = allDiceSelections();
    const sums = new Float64Array(selections.length);
    const squares = new Float64Array(selections.length);
    const faces = new Array(6).fill(0);
    for (let i = 0; i < n; i++) {
      const d = drawDiceFrom(stream.start(i));
      faces[d[0] - 1]++;
      for (let k = 0; k < selections.length; k++) {
        const r = diceReturn(selections[k]!, d);
        sums[k] = sums[k]! + r;
        squares[k] = squares[k]! + r * r;
      }
    }
    selections.forEach((s, k) => {
      const mean = sums[k]! / n;
      const se = Math.sqrt((squares[k]! / n - mean * mean) / n);
      expect(Math.abs(mean - diceRtpExact(s).rtp), diceSelectionKey(s)).toBeLessThan(4 * se);
    });
    // Each face of the first die about n/6 (chi-square, 5 degrees of freedom, 99.9 %: 20.5).
    const chi = faces.reduce((x, f) => x + (f - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
    // About a second alone; beside a loaded lane (CI runs two) it passed the 5 s default.
  }, 60_000);
});
