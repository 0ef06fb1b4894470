import { createHash, randomBytes } from 'node:crypto';
import { HOUSE_SLOT_NODE_ID } from '@app/contracts';
import { FairRandom, HOUSE_SLOT, playRound } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSettingsService } from '../system/index.js';
import {
  createSeamlessWallet,
  createVendorSessions,
  type SeamlessWallet,
  type VendorSessions,
} from '../vendors/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { createHouseAdapter } from './house.adapter.js';
import { createHouseSeeds, type HouseSeeds } from './house-seeds.service.js';
import { createHouseSlot, type HouseSlot } from './house-slot.service.js';

let h: CashoutHarness;
let sessions: VendorSessions;
let seeds: HouseSeeds;
let wallet: SeamlessWallet;
let slot: HouseSlot;

beforeAll(async () => {
  h = await cashoutApp();
  wallet = createSeamlessWallet({ db: h.db, clock: h.clock, ledger: h.ledger });
  sessions = createVendorSessions({ db: h.db, clock: h.clock });
  seeds = createHouseSeeds({ db: h.db, clock: h.clock });
  slot = createHouseSlot({ db: h.db, clock: h.clock, seeds, wallet });
});

/** A member who launched the house slot (the launch opened a seamless session, as for any vendor). */
async function player(amount = 1_000_000_000, type = 0) {
  const m = await makeMember(h, { type });
  if (amount > 0 && type === 0) await fund(h, m.id, amount);
  const s = await sessions.open({
    vendor: 'HOUSE',
    memberId: m.id,
    unit: type === 4 ? 'PLAY' : 'VND',
    game: { nodeId: HOUSE_SLOT_NODE_ID, gameType: 'RNG' },
  });
  return { id: m.id, token: s.token };
}
const cashOf = async (id: number) => (await h.ledger.balances([{ member: id, kind: 'cash' }]))[0]!.available;
const req = () => randomBytes(8).toString('hex');
const bet = (token: string, extra: Partial<{ lineBet: number; lines: number; requestId: string }> = {}) => ({
  token,
  lineBet: 10_000,
  lines: 20,
  requestId: req(),
  ...extra,
});

async function betRow(memberId: number, roundId: string) {
  const [row] = await h.db<{ stake: number; win: number; status: string; game_node_id: string }[]>`
    SELECT stake, win, status, game_node_id FROM bets WHERE vendor = 'HOUSE' AND member_id = ${memberId} AND round_id = ${roundId}`;
  return row;
}

