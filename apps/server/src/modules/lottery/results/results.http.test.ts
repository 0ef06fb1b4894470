import { beforeAll, describe, expect, it } from 'vitest';
import { createRounds, type Rounds } from '../../rounds/index.js';
import { type CashoutHarness, cashoutApp, fund, makeMember } from '../../withdrawals/test/cashout.fixtures.js';
import { lotteryFamily } from '../index.js';
import { buildLotteryResults, type LotteryResultsModule } from './results.module.js';
import { feedServer, op } from './test/results.fixtures.js';
import { fullResult } from './test/results.samples.js';

/*
 * The operator API on the real app: the real port to the rounds core (a Vietnam draw is a rounds row of a
 * lottery game of kind 'vn'), the real recordExternalResult, routes, contract validation and translations.
 */
let h: CashoutHarness;
/** A second node on the same database: the real rounds core (lottery family) and the results module on it. */
let rounds: Rounds;
let node: LotteryResultsModule;
let feedBody: unknown = { results: [] };
let feedUrl: string;
beforeAll(async () => {
  h = await cashoutApp();
  rounds = createRounds({ db: h.db, clock: h.clock, ledger: h.ledger, games: [], families: [lotteryFamily(h.db)] });
  node = buildLotteryResults({ db: h.db, clock: h.clock, rounds });
  feedUrl = (await feedServer(() => feedBody)).url;
});

const as = (id: number) => ({ 'x-test-operator': String(id) });
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, operator: number | null, payload?: unknown) => {
  const res = await h.app.inject({ method, url, headers: operator ? as(operator) : {}, payload: payload as object });
  return { status: res.statusCode, ...(res.json() as { success: boolean; code?: string; value: never }) };
};

let seq = 100_000;
/** A draw of the North lottery whose time was `minutesAgo` ago (negative: to come), closed once locked. */
async function northDraw(minutesAgo = 10): Promise<number> {
  const drawsAt = new Date(h.clock.now().getTime() - minutesAgo * 60_000);
  const closesAt = new Date(drawsAt.getTime() - 15 * 60_000);
  const state = closesAt <= h.clock.now() ? 'closed' : 'open';
  const n = seq++;
  const [row] = await h.db<{ id: number }[]>`INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at,
      server_seed, server_seed_hash, client_seed, created_at, opened_at, closed_at)
    VALUES ('vn-mb', ${n}, ${state}, ${new Date(closesAt.getTime() - 86_400_000)}, ${closesAt}, ${drawsAt},
      ${`s${n}`}, ${`h${n}`}, ${`vn-mb-${n}`}, ${h.clock.now()}, ${h.clock.now()},
      ${state === 'closed' ? closesAt : null})
    RETURNING id`;
  return row!.id;
}

