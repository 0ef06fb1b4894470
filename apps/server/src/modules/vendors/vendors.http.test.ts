import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../payments/index.js';
import { createSettingsService } from '../system/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { VENDOR_SIGNATURE_HEADER } from './seamless.callbacks.js';
import type { SeamlessWallet } from './seamless-wallet.types.js';
import { catalogueVendor } from './test/vendor.fixtures.js';
import { runSimulation } from './test/vendor-simulator.js';
import type { SeamlessAnswer } from './vendor-adapter.js';
import { VENDOR_SESSION_TTL_MS } from './vendor-sessions.js';

let h: CashoutHarness;
const SECRET = 'test-vendor-secret-0123456789';
beforeAll(async () => {
  h = await cashoutApp();
  // PG: a seamless vendor calling over HTTP (demo adapter + credentials); JOKER: transfer model (demo).
  await catalogueVendor(h.db, {
    code: 'PG',
    allowsTrial: true,
    games: [
      { nodeId: 'PG-1', gameType: 'RNG' },
      { nodeId: 'PG-OFF', gameType: 'RNG', enabled: false },
      { nodeId: 'PG-LOBBY', gameType: 'RNG', isGame: 'VASSALAGE' },
    ],
  });
  await catalogueVendor(h.db, {
    code: 'JOKER',
    walletModel: 'transfer',
    games: [{ nodeId: 'JOKER-1', gameType: 'FISH' }],
  });
  await catalogueVendor(h.db, { code: 'TCG_LOTTO_VN', games: [{ nodeId: 'VNL-1', gameType: 'LOTT', gameCode: 'HN' }] });
  await catalogueVendor(h.db, { code: 'OTHERLOT', games: [{ nodeId: 'OL-1', gameType: 'ELOTT' }] });
  await catalogueVendor(h.db, {
    code: 'SEA2',
    accountTypeName: 'TCG_SEA',
    games: [{ nodeId: 'SEA-1', gameType: 'ELOTT', gameCode: 'SEA5' }],
  });
  await h.db`INSERT INTO vendor_credentials (vendor, secret, updated_at) VALUES ('PG', ${SECRET}, ${h.clock.now()})`;
});

const launch = (headers: Record<string, string>, body: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: body });

/** A signed wallet call as the vendor's server sends it. */
async function call(vendor: string, kind: string, body: unknown, secret = SECRET) {
  const raw = JSON.stringify(body);
  return h.app.inject({
    method: 'POST',
    url: `/wps/vendors/${vendor}/wallet/${kind}`,
    headers: { 'content-type': 'application/json', [VENDOR_SIGNATURE_HEADER]: signBody(secret, h.clock.now(), raw) },
    payload: raw,
  });
}
const answerOf = async (vendor: string, kind: string, body: unknown): Promise<SeamlessAnswer> =>
  (await call(vendor, kind, body)).json().value;

/** The seamless wallet as the vendor sees it over HTTP: the simulator can run against it. */
const httpWallet = (vendor: string): SeamlessWallet => ({
  authenticate: (i) => answerOf(vendor, 'authenticate', { token: i.token }),
  balance: (i) => answerOf(vendor, 'balance', { player: i.player }),
  debit: ({ vendor: _v, ...i }) => answerOf(vendor, 'debit', i),
  credit: ({ vendor: _v, ...i }) => answerOf(vendor, 'credit', i),
  rollback: ({ vendor: _v, ...i }) => answerOf(vendor, 'rollback', i),
});

async function launchedMember(amount = 1_000_000) {
  const m = await makeMember(h);
  await fund(h, m.id, amount);
  const res = await launch(m.headers, { nodeId: 'PG-1', language: 'en' });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().value.url, 'http://x');
  return { ...m, player: `m${m.id}`, token: url.searchParams.get('token')! };
}

