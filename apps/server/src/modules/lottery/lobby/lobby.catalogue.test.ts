import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../index.js';
import { type CashoutHarness, cashoutApp, makeMember } from '../../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  await seedDemo(h.db, h.clock);
});

const list = async (gameType: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=${gameType}&vassalage=TCG_LOTTO_VN&pageSize=100&language=vi`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.games as { nodeId: string; gameName: string; gameType: string }[];
};

describe('lottery games in the catalogue (spec §4 game launch)', () => {
  it('lists every lottery game under /elott: Vietnam games as LOTT, fast games as ELOTT', async () => {
    const [counts] = await h.db<{ vn: number; fast: number }[]>`
      SELECT count(*) FILTER (WHERE kind = 'vn')::int AS vn, count(*) FILTER (WHERE kind = 'fast')::int AS fast
      FROM lottery_games`;
    const { vn, fast } = counts!;
    const lott = await list('LOTT');
    const elott = await list('ELOTT');
    expect(lott).toHaveLength(vn);
    expect(elott).toHaveLength(fast);
    expect(lott[0]).toMatchObject({ nodeId: 'TCG_LOTTO_VN-vn-mb', gameName: 'Xổ Số Miền Bắc' });
    expect(elott.map((g) => g.nodeId)).toContain('TCG_LOTTO_VN-sieutoc-1m-n');
    // The demo catalogue's generic lottery tiles named no lottery game: hidden.
    expect(elott.map((g) => g.gameName)).not.toContain('Keno Nhanh');
    // Seeding again changes nothing.
    await seedDemo(h.db, h.clock);
    const [enabled] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM games WHERE vendor_code = 'TCG_LOTTO_VN' AND enabled`;
    expect(enabled!.n).toBe(vn + fast);
  });

  it('a lottery tile launches to the lottery route with its lottery code', async () => {
    const m = await makeMember(h);
    for (const [nodeId, mode, code] of [
      ['TCG_LOTTO_VN-vn-mb', 'LOTT', 'vn-mb'],
      ['TCG_LOTTO_VN-sieutoc-3m-s', 'ELOTT', 'sieutoc-3m-s'],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: m.headers,
        payload: { nodeId, language: 'vi' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().value;
      expect(v.action).toBe('lottery');
      const url = new URL(v.path, 'http://x');
      expect(url.pathname).toBe('/lottery');
      // The route's own query (spec §2), which the betting page reads.
      expect(url.searchParams.get('gameCode')).toBe(code);
      expect(url.searchParams.get('vendor')).toBe('TCG_LOTTO_VN');
      // The lobby's own answer for that code: the same game.
      const lobby = await h.app.inject({
        method: 'GET',
        url: `/lgw/vn/launch?lottoGameCode=${code}&launchMode=${mode}`,
        headers: m.headers,
      });
      expect(lobby.json().value.gameId).toBe(code);
    }
  });
});
