import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountRef, TransferInput, TransferResult } from './ledger.types.js';
import { verifyLedger } from './ledger.verify.js';
import { key, type LedgerHarness, ledgerHarness, makeMembers } from './test/ledger.factory.js';

let h: LedgerHarness;
beforeAll(async () => {
  h = await ledgerHarness({ maxConnections: 16 });
});

const OPS = 3_000;
const WORKERS = 16;
const VENDORS = ['TCG', 'PG', 'EVO'];

/** A small deterministic PRNG, so a failing run can be repeated with the same seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('conservation under random concurrent load', () => {
  it(`${OPS} random operations from ${WORKERS} workers keep every invariant`, async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    const rand = rng(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const amount = () => 1 + Math.floor(rand() * 50_000);
    const members = await makeMembers(h.db, 12);
    const house = (k: 'payment_clearing' | 'game_revenue' | 'fees' | 'bonus_expense'): AccountRef => ({
      house: k,
      unit: 'VND',
    });
    const cash = (m: number): AccountRef => ({ member: m, kind: 'cash' });
    const vendor = (m: number, v: string): AccountRef => ({ member: m, kind: 'vendor', vendor: v });
    const t = (debit: AccountRef, credit: AccountRef, kind: string, pending = false): TransferInput => ({
      debit,
      credit,
      amount: amount(),
      unit: 'VND',
      kind,
      idempotencyKey: key(kind),
      pending,
    });

    const acked = new Map<string, TransferResult>();
    const sent: TransferInput[] = [];
    const sentBatches: TransferInput[][] = [];
    const openPendings: number[] = [];
    const outcomes: Record<string, number> = {};
    const note = (label: string) => {
      outcomes[label] = (outcomes[label] ?? 0) + 1;
    };

    async function one(): Promise<void> {
      const m = pick(members);
      const other = pick(members);
      const r = rand();
      try {
        let results: TransferResult[];
        if (r < 0.2) results = [await send(t(house('payment_clearing'), cash(m), 'deposit'))];
        else if (r < 0.3) results = [await send(t(cash(m), house('payment_clearing'), 'withdrawal', true))];
        else if (r < 0.4 && openPendings.length) {
          const id = openPendings.splice(Math.floor(rand() * openPendings.length), 1)[0]!;
          const x = rand();
          const k = key('resolve');
          results = [
            x < 0.4
              ? await h.ledger.post(id, { idempotencyKey: k })
              : x < 0.6
                ? await h.ledger.post(id, { idempotencyKey: k, amount: 1 })
                : await h.ledger.void(id, { idempotencyKey: k }),
          ];
        } else if (r < 0.55) {
          const bet = t(cash(m), house('game_revenue'), 'bet');
          const fee = { ...t(cash(m), house('fees'), 'fee'), amount: 1 + Math.floor(bet.amount / 100) };
          sentBatches.push([bet, fee]);
          results = await h.ledger.batch([bet, fee]);
        } else if (r < 0.62) results = [await send(t(house('game_revenue'), cash(m), 'win'))];
        else if (r < 0.72) results = [await send(t(cash(m), vendor(m, pick(VENDORS)), 'vendor_in'))];
        else if (r < 0.82) results = [await send(t(vendor(m, pick(VENDORS)), cash(m), 'vendor_out'))];
        else if (r < 0.86) results = [await send(t(house('bonus_expense'), { member: m, kind: 'locked' }, 'bonus'))];
        else if (r < 0.93 && m !== other) results = [await send(t(cash(m), cash(other), 'p2p'))];
        else if (sent.length && sentBatches.length) {
          // A client retry of an earlier request (a batch is retried whole): must answer the first
          // result, never move money again.
          results = rand() < 0.7 ? [await h.ledger.transfer(pick(sent))] : await h.ledger.batch(pick(sentBatches));
          note('replay');
        } else return;
        for (const res of results) {
          const before = acked.get(res.idempotencyKey);
          if (before) expect(res.id).toBe(before.id);
          acked.set(res.idempotencyKey, res);
          if (res.status === 'pending' && !res.replayed) openPendings.push(res.id);
        }
        note('ok');
      } catch (err) {
        const code = (err as { code?: string }).code ?? String(err);
        // Only clean business refusals are acceptable outcomes under load.
        expect(['insufficient_funds', 'pending_already_resolved'], String((err as Error).message)).toContain(code);
        note(code);
      }
    }

    async function send(input: TransferInput): Promise<TransferResult> {
      sent.push(input);
      return h.ledger.transfer(input);
    }

    let remaining = OPS;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (remaining-- > 0) await one();
      }),
    );

    const report = await verifyLedger(h.db);
    expect(report.violations, `seed ${seed}`).toEqual([]);
    expect(report.unitTotals.VND).toBe(0);
    // Every acknowledged transfer is stored exactly once, with the answer the caller got.
    const stored = await h.db<{ idempotency_key: string; id: number }[]>`
      SELECT idempotency_key, id FROM ledger_transfers WHERE idempotency_key = ANY(${[...acked.keys()]}::text[])`;
    expect(stored).toHaveLength(acked.size);
    for (const s of stored) expect(s.id).toBe(acked.get(s.idempotency_key)!.id);
    expect(outcomes.ok).toBeGreaterThan(OPS / 2);
  }, 60_000);
});