describe('launch (/wps/game/launchGame)', () => {
  it('needs a session; unknown and disabled games are refused', async () => {
    expect((await launch({}, { nodeId: 'PG-1' })).statusCode).toBe(401);
    const m = await makeMember(h);
    expect((await launch(m.headers, { nodeId: 'NOPE' })).json()).toMatchObject({ code: 'game_not_found' });
    expect((await launch(m.headers, { nodeId: 'PG-OFF' })).json()).toMatchObject({ code: 'vendor_disabled' });
  });

  it('opens a seamless game in the iframe with a launch token the vendor can authenticate', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 777_000);
    const res = await launch(m.headers, { nodeId: 'PG-1', language: 'en', device: 'mobile' });
    const v = res.json().value;
    expect(v).toMatchObject({ action: 'open', mode: 'iframe', vassalage: 'PG', nodeId: 'PG-1', html: null });
    const url = new URL(v.url, 'http://x');
    expect(url.pathname).toBe('/wps/vendors/demo/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: 'PG', lang: 'en', device: 'mobile' });
    // Query fields only when present: no backUrl given, none sent.
    expect(url.searchParams.has('backUrl')).toBe(false);
    const auth = await answerOf('PG', 'authenticate', { token: url.searchParams.get('token') });
    expect(auth).toMatchObject({ status: 'OK', player: `m${m.id}`, balance: 777_000, currency: 'VND' });
    // The launch heads the member's recent games (side menu, lobby "recent").
    const recent = await h.db`SELECT node_id FROM game_recent WHERE member_id = ${m.id}`;
    expect(recent.map((r) => r.node_id)).toEqual(['PG-1']);
  });

  it('picks the launch host at random from launchGameCDNs and passes backUrl when present', async () => {
    const settings = createSettingsService({ db: h.db, clock: h.clock });
    const routers = await settings.get('routers');
    const hosts = ['https://g1.example.com', 'https://g2.example.com/'];
    await settings.set('routers', { ...routers, launchGameCDNs: hosts }, { actor: 'test' });
    const m = await makeMember(h);
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const v = (await launch(m.headers, { nodeId: 'PG-1', backUrl: '/rng' })).json().value;
      const url = new URL(v.url);
      seen.add(url.origin);
      expect(url.searchParams.get('backUrl')).toBe('/rng');
    }
    expect([...seen].sort()).toEqual(['https://g1.example.com', 'https://g2.example.com']);
    await settings.set('routers', routers, { actor: 'test' });
  });

  it('routes lottery games to /lottery only for the lottery vendors or account types', async () => {
    const m = await makeMember(h);
    const vn = (await launch(m.headers, { nodeId: 'VNL-1', language: 'vi' })).json().value;
    expect(vn.action).toBe('lottery');
    const q = new URL(vn.path, 'http://x');
    expect(q.pathname).toBe('/lottery');
    expect(Object.fromEntries(q.searchParams)).toMatchObject({ gameCode: 'HN', vendor: expect.any(String) });
    expect((await launch(m.headers, { nodeId: 'SEA-1' })).json().value.action).toBe('lottery');
    // Another vendor's e-lottery is a third-party launch.
    expect((await launch(m.headers, { nodeId: 'OL-1' })).json().value).toMatchObject({ action: 'open' });
  });

  it('isGame VASSALAGE asks for the vendor game list', async () => {
    const m = await makeMember(h);
    expect((await launch(m.headers, { nodeId: 'PG-LOBBY' })).json().value).toEqual({
      action: 'gameList',
      vassalage: 'PG',
    });
  });

  it('a transfer-model vendor opens in a new window; trial accounts only where play money is allowed', async () => {
    const m = await makeMember(h);
    expect((await launch(m.headers, { nodeId: 'JOKER-1' })).json().value).toMatchObject({
      action: 'open',
      mode: 'window',
    });
    const trial = await makeMember(h, { type: 4 });
    const refused = await launch(trial.headers, { nodeId: 'JOKER-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('trial_not_allowed');
    const ok = (await launch(trial.headers, { nodeId: 'PG-1' })).json().value;
    const token = new URL(ok.url, 'http://x').searchParams.get('token');
    // The trial's play money is granted at launch, before it ever looked at its balance.
    const auth = await answerOf('PG', 'authenticate', { token });
    expect(auth).toMatchObject({ status: 'OK', currency: 'PLAY' });
    expect(auth.balance).toBeGreaterThan(0);
    expect((await launch(trial.headers, { nodeId: 'OL-1' })).json().code).toBe('trial_not_allowed');
  });

  it('is refused with 503 during maintenance or region restriction', async () => {
    const settings = createSettingsService({ db: h.db, clock: h.clock });
    const m = await makeMember(h);
    await settings.set(
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: null },
      { actor: 'test' },
    );
    const res = await launch(m.headers, { nodeId: 'PG-1' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('maintenance');
    await settings.set(
      'maintenance',
      { enabled: false, title: 'Bảo trì', info: '', startTime: null, endTime: null },
      { actor: 'test' },
    );
    expect((await launch(m.headers, { nodeId: 'PG-1' })).statusCode).toBe(200);
    // Region restriction: a denied caller address is refused the same way.
    await settings.set('region', { enabled: true, denyIps: ['198.51.100.0/24'] }, { actor: 'test' });
    const denied = await h.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: m.headers,
      payload: { nodeId: 'PG-1' },
      remoteAddress: '198.51.100.20',
    });
    expect(denied.statusCode).toBe(503);
    expect(denied.json().code).toBe('region_restricted');
    expect((await launch(m.headers, { nodeId: 'PG-1' })).statusCode).toBe(200);
    await settings.set('region', { enabled: false }, { actor: 'test' });
  });
});

