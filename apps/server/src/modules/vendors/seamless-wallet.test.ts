import { beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../payments/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { findBet } from './bets.repository.js';
import { createSeamlessCallbacks, VENDOR_SIGNATURE_HEADER } from './seamless.callbacks.js';
import { createSeamlessWallet, type SeamlessWalletService } from './seamless-wallet.service.js';
import { runSimulation } from './test/vendor-simulator.js';
import { createVendorCredentials } from './vendor-credentials.js';
import { createVendorRegistry } from './vendor-registry.js';
import { createVendorSessions, VENDOR_SESSION_TTL_MS, type VendorSessions } from './vendor-sessions.js';

let h: CashoutHarness;
let wallet: SeamlessWalletService;
let sessions: VendorSessions;
const V = 'SIMV';
beforeAll(async () => {
  h = await cashoutApp();
  wallet = createSeamlessWallet({ db: h.db, clock: h.clock, ledger: h.ledger });
  sessions = createVendorSessions({ db: h.db, clock: h.clock });
});

async function player(amount = 1_000_000, opts: { trial?: boolean } = {}) {
  const m = await makeMember(h, { type: opts.trial ? 4 : 0 });
  if (amount > 0 && !opts.trial) await fund(h, m.id, amount);
  const s = await sessions.open({
    vendor: V,
    memberId: m.id,
    unit: opts.trial ? 'PLAY' : 'VND',
    game: { nodeId: 'SIMV-1', gameType: 'RNG' },
  });
  return { id: m.id, ...s };
}
const cashOf = async (id: number) => (await h.ledger.balances([{ member: id, kind: 'cash' }]))[0]!.available;

describe('seamless wallet rules (domain/vendor-wallets.md)', () => {
  it('authenticates a launch token and answers the balance; an unknown token is refused', async () => {
    const p = await player(500_000);
    expect(await wallet.authenticate({ vendor: V, token: p.token })).toMatchObject({
      status: 'OK',
      player: p.player,
      balance: 500_000,
      currency: 'VND',
    });
    expect((await wallet.authenticate({ vendor: V, token: 'nope' })).status).toBe('INVALID_TOKEN');
    expect((await wallet.authenticate({ vendor: 'OTHER', token: p.token })).status).toBe('INVALID_TOKEN');
    expect(await wallet.balance({ vendor: V, player: p.player })).toMatchObject({ status: 'OK', balance: 500_000 });
    expect((await wallet.balance({ vendor: V, player: 'm999999' })).status).toBe('PLAYER_NOT_FOUND');
  });

  it('a repeated transaction id answers the first answer and moves nothing', async () => {
    const p = await player(500_000);
    const d = { vendor: V, player: p.player, txnId: 'rep-1', roundId: 'rr-1', amount: 100_000, token: p.token };
    const first = await wallet.debit(d);
    expect(first).toMatchObject({ status: 'OK', balance: 400_000 });
    const again = await wallet.debit(d);
    expect(again).toMatchObject({ status: 'OK', balance: 400_000, replayed: true, transactionId: first.transactionId });
    // Same id with another amount: still the first answer, nothing moves.
    expect((await wallet.debit({ ...d, amount: 1 })).balance).toBe(400_000);
    const win = { vendor: V, player: p.player, txnId: 'rep-w1', roundId: 'rr-1', amount: 250_000 };
    await Promise.all([wallet.credit(win), wallet.credit(win), wallet.credit(win)]);
    expect(await cashOf(p.id)).toBe(650_000);
    expect(await findBet(h.db, { memberId: p.id, vendor: V, roundId: 'rr-1' })).toMatchObject({
      stake: 100_000,
      win: 250_000,
      status: 'settled',
      category: 'RNG',
    });
    await expectLedgerClean(h);
  });

  it('insufficient funds: refused with the balance; the refusal is the answer for good', async () => {
    const p = await player(50_000);
    const d = { vendor: V, player: p.player, txnId: 'nsf-1', roundId: 'nsf-r', amount: 60_000, token: p.token };
    expect(await wallet.debit(d)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 50_000 });
    await fund(h, p.id, 100_000);
    expect(await wallet.debit(d)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 150_000, replayed: true });
    expect(await findBet(h.db, { memberId: p.id, vendor: V, roundId: 'nsf-r' })).toBeUndefined();
  });

  it('rollback of an unknown bet succeeds and changes nothing; the bet arriving after it is refused', async () => {
    const p = await player(300_000);
    expect(
      await wallet.rollback({ vendor: V, player: p.player, txnId: 'rb-u1', refTxnId: 'late-1', roundId: 'lr' }),
    ).toMatchObject({ status: 'OK', balance: 300_000 });
    const late = { vendor: V, player: p.player, txnId: 'late-1', roundId: 'lr', amount: 10_000, token: p.token };
    expect(await wallet.debit(late)).toMatchObject({ status: 'BET_ROLLED_BACK', balance: 300_000 });
    expect((await wallet.debit(late)).status).toBe('BET_ROLLED_BACK');
    expect(await cashOf(p.id)).toBe(300_000);
  });

  it('rollback refunds a bet once, even when sent twice under two ids; a win for it is refused', async () => {
    const p = await player(300_000);
    await wallet.debit({ vendor: V, player: p.player, txnId: 'b-1', roundId: 'br', amount: 70_000, token: p.token });
    const rb = { vendor: V, player: p.player, refTxnId: 'b-1' };
    expect(await wallet.rollback({ ...rb, txnId: 'rb-1' })).toMatchObject({ status: 'OK', balance: 300_000 });
    expect(await wallet.rollback({ ...rb, txnId: 'rb-1' })).toMatchObject({ status: 'OK', replayed: true });
    expect(await wallet.rollback({ ...rb, txnId: 'rb-2' })).toMatchObject({ status: 'OK', balance: 300_000 });
    const win = { vendor: V, player: p.player, txnId: 'w-b1', roundId: 'br', amount: 90_000, betTxnId: 'b-1' };
    expect((await wallet.credit(win)).status).toBe('BET_ROLLED_BACK');
    expect(await cashOf(p.id)).toBe(300_000);
    expect((await findBet(h.db, { memberId: p.id, vendor: V, roundId: 'br' }))?.status).toBe('cancelled');
    await expectLedgerClean(h);
  });

  it('a win is paid after the session expired; a new bet on it is refused', async () => {
    const p = await player(100_000);
    await wallet.debit({ vendor: V, player: p.player, txnId: 'x-1', roundId: 'xr', amount: 20_000, token: p.token });
    h.clock.advance(VENDOR_SESSION_TTL_MS + 1000);
    expect((await wallet.authenticate({ vendor: V, token: p.token })).status).toBe('INVALID_TOKEN');
    const late = await wallet.credit({ vendor: V, player: p.player, txnId: 'x-w', roundId: 'xr', amount: 55_000 });
    expect(late).toMatchObject({ status: 'OK', balance: 135_000 });
    const bet = { vendor: V, player: p.player, txnId: 'x-2', roundId: 'xr2', amount: 1_000, token: p.token };
    expect((await wallet.debit(bet)).status).toBe('INVALID_TOKEN');
    // Rollbacks too are accepted without a session.
    expect((await wallet.rollback({ vendor: V, player: p.player, txnId: 'x-rb', refTxnId: 'x-1' })).status).toBe('OK');
    expect(await cashOf(p.id)).toBe(155_000);
  });

  it("a vendor reusing another player's transaction id gets INVALID_REQUEST and touches nothing", async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    await wallet.debit({ vendor: V, player: a.player, txnId: 'own-1', roundId: 'o', amount: 10_000, token: a.token });
    const bb = { vendor: V, player: b.player, txnId: 'own-1', roundId: 'o', amount: 10_000, token: b.token };
    expect(await wallet.debit(bb)).toEqual({ status: 'INVALID_REQUEST' });
    expect(await wallet.rollback({ vendor: V, player: b.player, txnId: 'own-rb', refTxnId: 'own-1' })).toEqual({
      status: 'INVALID_REQUEST',
    });
    expect([await cashOf(a.id), await cashOf(b.id)]).toEqual([90_000, 100_000]);
  });

  it('trial accounts play with play money (PLAY), never cash', async () => {
    const p = await player(0, { trial: true });
    await h.ledger.transfer({
      debit: { house: 'play_issuance', unit: 'PLAY' },
      credit: { member: p.id, kind: 'play' },
      amount: 1_000_000,
      unit: 'PLAY',
      kind: 'trial_grant',
      idempotencyKey: `grant-${p.id}`,
    });
    const a = await wallet.debit({
      vendor: V,
      player: p.player,
      txnId: 't-1',
      roundId: 'tr',
      amount: 1_000,
      token: p.token,
    });
    expect(a).toMatchObject({ status: 'OK', balance: 999_000, currency: 'PLAY' });
    expect(await cashOf(p.id)).toBe(0);
  });

  it('a crash between the ledger and the journal is finished once by the next call for that id', async () => {
    const p = await player(100_000);
    // As if the process stopped right after the ledger transfer: journal row still 'moving'.
    await h.db`INSERT INTO vendor_transactions (vendor, kind, txn_id, member_id, unit, round_id, amount, state, created_at, updated_at)
      VALUES (${V}, 'debit', 'crash-1', ${p.id}, 'VND', 'cr', 30000, 'moving', ${h.clock.now()}, ${h.clock.now()})`;
    await h.ledger.transfer({
      debit: { member: p.id, kind: 'cash' },
      credit: { house: 'game_revenue', unit: 'VND' },
      amount: 30_000,
      unit: 'VND',
      kind: 'bet',
      reference: `${V}:cr`,
      idempotencyKey: `seamless:${V}:debit:crash-1`,
    });
    // The vendor never got its answer and cancels: the rollback finishes the debit, then refunds it.
    const rb = await wallet.rollback({ vendor: V, player: p.player, txnId: 'crash-rb', refTxnId: 'crash-1' });
    expect(rb).toMatchObject({ status: 'OK', balance: 100_000 });
    expect((await findBet(h.db, { memberId: p.id, vendor: V, roundId: 'cr' }))?.status).toBe('cancelled');
    await expectLedgerClean(h);
  });
});

