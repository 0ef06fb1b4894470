import type { VendorTransfer } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { isSettled, runVendorTransfer } from './vendor-transfer-flow';

const transfer = (status: VendorTransfer['status'], id = 7): VendorTransfer => ({
  id,
  vendor: 'DEMO',
  direction: 'in',
  amount: 50_000,
  reference: 'VTabc',
  status,
  failure: status === 'failed' ? 'vendor_not_found' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
});

/** A scripted server: each call takes the next answer (a value or an error to throw). */
function script(answers: (VendorTransfer | Error)[]) {
  const calls: string[] = [];
  const next = (name: string) => async () => {
    calls.push(name);
    const a = answers.shift();
    if (!a) throw new Error('no more answers');
    if (a instanceof Error) throw a;
    return a;
  };
  const waits: number[] = [];
  return {
    calls,
    waits,
    deps: {
      send: next('send'),
      check: (id: number) => next(`check:${id}`)(),
      wait: async (ms: number) => {
        waits.push(ms);
      },
      delays: [10, 20, 30],
    },
  };
}

describe('runVendorTransfer', () => {
  it('stops at once when the vendor answers', async () => {
    const s = script([transfer('succeeded')]);
    expect((await runVendorTransfer(s.deps)).status).toBe('succeeded');
    expect(s.calls).toEqual(['send']);
  });

  it('checks the status of an unknown transfer instead of sending it again', async () => {
    const s = script([transfer('unknown'), transfer('unknown'), transfer('succeeded')]);
    const seen: string[] = [];
    const out = await runVendorTransfer({ ...s.deps, onUpdate: (t) => seen.push(t.status) });
    expect(out.status).toBe('succeeded');
    expect(s.calls).toEqual(['send', 'check:7', 'check:7']);
    expect(seen).toEqual(['unknown', 'unknown', 'succeeded']);
    expect(s.waits).toEqual([10, 20]);
  });

  it('returns the transfer still unsettled after the last check (money stays held)', async () => {
    const s = script([transfer('unknown'), transfer('unknown'), transfer('unknown'), transfer('unknown')]);
    const out = await runVendorTransfer(s.deps);
    expect(isSettled(out)).toBe(false);
    expect(s.calls.filter((c) => c === 'send')).toHaveLength(1);
  });

  it('re-sends with the same key only when the answer was lost', async () => {
    const lost = new ApiError('network_error', 0, 'lost');
    const s = script([lost, new ApiError('internal_error', 502, 'bad gateway'), transfer('failed')]);
    expect((await runVendorTransfer(s.deps)).status).toBe('failed');
    expect(s.calls).toEqual(['send', 'send', 'send']);
  });

  it('passes business refusals through without retrying', async () => {
    const s = script([new ApiError('insufficient_funds', 422, 'no money')]);
    await expect(runVendorTransfer(s.deps)).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(s.calls).toEqual(['send']);
  });

  it('gives up sending after the last wait and reports the lost answer', async () => {
    const lost = () => new ApiError('network_error', 0, 'lost');
    const s = script([lost(), lost(), lost(), lost()]);
    await expect(runVendorTransfer(s.deps)).rejects.toMatchObject({ code: 'network_error' });
    expect(s.calls).toHaveLength(4);
  });

  it('keeps checking through a lost status answer', async () => {
    const s = script([transfer('unknown'), new ApiError('network_error', 0, 'x'), transfer('succeeded')]);
    expect((await runVendorTransfer(s.deps)).status).toBe('succeeded');
  });
});