describe('transfer-model vendors go through the vendor-wallet transfers', () => {
  it('moves money to a registered transfer vendor (JOKER) and back; seamless vendors have no vendor wallet', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 3_000_000);
    const send = (vendor: string, direction: 'in' | 'out', amount: number) =>
      h.app.inject({
        method: 'POST',
        url: '/wps/v2/wallets/transfer',
        headers: m.headers,
        payload: { vendor, direction, amount, idempotencyKey: `k-${randomBytes(8).toString('hex')}` },
      });
    expect((await send('joker', 'in', 1_000_000)).json().value).toMatchObject({ status: 'succeeded', vendor: 'JOKER' });
    const [vendorWallet] = await h.ledger.balances([{ member: m.id, kind: 'vendor', vendor: 'JOKER' }]);
    expect(vendorWallet!.available).toBe(1_000_000);
    expect((await send('JOKER', 'out', 400_000)).json().value.status).toBe('succeeded');
    const [main] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(main!.available).toBe(2_400_000);
    expect((await send('HOUSE', 'in', 1_000)).json().code).toBe('vendor_unknown');
    expect((await send('PG', 'in', 1_000)).json().code).toBe('vendor_unknown');
    await expectLedgerClean(h);
  });
});

describe('seamless callbacks over HTTP (signed)', () => {
  it('refuses a bad, missing or stale signature and unknown vendors with 401, writing nothing', async () => {
    const p = await launchedMember();
    const body = { player: p.player, txnId: `sig-${p.id}`, roundId: 'r', amount: 1000, token: p.token };
    expect((await call('PG', 'debit', body, 'wrong-secret-0123456789')).statusCode).toBe(401);
    const raw = JSON.stringify(body);
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/wps/vendors/PG/wallet/debit',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('vendor_signature_invalid');
    const old = signBody(SECRET, new Date(h.clock.now().getTime() - 600_000), raw);
    const stale = await h.app.inject({
      method: 'POST',
      url: '/wps/vendors/PG/wallet/debit',
      headers: { 'content-type': 'application/json', [VENDOR_SIGNATURE_HEADER]: old },
      payload: raw,
    });
    expect(stale.statusCode).toBe(401);
    expect((await call('NOPE', 'debit', body)).statusCode).toBe(401);
    const rows = await h.db`SELECT 1 FROM vendor_transactions WHERE txn_id = ${body.txnId}`;
    expect(rows.length).toBe(0);
    expect((await call('PG', 'transfer', body)).statusCode).toBe(404);
    expect(await answerOf('PG', 'debit', { ...body, amount: -5 })).toEqual({ status: 'INVALID_REQUEST' });
  });

  it('debit, credit and rollback over HTTP follow the rules; betting history shows the rounds', async () => {
    const p = await launchedMember(500_000);
    const base = { player: p.player, token: p.token };
    expect(await answerOf('PG', 'debit', { ...base, txnId: 'h-d1', roundId: 'h-r1', amount: 100_000 })).toMatchObject({
      status: 'OK',
      balance: 400_000,
    });
    expect(await answerOf('PG', 'debit', { ...base, txnId: 'h-d2', roundId: 'h-r2', amount: 900_000 })).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 400_000,
    });
    h.clock.advance(VENDOR_SESSION_TTL_MS + 1);
    expect(
      await answerOf('PG', 'credit', { player: p.player, txnId: 'h-c1', roundId: 'h-r1', amount: 300_000 }),
    ).toMatchObject({ status: 'OK', balance: 700_000 });
    expect(
      await answerOf('PG', 'rollback', { player: p.player, txnId: 'h-rb9', refTxnId: 'never-seen' }),
    ).toMatchObject({ status: 'OK', balance: 700_000 });
    expect((await answerOf('PG', 'debit', { ...base, txnId: 'never-seen', roundId: 'h-r9', amount: 1 })).status).toBe(
      'BET_ROLLED_BACK',
    );

    const history = (await h.app.inject({ url: '/wps/member/bets', headers: p.headers })).json().value;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      vendor: 'PG',
      category: 'RNG',
      gameNodeId: 'PG-1',
      roundId: 'h-r1',
      stake: 100_000,
      win: 300_000,
      profit: 200_000,
      status: 'settled',
      currency: 'VND',
    });
    expect(history.totals).toEqual({ stake: 100_000, win: 300_000, profit: 200_000 });
    // The paid win (3× the stake) reaches the winner board once, however often the vendor repeats it.
    await answerOf('PG', 'credit', { player: p.player, txnId: 'h-c1', roundId: 'h-r1', amount: 300_000 });
    const board = (await h.app.inject({ url: '/wps/game/winners?gameCategory=ALL&limitNum=50&language=en' })).json();
    expect(board.value.list.filter((w: { vo: { nodeId: string } }) => w.vo.nodeId === 'PG-1')).toEqual([
      { vo: expect.objectContaining({ nodeId: 'PG-1', gameType: 'RNG', vassalage: 'PG', winAmount: 300_000 }) },
    ]);
    await expectLedgerClean(h);
  });

  it('stakes count towards the turnover owed before a withdrawal; a rolled-back stake gives back what it took', async () => {
    const p = await launchedMember(500_000);
    const base = { player: p.player, token: p.token };
    const owed = async () =>
      (await h.app.inject({ url: '/wps/withdrawals/info', headers: p.headers })).json().value.turnoverRequired;
    await h.db`INSERT INTO member_turnover (member_id, required, updated_at) VALUES (${p.id}, 150_000, now())`;
    expect(await owed()).toBe(150_000);
    await answerOf('PG', 'debit', { ...base, txnId: 't-d1', roundId: 't-r1', amount: 100_000 });
    await answerOf('PG', 'debit', { ...base, txnId: 't-d1', roundId: 't-r1', amount: 100_000 }); // repeated: once
    expect(await owed()).toBe(50_000);
    // This stake only took the 50,000 still owed: its rollback gives back 50,000, not 80,000.
    await answerOf('PG', 'debit', { ...base, txnId: 't-d2', roundId: 't-r2', amount: 80_000 });
    expect(await owed()).toBe(0);
    await answerOf('PG', 'rollback', { player: p.player, txnId: 't-rb2', refTxnId: 't-d2' });
    await answerOf('PG', 'rollback', { player: p.player, txnId: 't-rb2', refTxnId: 't-d2' });
    expect(await owed()).toBe(50_000);
    await expectLedgerClean(h);
  });

  it('the vendor simulator over HTTP leaves every wallet as the reference model says', async () => {
    const players = await Promise.all([launchedMember(5_000_000), launchedMember(5_000_000)]);
    const start = h.clock.now();
    const result = await runSimulation({
      wallet: httpWallet('PG'),
      vendor: 'PG',
      players,
      opening: Object.fromEntries(players.map((p) => [p.player, 5_000_000])),
      rounds: 12,
      seed: 424242,
      expireSessions: () => h.clock.advance(VENDOR_SESSION_TTL_MS + 1),
    });
    expect(result.mismatches).toEqual([]);
    for (const p of players) {
      const [b] = await h.ledger.balances([{ member: p.id, kind: 'cash' }]);
      expect(b!.available).toBe(result.model.balances.get(p.player));
    }
    await expectLedgerClean(h);
    h.clock.set(start);
  });
});