describe('recovery pass', () => {
  it('finishes journal rows a crash left moving for over a minute, once, from the ledger', async () => {
    const p = await player(100_000);
    const at = h.clock.now();
    // Crashed after the ledger moved the win but before the journal was finished; and one before the ledger.
    await h.db`INSERT INTO vendor_transactions (vendor, kind, txn_id, member_id, unit, round_id, amount, state, created_at, updated_at)
      VALUES (${V}, 'credit', 'rec-1', ${p.id}, 'VND', 'rec-r', 40000, 'moving', ${at}, ${at}),
             (${V}, 'credit', 'rec-2', ${p.id}, 'VND', 'rec-r2', 5000, 'moving', ${at}, ${at})`;
    await h.ledger.transfer({
      debit: { house: 'game_revenue', unit: 'VND' },
      credit: { member: p.id, kind: 'cash' },
      amount: 40_000,
      unit: 'VND',
      kind: 'win',
      reference: `${V}:rec-r`,
      idempotencyKey: `seamless:${V}:credit:rec-1`,
    });
    expect(await wallet.recover()).toBe(0); // too young: its own call may still be running
    h.clock.advance(61_000);
    expect(await wallet.recover()).toBe(2);
    expect(await wallet.recover()).toBe(0);
    expect(await cashOf(p.id)).toBe(145_000);
    const rows = await h.db`SELECT txn_id, state FROM vendor_transactions WHERE member_id = ${p.id} ORDER BY txn_id`;
    expect(rows.map((r) => [r.txn_id, r.state])).toEqual([
      ['rec-1', 'done'],
      ['rec-2', 'done'],
    ]);
    expect(await findBet(h.db, { memberId: p.id, vendor: V, roundId: 'rec-r' })).toMatchObject({ win: 40_000 });
    // The vendor's retry of the win now answers the first answer and moves nothing.
    const again = await wallet.credit({
      vendor: V,
      player: p.player,
      txnId: 'rec-1',
      roundId: 'rec-r',
      amount: 40_000,
    });
    expect(again).toMatchObject({ status: 'OK', replayed: true, balance: 145_000 });
    await expectLedgerClean(h);
  });
});

