import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, type TestApp } from '../../../test/harness.js';
import { signBody } from '../payments/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { findBet } from './bets.repository.js';
import { createPlayerLock } from './player-lock.js';
import { VENDOR_SIGNATURE_HEADER } from './seamless.callbacks.js';
import type { SeamlessWallet } from './seamless-wallet.types.js';
import { catalogueVendor } from './test/vendor.fixtures.js';
import { runSimulation, seededRandom } from './test/vendor-simulator.js';
import type { SeamlessAnswer } from './vendor-adapter.js';
import { VENDOR_SESSION_TTL_MS } from './vendor-sessions.js';

/*
 * Two server processes on one database (two apps, two connection pools, two sets of services): a vendor
 * behind a load balancer reaches either with any call. A player's calls must still be applied one at a
 * time, in some order, with every answer and every balance what the reference model says for that order.
 */

let a: CashoutHarness;
let b: TestApp;
const SECRET = 'multi-process-vendor-secret-42';
beforeAll(async () => {
  a = await cashoutApp();
  b = await createPeerApp(a);
  await catalogueVendor(a.db, { code: 'PG', games: [{ nodeId: 'PG-1', gameType: 'RNG' }] });
  await a.db`INSERT INTO vendor_credentials (vendor, secret, updated_at) VALUES ('PG', ${SECRET}, ${a.clock.now()})`;
});

async function launchedMember(amount: number) {
  const m = await makeMember(a);
  if (amount > 0) await fund(a, m.id, amount);
  const res = await a.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: m.headers,
    payload: { nodeId: 'PG-1', language: 'en' },
  });
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().value.url, 'http://x').searchParams.get('token')!;
  return { ...m, player: `m${m.id}`, token };
}

/** The wallet over HTTP, each call sent to the process `route` picks (0: a, 1: b). */
function httpWallet(route: () => number): SeamlessWallet & { sent: [number, number] } {
  const sent: [number, number] = [0, 0];
  const call = async (kind: string, body: unknown): Promise<SeamlessAnswer> => {
    const i = route();
    sent[i as 0 | 1]++;
    const raw = JSON.stringify(body);
    const res = await [a, b][i]!.app.inject({
      method: 'POST',
      url: `/wps/vendors/PG/wallet/${kind}`,
      headers: { 'content-type': 'application/json', [VENDOR_SIGNATURE_HEADER]: signBody(SECRET, a.clock.now(), raw) },
      payload: raw,
    });
    return res.json().value;
  };
  return {
    sent,
    authenticate: (i) => call('authenticate', { token: i.token }),
    balance: (i) => call('balance', { player: i.player }),
    debit: ({ vendor: _v, ...i }) => call('debit', i),
    credit: ({ vendor: _v, ...i }) => call('credit', i),
    rollback: ({ vendor: _v, ...i }) => call('rollback', i),
  };
}

/** A vendor behind a load balancer: each call reaches one of the two processes at random. */
const balancedWallet = (seed: number) => {
  const pick = seededRandom(seed);
  return httpWallet(() => (pick() < 0.5 ? 0 : 1));
};