describe('betting history (personalHistoryCopy)', () => {
  it('filters by category, vendor and day (operator zone), pages newest first; trial accounts refused', async () => {
    const p = await launchedMember(10_000_000);
    await catalogueVendor(h.db, { code: 'EVO', games: [{ nodeId: 'EVO-1', gameType: 'LIVE' }] });
    await h.db`INSERT INTO vendor_credentials (vendor, secret, updated_at) VALUES ('EVO', ${SECRET}, ${h.clock.now()})`;
    const evo = (await launch(p.headers, { nodeId: 'EVO-1' })).json().value;
    const evoToken = new URL(evo.url, 'http://x').searchParams.get('token');
    h.clock.set('2026-11-20T16:30:00Z'); // 23:30 on Nov 20 in Vietnam
    for (let i = 0; i < 3; i++) {
      await answerOf('PG', 'debit', {
        player: p.player,
        token: p.token,
        txnId: `bh-${i}-${randomBytes(3).toString('hex')}`,
        roundId: `bh-r${i}`,
        amount: 1000,
      });
    }
    h.clock.set('2026-11-20T17:30:00Z'); // 00:30 on Nov 21 in Vietnam
    await answerOf('EVO', 'debit', {
      player: p.player,
      token: evoToken,
      txnId: 'bh-evo',
      roundId: 'bh-evo-r',
      amount: 5000,
    });
    const get = async (qs: string) =>
      (await h.app.inject({ url: `/wps/member/bets?${qs}`, headers: p.headers })).json();
    expect((await get('from=2026-11-21&to=2026-11-21')).value.items).toMatchObject([
      { vendor: 'EVO', category: 'LIVE' },
    ]);
    const day20 = (await get('from=2026-11-20&to=2026-11-20&pageSize=2')).value;
    expect(day20).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(day20.items.map((b: { roundId: string }) => b.roundId)).toEqual(['bh-r2', 'bh-r1']);
    expect((await get('from=2026-11-20&to=2026-11-20&pageSize=2&page=2')).value.items).toHaveLength(1);
    expect((await get('from=2026-11-20&to=2026-11-21&category=LIVE')).value.total).toBe(1);
    expect((await get('from=2026-11-20&to=2026-11-21&category=rng&vendor=pg')).value.total).toBe(3);
    expect((await get('from=2026-11-21&to=2026-11-20')).code).toBe('bet_history_range_invalid');
    const trial = await makeMember(h, { type: 4 });
    expect((await h.app.inject({ url: '/wps/member/bets', headers: trial.headers })).json().code).toBe(
      'need_true_account',
    );
  });
});

