import { describe, expect, it } from 'vitest';
import { createKeyedMutex } from './keyed-mutex.js';
import { presentQuery } from './launch.service.js';
import { SeamlessModel } from './test/seamless.model.js';

describe('keyed mutex', () => {
  it('runs tasks of one key one after another, other keys alongside, and survives a failing task', async () => {
    const lock = createKeyedMutex();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name}+`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name}-`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      lock('a', task('a1', 20, true)),
      lock('a', task('a2', 1)),
      lock('b', task('b1', 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    // a2 starts only after a1 ended; b1 ran while a1 was running.
    expect(log.indexOf('a2+')).toBeGreaterThan(log.indexOf('a1-'));
    expect(log.indexOf('b1+')).toBeLessThan(log.indexOf('a1-'));
  });
});

describe('presentQuery (spec §4: query fields only when present)', () => {
  it('keeps only fields with a value, encoded', () => {
    expect(presentQuery({ a: 'x y', b: undefined, c: '', d: null, e: '/rng?page=2' })).toBe(
      '?a=x+y&e=%2Frng%3Fpage%3D2',
    );
    expect(presentQuery({ a: undefined })).toBe('');
  });
});

describe('reference model of the seamless rules', () => {
  it('applies the rules the wallet must follow', () => {
    const m = new SeamlessModel({ p: 1000 });
    expect(m.debit('p', 'd1', 'r1', 300, true)).toBe('OK');
    expect(m.debit('p', 'd1', 'r1', 300, true)).toBe('OK');
    expect(m.balances.get('p')).toBe(700);
    expect(m.debit('p', 'd2', 'r2', 5000, true)).toBe('INSUFFICIENT_FUNDS');
    expect(m.rollback('p', 'x1', 'ghost')).toBe('OK');
    expect(m.debit('p', 'ghost', 'r3', 10, true)).toBe('BET_ROLLED_BACK');
    expect(m.rollback('p', 'x2', 'd1')).toBe('OK');
    expect(m.rollback('p', 'x3', 'd1')).toBe('OK');
    expect(m.balances.get('p')).toBe(1000);
    expect(m.credit('p', 'c1', 'r1', 50, 'd1')).toBe('BET_ROLLED_BACK');
    expect(m.debit('p', 'd4', 'r4', 10, false)).toBe('INVALID_TOKEN');
    expect(m.credit('p', 'c4', 'r5', 70)).toBe('OK');
    expect(m.balances.get('p')).toBe(1070);
    expect(m.rounds.get('p/r1')).toEqual({ stake: 0, win: 0, status: 'cancelled' });
  });
});

describe('demo vendors switch (config)', () => {
  it('is on outside production and with the demo content, off in a real production setup, overridable', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(loadConfig({ NODE_ENV: 'development' }).demoVendors).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).demoVendors).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/site' }).demoVendors).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_VENDORS_ENABLED: 'false' }).demoVendors).toBe(false);
  });
});