describe('the seamless wallet across two server processes', () => {
  for (const seed of [31, 4077]) {
    it(`seed ${seed}: one player's calls spread over both processes leave the wallet as the model says`, async () => {
      const opening = 1_000_000_000;
      const players = await Promise.all([launchedMember(opening), launchedMember(opening)]);
      const start = a.clock.now();
      const wallet = balancedWallet(seed);
      const result = await runSimulation({
        wallet,
        vendor: 'PG',
        players,
        opening: Object.fromEntries(players.map((p) => [p.player, opening])),
        rounds: 16,
        // Four tables of one player at once, each call to either process: the same player from both sides.
        parallelRounds: 4,
        seed,
        expireSessions: () => a.clock.advance(VENDOR_SESSION_TTL_MS + 1),
      });
      expect(result.mismatches).toEqual([]);
      expect(Math.min(...wallet.sent)).toBeGreaterThan(result.calls / 4);
      for (const p of players) {
        const [cash] = await a.ledger.balances([{ member: p.id, kind: 'cash' }]);
        expect(cash!.available).toBe(result.model.balances.get(p.player));
        for (const [key, r] of result.model.rounds) {
          const [who, roundId] = key.split('/') as [string, string];
          if (who !== p.player) continue;
          const row = await findBet(a.db, { memberId: p.id, vendor: 'PG', roundId });
          expect({ roundId, stake: row?.stake, win: row?.win, status: row?.status }).toEqual({ roundId, ...r });
        }
      }
      await expectLedgerClean(a);
      a.clock.set(start);
    });
  }

  it('a debit and its rollback sent to different processes at the same moment apply in one order', async () => {
    const p = await launchedMember(10_000_000);
    const viaA = httpWallet(() => 0);
    const viaB = httpWallet(() => 1);
    for (let r = 0; r < 12; r++) {
      // Which process gets which call alternates, so both sides take the debit and the rollback.
      const [toA, toB] = r % 2 === 0 ? [viaA, viaB] : [viaB, viaA];
      const debit = { vendor: 'PG', player: p.player, txnId: `race-d${r}`, roundId: `race-r${r}`, amount: 100_000 };
      const [d, rb] = await Promise.all([
        toA.debit({ ...debit, token: p.token }),
        toB.rollback({ vendor: 'PG', player: p.player, txnId: `race-rb${r}`, refTxnId: debit.txnId }),
      ]);
      expect(rb.status).toBe('OK');
      // Debit first: it stood and the rollback refunded it. Rollback first: the debit is refused for good.
      expect(['OK', 'BET_ROLLED_BACK']).toContain(d.status);
      const again = await toB.debit({ ...debit, token: p.token });
      expect(again.status).toBe(d.status);
      const round = await findBet(a.db, { memberId: p.id, vendor: 'PG', roundId: debit.roundId });
      expect(round ? { stake: round.stake, status: round.status } : null).toEqual(
        d.status === 'OK' ? { stake: 0, status: 'cancelled' } : null,
      );
    }
    const [cash] = await a.ledger.balances([{ member: p.id, kind: 'cash' }]);
    expect(cash!.available).toBe(10_000_000);
    await expectLedgerClean(a);
  });

  it('a repeated debit racing a top-up on both processes gets one answer, and money moves only if it says OK', async () => {
    const p = await launchedMember(0);
    const viaA = httpWallet(() => 0);
    const viaB = httpWallet(() => 1);
    let expected = 0;
    const outcomes = new Set<string>();
    for (let r = 0; r < 40; r++) {
      // The stake is covered only once the win of another round has landed: the copies of the debit, one per
      // process, must agree on whether it came before or after, and the money must follow that answer.
      const debit = {
        vendor: 'PG',
        player: p.player,
        txnId: `tu-d${r}`,
        roundId: `tu-r${r}`,
        amount: 1_000,
        token: p.token,
      };
      const [d1, d2] = await Promise.all([
        viaA.debit(debit),
        viaB.debit(debit),
        (r % 2 ? viaA : viaB).credit({
          vendor: 'PG',
          player: p.player,
          txnId: `tu-c${r}`,
          roundId: `tu-w${r}`,
          amount: 1_000,
        }),
      ]);
      expect(d2.status).toBe(d1.status);
      outcomes.add(d1.status);
      expected += d1.status === 'OK' ? 0 : 1_000;
      const [cash] = await a.ledger.balances([{ member: p.id, kind: 'cash' }]);
      expect(cash!.available).toBe(expected);
      // Whatever the balance now, the debit's answer stays its first answer.
      expect((await viaB.debit(debit)).status).toBe(d1.status);
    }
    await expectLedgerClean(a);
  });

  it("the player lock of one process makes the other process's call for that player wait, not others", async () => {
    const lockA = createPlayerLock(a.db);
    const lockB = createPlayerLock(b.db);
    const log: string[] = [];
    const hold = (name: string, ms: number) => async () => {
      log.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}-`);
      return name;
    };
    const first = lockA('PG:m1', hold('a', 300));
    // Wait until a holds the lock (a fixed pause could end before a busy process took it).
    await expect.poll(() => log.includes('a+'), { interval: 5, timeout: 5_000 }).toBe(true);
    const [ra, rb, rc] = await Promise.all([first, lockB('PG:m1', hold('b', 1)), lockB('PG:m2', hold('c', 1))]);
    expect([ra, rb, rc]).toEqual(['a', 'b', 'c']);
    // b (same player, other process) started only after a ended; c (another player) did not wait.
    expect(log.indexOf('b+')).toBeGreaterThan(log.indexOf('a-'));
    expect(log.indexOf('c-')).toBeLessThan(log.indexOf('a-'));
    // A failing call releases the lock.
    await expect(lockA('PG:m1', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lockB('PG:m1', async () => 'free')).toBe('free');
  });
});