describe('demo vendor page (development vendor for catalogue vendors without an adapter)', () => {
  it('shows the balance, plays a round through the seamless wallet, and a resubmitted form plays nothing', async () => {
    const p = await launchedMember(5_000_000);
    const launched = (await launch(p.headers, { nodeId: 'PG-1', language: 'vi' })).json().value;
    const page = await h.app.inject({ url: launched.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-balance="5000000"');
    expect(page.body).toContain('Nhà cung cấp trò chơi thử nghiệm');
    const roundId = /name="roundId" value="([^"]+)"/.exec(page.body)![1]!;
    const token = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const form = new URLSearchParams({ vendor: 'PG', token, game: 'pg-1', roundId, stake: '1000000', lang: 'en' });
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: '/wps/vendors/demo/play',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    const played = await post();
    const outcome = /data-outcome="(\w+)"/.exec(played.body)![1];
    expect(['won', 'lost']).toContain(outcome);
    const [bet] = await h.db`SELECT stake, win, status FROM bets WHERE member_id = ${p.id} AND round_id = ${roundId}`;
    expect(bet).toMatchObject({ stake: 1_000_000, status: 'settled' });
    const after = 5_000_000 - 1_000_000 + Number(bet!.win);
    expect(played.body).toContain(`data-balance="${after}"`);
    const again = await post();
    expect(again.body).not.toContain('data-outcome');
    expect(again.body).toContain(`data-balance="${after}"`);
    // An unknown token: the page says the session expired and offers no play.
    const expired = await h.app.inject({ url: '/wps/vendors/demo/play?vendor=PG&token=nope&lang=en' });
    expect(expired.body).toContain('data-outcome="expired"');
    expect(expired.body).not.toContain('<form');
    // A page under the API prefix: the site frames it, so it carries the document headers, not the API's.
    expect(expired.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(expired.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    await expectLedgerClean(h);
  });
});