describe('house slot rounds through the seamless wallet', () => {
  it('debits the stake and credits the win of each round, and the round shows in bets', async () => {
    const p = await player();
    let expected = 1_000_000_000;
    for (let i = 0; i < 30; i++) {
      const a = await slot.spin(bet(p.token));
      expected += a.spin.totalWin - a.spin.totalBet;
      expect(a.spin.totalBet).toBe(200_000);
      expect(a.balance).toBe(expected);
      expect(await betRow(p.id, a.spin.roundId)).toEqual({
        stake: 200_000,
        win: a.spin.totalWin,
        status: 'settled',
        game_node_id: HOUSE_SLOT_NODE_ID,
      });
    }
    expect(await cashOf(p.id)).toBe(expected);
    await expectLedgerClean(h);
  });

  it('plays a retried request once: same round, nothing moves again', async () => {
    const p = await player();
    const input = bet(p.token, { lineBet: 50_000, lines: 10 });
    const [a, b] = await Promise.all([slot.spin(input), slot.spin(input)]);
    expect(b.spin.id).toBe(a.spin.id);
    const c = await slot.spin(input);
    expect(c.spin).toEqual(a.spin);
    expect(await cashOf(p.id)).toBe(1_000_000_000 - 500_000 + a.spin.totalWin);
    expect((await seeds.fairness(p.id)).nonce).toBe(1);
  });

  it('commits to the server seed before play; rotation reveals it and every round recomputes', async () => {
    const p = await player();
    const before = await seeds.fairness(p.id);
    expect(before.nonce).toBe(0);
    const played = [];
    for (let i = 0; i < 5; i++) played.push((await slot.spin(bet(p.token))).spin);
    expect(played.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(played.every((s) => s.serverSeed === null && s.serverSeedHash === before.serverSeedHash)).toBe(true);

    const rotated = await slot.rotate(p.token, 'my-own_seed');
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      spins: 5,
    });
    const serverSeed = rotated.revealed!.serverSeed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(before.serverSeedHash);
    expect(rotated.fairness).toMatchObject({ clientSeed: 'my-own_seed', nonce: 0 });
    expect(rotated.fairness.serverSeedHash).not.toBe(before.serverSeedHash);

    const listed = await slot.list(p.token, undefined);
    expect(listed.items.map((s) => s.nonce)).toEqual([4, 3, 2, 1, 0]);
    for (const s of listed.items) {
      expect(s.serverSeed).toBe(serverSeed);
      // The pure-JS HMAC the browser's verifier uses recomputes what the server played.
      const again = playRound(HOUSE_SLOT, new FairRandom({ serverSeed, clientSeed: s.clientSeed, nonce: s.nonce }), {
        lineBet: s.lineBet,
        lines: s.lines,
      });
      expect({ base: again.base, freeSpins: again.freeSpins, totalWin: again.totalWin }).toEqual({
        base: s.base,
        freeSpins: s.freeSpins,
        totalWin: s.totalWin,
      });
    }
    const next = await slot.spin(bet(p.token));
    expect(next.spin).toMatchObject({ nonce: 0, clientSeed: 'my-own_seed', serverSeed: null });
  });

  it('refuses a stake above the balance with the balance, and moves nothing', async () => {
    const p = await player(150_000);
    await expect(slot.spin(bet(p.token))).rejects.toMatchObject({
      code: 'insufficient_funds',
      status: 422,
      details: { balance: 150_000 },
    });
    expect(await cashOf(p.id)).toBe(150_000);
    expect((await slot.list(p.token, undefined)).items).toEqual([]);
    await expectLedgerClean(h);
  });

  it('refuses an unknown launch token and bad bets, and moves nothing', async () => {
    const p = await player();
    await expect(slot.spin(bet('not-a-token'))).rejects.toMatchObject({ code: 'house_session_expired' });
    for (const bad of [{ lineBet: 15_000 }, { lines: 0 }, { lines: 21 }, { lineBet: -10_000 }]) {
      await expect(slot.spin(bet(p.token, bad))).rejects.toMatchObject({
        code: 'house_bet_invalid',
        status: 400,
      });
    }
    expect(await cashOf(p.id)).toBe(1_000_000_000);
  });

  it('a trial account plays with play money', async () => {
    const p = await player(0, 4);
    const [start] = await h.ledger.balances([{ member: p.id, kind: 'play' }]);
    expect(start!.available).toBe(0);
    await expect(slot.spin(bet(p.token))).rejects.toMatchObject({ code: 'insufficient_funds' });
    await h.ledger.transfer({
      debit: { house: 'play_issuance', unit: 'PLAY' },
      credit: { member: p.id, kind: 'play' },
      amount: 10_000_000,
      unit: 'PLAY',
      kind: 'trial_grant',
      idempotencyKey: `test-play:${p.id}`,
    });
    const a = await slot.spin(bet(p.token));
    expect(a.spin.unit).toBe('PLAY');
    expect(a.balance).toBe(10_000_000 - 200_000 + a.spin.totalWin);
    expect(await cashOf(p.id)).toBe(0);
  });

  it('finishes rounds a crash left half-way: a taken stake is paid its win, an unanswered stake is refunded', async () => {
    const p = await player();
    // The win's answer is lost once: the round stays 'crediting' with the stake taken.
    let failCredit = true;
    const flaky: SeamlessWallet = {
      ...wallet,
      credit: async (input) => {
        const a = await wallet.credit(input);
        if (failCredit) {
          failCredit = false;
          throw new Error('connection lost');
        }
        return a;
      },
      debit: async (input) => {
        const a = await wallet.debit(input);
        if (input.roundId && lostDebit) throw new Error('connection lost');
        return a;
      },
    };
    let lostDebit = false;
    const crashy = createHouseSlot({ db: h.db, clock: h.clock, seeds, wallet: flaky });
    await expect(crashy.spin(bet(p.token))).rejects.toThrow('connection lost');
    lostDebit = true;
    await expect(crashy.spin(bet(p.token))).rejects.toThrow('connection lost');
    const [credited, debited] = await h.db<{ id: number; state: string; total_win: number }[]>`
      SELECT id, state, total_win FROM house_spins WHERE member_id = ${p.id} ORDER BY id`;
    // The win was paid, only its answer was lost; the stake of the second was taken, its answer lost.
    expect(credited!.state).toBe('crediting');
    expect(debited!.state).toBe('debiting');
    expect(await cashOf(p.id)).toBe(1_000_000_000 - 400_000 + credited!.total_win);

    expect(await slot.recover()).toBe(0); // younger than a minute: maybe still in flight
    h.clock.advance(61_000);
    expect(await slot.recover()).toBe(2);
    expect(await slot.recover()).toBe(0);
    expect(await cashOf(p.id)).toBe(1_000_000_000 - 200_000 + credited!.total_win);
    expect((await slot.list(p.token, undefined)).items.map((s) => s.id)).toEqual([credited!.id]);
    await expectLedgerClean(h);
  });

  it('launches like any vendor: an iframe on the site, carrying the launch token', async () => {
    const adapter = createHouseAdapter();
    expect(adapter).toMatchObject({ code: 'HOUSE', walletModel: 'seamless', allowsTrial: true });
    expect((await adapter.listGames!()).map((g) => g.nodeId)).toEqual([HOUSE_SLOT_NODE_ID, 'HOUSE-DICE-1']);
    const launched = await adapter.launch({
      player: 'm1',
      memberId: 1,
      trial: false,
      currency: 'VND',
      game: { nodeId: HOUSE_SLOT_NODE_ID, gameCode: 'slot-1', gameType: 'RNG', vassalage: 'HOUSE' },
      token: 'tok_en-1',
      host: 'https://cdn.example',
      language: 'en',
      device: 'desktop',
    });
    expect(launched).toEqual({ mode: 'iframe', url: '/house/slot?token=tok_en-1&lang=en' });
  });
});