/** A member's Tài bet (special prize ending 50–99) of 10 points on the draw, through the lottery API. */
async function betTai(drawId: number) {
  const m = await makeMember(h);
  await fund(h, m.id, 1_000_000_000);
  const res = await h.app.inject({
    method: 'POST',
    url: `/wps/lottery/draws/${drawId}/bets`,
    headers: m.headers,
    payload: {
      idempotencyKey: `slip-${drawId}-${m.id}-abc`,
      bets: [{ selection: { kind: 'taiXiu', side: 'tai' }, points: 10 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}
const betStates = (drawId: number) =>
  h.db<{ state: string; payout: number | null }[]>`SELECT state, payout FROM round_bets WHERE round_id = ${drawId}`;

/** A North result whose special prize ends in `ending`. */
function withSpecial(seed: number, ending: string) {
  const r = fullResult('north', seed);
  return { ...r, prizes: { ...r.prizes, special: [`123${ending}`] } };
}

describe('operator results API', () => {
  it('enter (7) → approve refused for 7 → approved by 8 → published through the core, source operator', async () => {
    const id = await northDraw();
    const listed = await call('GET', '/wps/operator/lottery/results', 7);
    expect(listed.value).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ roundId: id })]) });

    const result = fullResult('north', 3);
    const entered = await call('POST', `/wps/operator/lottery/results/${id}/entry`, 7, { result });
    expect(entered).toMatchObject({
      status: 200,
      value: { status: 'pending_approval', game: 'vn-mb', region: 'north' },
    });

    const self = await call('POST', `/wps/operator/lottery/results/${id}/approve`, 7, {});
    expect(self).toMatchObject({ status: 403, success: false, code: 'lottery_result_same_operator' });

    const approved = await call('POST', `/wps/operator/lottery/results/${id}/approve`, 8, {});
    expect(approved).toMatchObject({
      status: 200,
      value: { status: 'published', roundState: 'drawn', published: { source: 'operator', result } },
    });
    const [round] = await h.db<{ state: string; result: unknown }[]>`SELECT state, result FROM rounds WHERE id = ${id}`;
    expect(round).toEqual({ state: 'drawn', result });
    expect(await call('GET', `/wps/lottery/draws/${id}/result-source`, null)).toMatchObject({
      value: { roundId: id, source: 'operator', demo: false },
    });
  });

  it('a short result is refused with a translated code and changes nothing', async () => {
    const id = await northDraw();
    const short = fullResult('north', 4);
    const res = await call('POST', `/wps/operator/lottery/results/${id}/entry`, 7, {
      result: { prizes: { ...short.prizes, fifth: short.prizes.fifth!.slice(1) } },
    });
    expect(res).toMatchObject({ status: 422, success: false, code: 'lottery_result_wrong_count' });
    const get = await call('GET', `/wps/operator/lottery/results/${id}`, 7);
    expect(get.value).toMatchObject({ status: 'awaiting', entry: null });
    // Members and visitors do not reach the operator API; a fast-lottery round is not a Vietnam draw.
    expect((await call('GET', '/wps/operator/lottery/results', null)).status).toBe(401);
    const [fast] = await h.db<{ id: number }[]>`SELECT id FROM rounds WHERE game NOT LIKE 'vn-%' LIMIT 1`;
    if (fast) expect((await call('GET', `/wps/operator/lottery/results/${fast.id}`, 7)).status).toBe(404);
  });

  it('feed settings and demo mode; alerts list', async () => {
    expect(await call('GET', '/wps/lottery/results-mode', null)).toMatchObject({ value: { demo: true, feed: false } });
    const s = (await call('GET', '/wps/operator/lottery/results-feed', 7)).value as Record<string, unknown>;
    const put = await call('PUT', '/wps/operator/lottery/results-feed', 7, {
      ...s,
      enabled: true,
      url: 'http://127.0.0.1:9/feed?date={date}',
    });
    expect(put).toMatchObject({ status: 200, value: { enabled: true } });
    expect(await call('GET', '/wps/lottery/results-mode', null)).toMatchObject({ value: { demo: false, feed: true } });
    const bad = await call('PUT', '/wps/operator/lottery/results-feed', 7, { ...s, url: 'ftp://x' });
    expect(bad).toMatchObject({ status: 422, code: 'lottery_feed_bad_settings' });
    expect(await call('GET', '/wps/operator/lottery/result-alerts', 7)).toMatchObject({ value: { items: [] } });
  });

  it('a feed that disagrees with an approved entry stops settlement; the agreed result then settles the bets once', async () => {
    const id = await northDraw(-20);
    await betTai(id);
    h.clock.advance(25 * 60_000);
    await node.service.putFeedSettings(op(1), {
      ...(await node.service.feedSettings()),
      enabled: true,
      trusted: false,
      url: `${feedUrl}/kq?d={date}`,
      confirmWaitMinutes: 30,
    });
    const entered = withSpecial(1, '77');
    const fed = withSpecial(1, '12');
    await call('POST', `/wps/operator/lottery/results/${id}/entry`, 7, { result: entered });
    await call('POST', `/wps/operator/lottery/results/${id}/approve`, 8, {});
    feedBody = { results: [{ game: 'vn-mb', prizes: fed.prizes }] };
    await node.pollFeed();
    h.clock.advance(60 * 60_000);
    await node.reconcile();
    await rounds.settle(id);
    expect(await call('GET', `/wps/operator/lottery/results/${id}`, 7)).toMatchObject({
      value: { status: 'flagged', published: null },
    });
    expect((await h.db`SELECT result FROM rounds WHERE id = ${id}`)[0]).toEqual({ result: null });
    expect(await betStates(id)).toEqual([{ state: 'placed', payout: null }]);
    const alerts = await call('GET', '/wps/operator/lottery/result-alerts', 7);
    expect(alerts.value).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ roundId: id, kind: 'feed_disagrees' })]),
    });

    // The feed was right: the entry is rejected, the feed's numbers entered and approved by two operators.
    await call('POST', `/wps/operator/lottery/results/${id}/reject`, 8, { reason: 'misread the special prize' });
    await call('POST', `/wps/operator/lottery/results/${id}/entry`, 8, { result: fed });
    const published = await call('POST', `/wps/operator/lottery/results/${id}/approve`, 7, {});
    expect(published.value).toMatchObject({ status: 'published', published: { feedConfirmed: true } });
    await rounds.settle(id);
    await rounds.settle(id);
    // Special ends 12: Xỉu, the Tài bet lost, settled once.
    expect(await betStates(id)).toEqual([{ state: 'lost', payout: 0 }]);
    await node.service.putFeedSettings(op(1), { ...(await node.service.feedSettings()), enabled: false });
  });

  it('void-and-redraw of a published, unsettled draw refunds the stake through the core (audited)', async () => {
    const id = await northDraw(-20);
    const m = await betTai(id);
    const [before] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    h.clock.advance(25 * 60_000);
    await call('POST', `/wps/operator/lottery/results/${id}/entry`, 7, { result: withSpecial(2, '99') });
    await call('POST', `/wps/operator/lottery/results/${id}/approve`, 8, {});
    const corrected = withSpecial(2, '01');
    const res = await call('POST', `/wps/operator/lottery/results/${id}/void`, 9, {
      reason: 'special prize misread',
      correctedResult: corrected,
    });
    expect(res).toMatchObject({ status: 200, value: { status: 'voided', roundState: 'voided' } });
    expect(await betStates(id)).toEqual([expect.objectContaining({ state: 'refunded' })]);
    const [after] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(after!.available - before!.available).toBeGreaterThan(0);
    const actions = await h.db<{ action: string }[]>`
      SELECT action FROM audit_log WHERE subject = ${`round:${id}`} ORDER BY id`;
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['lottery_result.void_redraw', 'round.void', 'lottery_result.publish']),
    );
  });

  it('void-and-redraw of a settled draw refunds the stake and takes the win back, once', async () => {
    const id = await northDraw(-20);
    const m = await betTai(id);
    const [staked] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    const [bet] = await h.db<{ stake: number }[]>`SELECT stake FROM round_bets WHERE round_id = ${id}`;
    const stake = bet!.stake;
    h.clock.advance(25 * 60_000);
    await call('POST', `/wps/operator/lottery/results/${id}/entry`, 7, { result: withSpecial(3, '88') });
    await call('POST', `/wps/operator/lottery/results/${id}/approve`, 8, {});
    await rounds.settle(id);
    expect(await betStates(id)).toEqual([expect.objectContaining({ state: 'won' })]);
    const res = await call('POST', `/wps/operator/lottery/results/${id}/void`, 9, {
      reason: 'special prize was 12345, not 12388',
      correctedResult: withSpecial(3, '45'),
    });
    expect(res).toMatchObject({ status: 200, value: { status: 'voided', roundState: 'voided' } });
    expect(await betStates(id)).toEqual([{ state: 'refunded', payout: stake }]);
    const [after] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(after!.available).toBe(staked!.available + stake);
    // Again: nothing moves, nothing more is audited.
    await call('POST', `/wps/operator/lottery/results/${id}/void`, 9, { reason: 'again please' });
    const [again] = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(again!.available).toBe(after!.available);
    const actions = await h.db<{ action: string }[]>`
      SELECT action FROM audit_log WHERE subject = ${`round:${id}`} AND action LIKE '%void%' ORDER BY id`;
    expect(actions.map((a) => a.action)).toEqual(['round.void_settled', 'lottery_result.void_redraw']);
  });

  it('out of the box: the core schedules a Vietnam draw and the demo generator fills it once, then it settles', async () => {
    await node.service.putFeedSettings(op(1), { ...(await node.service.feedSettings()), enabled: false, url: '' });
    await rounds.tick('vn-mn-hcm');
    const [next] = await h.db<{ id: number; draws_at: Date }[]>`
      SELECT id, draws_at FROM rounds WHERE game = 'vn-mn-hcm' AND state IN ('scheduled', 'open')
      ORDER BY draws_at LIMIT 1`;
    expect(next).toBeDefined();
    h.clock.advance(next!.draws_at.getTime() - h.clock.now().getTime() + 2 * 60_000);
    await rounds.tick('vn-mn-hcm');
    const filled = await node.fillDemoResults();
    expect(filled).toContain(next!.id);
    expect(await node.fillDemoResults()).not.toContain(next!.id);
    await rounds.tick('vn-mn-hcm');
    const [round] = await h.db<{ state: string; result: { region: string } }[]>`
      SELECT state, result FROM rounds WHERE id = ${next!.id}`;
    expect(round).toMatchObject({ state: 'settled', result: { region: 'south' } });
    expect(await call('GET', `/wps/lottery/draws/${next!.id}/result-source`, null)).toMatchObject({
      value: { source: 'demo', demo: true },
    });
  });
});
