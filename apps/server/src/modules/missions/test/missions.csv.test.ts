import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import { LEADERBOARDS_CSV_HEADER, MISSIONS_CSV_HEADER } from '../missions.csv.js';
import { createMission, type MissionsHarness, missionsApp, operator } from './missions.fixtures.js';

/* The missions and leaderboards lists as CSV: every row the screens list, money exact, formula titles defused. */

let h: MissionsHarness;
beforeAll(async () => {
  h = await missionsApp();
});

const get = (url: string) => h.app.inject({ url, headers: operator });

describe('missions and leaderboards CSV', () => {
  it('lists every mission as the screen does: bonus and money targets as plain amounts, points as counts', async () => {
    const bonus = await createMission(h, {
      code: 'csv-wager',
      kind: 'wager',
      category: null,
      target: 5_000_050,
      title: { vi: '=SUM(A1:A9)', en: 'Wager 50,000.50' },
      reward: { type: 'bonus', amount: 1_234_567 },
    });
    const points = await createMission(h, { code: 'csv-rounds', reward: { type: 'points', amount: 30 } });
    const list = (await get('/wps/operator/missions')).json().value.items as { id: number }[];
    const res = await get('/wps/operator/missions.csv');
    expect(String(res.headers['content-disposition'])).toMatch(/missions-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = readCsv(res);
    expect(rows[0]).toEqual(MISSIONS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.map((m) => m.id));
    expect(records.find((r) => Number(r.id) === bonus)).toMatchObject({
      code: 'csv-wager',
      title_vi: "'=SUM(A1:A9)",
      title_en: 'Wager 50,000.50',
      kind: 'wager',
      target: '50000.50',
      rewardType: 'bonus',
      reward: '12345.67',
      enabled: 'true',
    });
    // The screen's search box applies: code or title.
    const found = csvRecords(readCsv(await get('/wps/operator/missions.csv?q=SUM(a1')));
    expect(found.map((r) => Number(r.id))).toEqual([bonus]);
    expect(records.find((r) => Number(r.id) === points)).toMatchObject({
      kind: 'rounds',
      target: '2',
      rewardType: 'points',
      reward: '30',
    });
  });

  it('lists every leaderboard with its prizes per rank', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/leaderboards',
      headers: operator,
      payload: {
        code: 'csv-race',
        title: { vi: '-Đua top', en: 'Race' },
        metric: 'turnover',
        period: 'weekly',
        prizes: [300_000, 200_050, 0],
        prizeType: 'bonus',
        size: 3,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = (await get('/wps/operator/leaderboards')).json().value.items as { id: number }[];
    const rows = readCsv(await get('/wps/operator/leaderboards.csv'));
    expect(rows[0]).toEqual(LEADERBOARDS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.map((b) => b.id));
    expect(records.find((r) => r.code === 'csv-race')).toMatchObject({
      title_vi: "'-Đua top",
      prizeType: 'bonus',
      prizes: '3000.00 2000.50 0.00',
      size: '3',
    });
  });
});