describe('maintenance, vendor vocabularies and credentials', () => {
  it('while debits are blocked (maintenance) a stake is refused, a win still lands', async () => {
    const blocked = createSeamlessWallet({
      db: h.db,
      clock: h.clock,
      ledger: h.ledger,
      debitsBlocked: async () => true,
    });
    const p = await player(100_000);
    const bet = { vendor: V, player: p.player, txnId: 'mt-1', roundId: 'mt', amount: 1_000, token: p.token };
    expect(await blocked.debit(bet)).toMatchObject({ status: 'ACCOUNT_BLOCKED', balance: 100_000 });
    const win = await blocked.credit({ vendor: V, player: p.player, txnId: 'mt-w', roundId: 'mt0', amount: 2_000 });
    expect(win).toMatchObject({ status: 'OK', balance: 102_000 });
  });

  it('an adapter maps our answers to its own words; credentials admit, rotate and disable a vendor (audited)', async () => {
    const registry = createVendorRegistry([
      {
        code: V,
        walletModel: 'seamless',
        allowsTrial: false,
        launch: async () => ({ mode: 'iframe', url: '/x' }),
        mapAnswer: (_call, a) => ({
          status:
            a.status === 'OK' ? 'RS_OK' : a.status === 'INSUFFICIENT_FUNDS' ? 'RS_ERROR_NOT_ENOUGH_MONEY' : 'RS_ERROR',
          balance: a.balance,
        }),
      },
    ]);
    const callbacks = createSeamlessCallbacks({ db: h.db, clock: h.clock, wallet, registry });
    const credentials = createVendorCredentials({ db: h.db, clock: h.clock });
    const secret = await credentials.set(V, 'test');
    const p = await player(10_000);
    const send = (body: unknown, key = secret, ip = '203.0.113.7') => {
      const raw = Buffer.from(JSON.stringify(body));
      return callbacks.handle(
        V.toLowerCase(),
        'debit',
        { [VENDOR_SIGNATURE_HEADER]: signBody(key, h.clock.now(), raw) },
        raw,
        ip,
      );
    };
    const debit = { player: p.player, txnId: 'voc-1', roundId: 'voc', amount: 50_000, token: p.token };
    expect(await send(debit)).toEqual({ raw: true, body: { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 10_000 } });
    expect(await send({ ...debit, txnId: 'voc-2', amount: 1_000 })).toEqual({
      raw: true,
      body: { status: 'RS_OK', balance: 9_000 },
    });
    const rotated = await credentials.set(V, 'test');
    await expect(send({ ...debit, txnId: 'voc-3' })).rejects.toMatchObject({ code: 'vendor_signature_invalid' });
    expect((await send({ ...debit, txnId: 'voc-3', amount: 1_000 }, rotated)).body).toMatchObject({ status: 'RS_OK' });
    // An allow-list: the vendor's own range is admitted, any other address refused.
    const listed = await credentials.set(V, 'test', undefined, ['203.0.113.0/24', '2001:db8::1']);
    expect((await send({ ...debit, txnId: 'voc-5', amount: 1_000 }, listed)).body).toMatchObject({ status: 'RS_OK' });
    await expect(send({ ...debit, txnId: 'voc-6', amount: 1_000 }, listed, '198.51.100.9')).rejects.toMatchObject({
      code: 'vendor_signature_invalid',
    });
    const mapped = await send({ ...debit, txnId: 'voc-7', amount: 1_000 }, listed, '::ffff:203.0.113.99');
    expect(mapped.body).toMatchObject({ status: 'RS_OK' });
    await expect(credentials.set(V, 'test', undefined, ['not-an-ip'])).rejects.toThrow('not-an-ip');
    await credentials.disable(V, 'test');
    await expect(send({ ...debit, txnId: 'voc-4' }, listed)).rejects.toMatchObject({
      code: 'vendor_signature_invalid',
    });
    const audit = await h.db`SELECT action, after FROM audit_log WHERE subject = ${V} ORDER BY id`;
    expect(audit.map((a) => a.action)).toEqual([
      'vendor_credentials.set',
      'vendor_credentials.set',
      'vendor_credentials.set',
      'vendor_credentials.disable',
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    // Re-enable for the simulator below (it calls in-process, but keep the vendor admitted).
    await credentials.set(V, 'test');
  });
});

describe('vendor simulator against the reference model', () => {
  for (const seed of [7, 1234, 98765]) {
    it(`seed ${seed}: duplicates, reordering, late wins, timeouts leave every wallet as the model says`, async () => {
      const players = await Promise.all(Array.from({ length: 4 }, () => player(20_000_000)));
      const opening = Object.fromEntries(players.map((p) => [p.player, 20_000_000]));
      const start = h.clock.now();
      const result = await runSimulation({
        wallet,
        vendor: V,
        players,
        opening,
        rounds: 25,
        seed,
        expireSessions: () => h.clock.advance(VENDOR_SESSION_TTL_MS + 60_000),
      });
      expect(result.mismatches).toEqual([]);
      const played = [
        'timeout_after_apply',
        'rollback_before_bet',
        'duplicate_debit',
        'late_win',
        'race_debit_first',
        'race_rollback_first',
      ];
      expect(played.filter((f) => !result.faults[f])).toEqual([]);
      for (const p of players) {
        expect(await cashOf(p.id)).toBe(result.model.balances.get(p.player));
        for (const [key, r] of result.model.rounds) {
          const [who, roundId] = key.split('/') as [string, string];
          if (who !== p.player) continue;
          const row = await findBet(h.db, { memberId: p.id, vendor: V, roundId });
          expect({ roundId, stake: row?.stake, win: row?.win, status: row?.status }).toEqual({ roundId, ...r });
        }
      }
      await expectLedgerClean(h);
      h.clock.set(start);
    });
  }
});
