import { describe, expect, it } from 'vitest';
import { withTransientRetry } from './ledger.retry.js';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('withTransientRetry', () => {
  it('repeats after a deadlock or serialization failure and returns the eventual result', async () => {
    let calls = 0;
    const result = await withTransientRetry(async () => {
      calls++;
      if (calls === 1) throw pgError('40P01');
      if (calls === 2) throw pgError('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up with a clean ledger_busy after repeated conflicts', async () => {
    let calls = 0;
    const err = await withTransientRetry(async () => {
      calls++;
      throw pgError('40P01');
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ledger_busy', status: 503 });
    expect(calls).toBe(8);
  });

  it('passes any other error through at once', async () => {
    let calls = 0;
    const err = await withTransientRetry(async () => {
      calls++;
      throw pgError('23505');
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