describe('house slot endpoints', () => {
  it('know the player by the launch token only: commitment, a round, the list', async () => {
    const p = await player();
    const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload });
    const opened = await post('/wps/house/slot/session', { token: p.token });
    expect(opened.statusCode).toBe(200);
    const { balance: start, currency, fairness: fair } = opened.json().value;
    expect({ start, currency }).toEqual({ start: 1_000_000_000, currency: 'VND' });
    expect(fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fair.nonce).toBe(0);
    const spun = await post('/wps/house/slot/spin', bet(p.token));
    expect(spun.statusCode).toBe(200);
    const { spin, balance, fairness } = spun.json().value;
    expect(spin).toMatchObject({ nonce: 0, serverSeedHash: fair.serverSeedHash, serverSeed: null, totalBet: 200_000 });
    expect(balance).toBe(1_000_000_000 - 200_000 + spin.totalWin);
    expect(fairness.nonce).toBe(1);
    const listed = await post('/wps/house/slot/spins', { token: p.token });
    expect(listed.json().value).toEqual({ items: [spin], hasMore: false });
    const other = await player();
    expect((await post('/wps/house/slot/spins', { token: other.token })).json().value.items).toEqual([]);
    const stranger = await post('/wps/house/slot/spins', { token: 'forged' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ success: false, code: 'house_session_expired' });
    const badSeed = await post('/wps/house/slot/seed/rotate', { token: p.token, clientSeed: 'has:colon' });
    expect(badSeed.statusCode).toBe(400);
  });

  it('refuse a spin with 503 during maintenance, moving nothing', async () => {
    const p = await player();
    const settings = createSettingsService({ db: h.db, clock: h.clock });
    const maintenance = (enabled: boolean) =>
      settings.set(
        'maintenance',
        { enabled, title: 'Bảo trì', info: '', startTime: null, endTime: null },
        { actor: 'test' },
      );
    await maintenance(true);
    const res = await h.app.inject({ method: 'POST', url: '/wps/house/slot/spin', payload: bet(p.token) });
    await maintenance(false);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('maintenance');
    expect(await cashOf(p.id)).toBe(1_000_000_000);
    expect((await slot.list(p.token, undefined)).items).toEqual([]);
  });

  it('refuse new rounds once the launch session has expired, but keep the history readable by a new launch', async () => {
    const p = await player();
    await slot.spin(bet(p.token));
    h.clock.advance(5 * 60 * 60 * 1000);
    await expect(slot.spin(bet(p.token))).rejects.toMatchObject({ code: 'house_session_expired' });
    const again = await sessions.open({
      vendor: 'HOUSE',
      memberId: p.id,
      unit: 'VND',
      game: { nodeId: HOUSE_SLOT_NODE_ID, gameType: 'RNG' },
    });
    expect((await slot.list(again.token, undefined)).items).toHaveLength(1);
  });
});
