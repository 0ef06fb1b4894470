import { describe, expect, it } from 'vitest';
import {
  drawNoOf,
  foldText,
  gameMenusOf,
  type LobbyGame,
  localParts,
  numeroOf,
  type OpenDraw,
  remarkOf,
  searchTextOf,
  tagOf,
  toItem,
  toNumero,
} from './lobby.items.js';

const NORTH: LobbyGame = {
  game: 'vn-mb',
  kind: 'vn',
  area: 'north',
  layout: 'north',
  nameVi: 'Xổ Số Miền Bắc',
  nameEn: 'Northern Lottery',
  stations: { '1': 'Thái Bình', '2': 'Hà Nội', '4': 'Bắc Ninh' },
  prizeModes: ['Lott', 'ZY', 'SEA'],
  defaultMode: 'Lott',
  sort: 10,
  intervalSeconds: 86_400,
  lockSeconds: 900,
  weekly: { time: '18:15', weekdays: [4, 1, 2, 3, 5, 6, 7], timeZone: 'Asia/Ho_Chi_Minh' },
  resultSource: 'external',
  oddsKinds: {},
};
const SOUTH_HCM: LobbyGame = {
  ...NORTH,
  game: 'vn-mn-hcm',
  area: 'south',
  layout: 'south',
  nameVi: 'Xổ Số TP. Hồ Chí Minh',
  nameEn: 'Ho Chi Minh City Lottery',
  stations: null,
  weekly: { time: '16:15', weekdays: [7, 2], timeZone: 'Asia/Ho_Chi_Minh' },
};
const FAST: LobbyGame = {
  ...NORTH,
  game: 'sieutoc-3m-n',
  kind: 'fast',
  nameVi: 'Siêu Tốc 3 Phút Miền Bắc',
  nameEn: '3-Minute Fast Lottery (North)',
  stations: null,
  prizeModes: ['Elott'],
  defaultMode: 'Elott',
  intervalSeconds: 180,
  lockSeconds: 20,
  weekly: null,
  resultSource: 'seed',
};
// Wednesday 25 November 2026, 18:15 in Hà Nội (11:15 UTC).
const DRAW_AT = new Date('2026-11-25T11:15:00Z');
const openDraw = (state = 'open', seq = 7): OpenDraw => ({
  id: 42,
  game: 'vn-mb',
  seq,
  state,
  closesAt: new Date(DRAW_AT.getTime() - 900_000),
  drawsAt: DRAW_AT,
});

describe('lottery lobby items', () => {
  it('reads local date, time and spec weekday in Asia/Ho_Chi_Minh', () => {
    expect(localParts(DRAW_AT)).toEqual({ date: '2026-11-25', time: '18:15', weekday: 4 });
    // 23:30 UTC on Saturday is already Sunday 06:30 in Vietnam: weekday 1.
    expect(localParts(new Date('2026-11-28T23:30:00Z'))).toEqual({ date: '2026-11-29', time: '06:30', weekday: 1 });
  });

  it('numbers draws as the betting page does, the open number being its last 6 digits', () => {
    expect(drawNoOf(NORTH, DRAW_AT)).toBe('20261125');
    expect(numeroOf(NORTH, { drawsAt: DRAW_AT })).toBe('261125');
    // A 3-minute game at 18:15 local: the 365th draw of the day.
    expect(drawNoOf(FAST, DRAW_AT)).toBe('20261125-0365');
    expect(numeroOf(FAST, { drawsAt: DRAW_AT })).toBe('250365');
    // Midnight closes the day before: a 1-minute game's 1,440th draw.
    const midnight = new Date('2026-11-24T17:00:00Z');
    expect(numeroOf({ ...FAST, intervalSeconds: 60 }, { drawsAt: midnight })).toBe('241440');
  });

  it('tags, remarks and weekdays', () => {
    expect([tagOf(NORTH), tagOf({ kind: 'vn', area: 'central' }), tagOf(SOUTH_HCM), tagOf(FAST)]).toEqual([
      'MB',
      'MT',
      'MN',
      'ST',
    ]);
    // The North's station is the one of the draw's weekday (Wednesday: Bắc Ninh).
    expect(remarkOf(NORTH, openDraw(), 'vi')).toBe('Bắc Ninh · 18:15');
    expect(remarkOf(NORTH, null, 'en')).toBe('North · 18:15');
    expect(remarkOf(SOUTH_HCM, null, 'vi')).toBe('Miền Nam · 16:15');
    expect(remarkOf(FAST, null, 'vi')).toBe('Mỗi 3 phút');
    expect(remarkOf({ ...FAST, intervalSeconds: 60 }, null, 'en')).toBe('Every 1 minute');
    const item = toItem(NORTH, openDraw(), null, DRAW_AT, { prizeMode: 'Lott', language: 'en' });
    expect(item.drawDayOfWeek).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(toItem(SOUTH_HCM, null, null, DRAW_AT, { prizeMode: 'Lott', language: 'en' }).drawDayOfWeek).toEqual([2, 7]);
    expect(toItem(FAST, null, null, DRAW_AT, { prizeMode: 'Lott', language: 'en' })).toMatchObject({
      drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
      intervalMinutes: 3,
      winningTime: '',
      numero: '',
      open: false,
      accountTypeName: 'TCG_LOTTO_VN',
    });
  });

  it('menus: the odds table’s kinds of the mode asked (else the default mode), đảo when a base is offered', () => {
    const north = gameMenusOf(NORTH, 'Lott');
    expect(north).toContain('lo2');
    expect(north).not.toContain('xiuChu'); // xỉu chủ needs the South's 3-digit seventh prize
    expect(north.at(-1)).toBe('dao');
    expect(gameMenusOf(SOUTH_HCM, 'Lott')).toContain('xiuChu');
    // Elott is not offered by the North game: its default mode's table answers.
    expect(gameMenusOf(NORTH, 'Elott')).toEqual(north);
    // An operator's table without a base kind of đảo offers no đảo.
    expect(gameMenusOf({ ...NORTH, oddsKinds: { Lott: ['deDacBiet', 'lo2'] } }, 'Lott')).toEqual([
      'lo2',
      'deDacBiet',
      'dao',
    ]);
    expect(gameMenusOf({ ...NORTH, oddsKinds: { Lott: ['taiXiu', 'xien2'] } }, 'Lott')).toEqual(['xien2', 'taiXiu']);
  });

  it('countdowns from the server clock: open until the lock, remaining time to the draw', () => {
    const before = new Date(DRAW_AT.getTime() - 1_000_000);
    expect(toNumero(NORTH, openDraw(), null, before)).toEqual({
      gameId: 'vn-mb',
      drawId: 42,
      drawNo: '20261125',
      numero: '261125',
      open: true,
      remainTime: 1_000_000,
      lockTime: 900,
      closesAt: '2026-11-25T11:00:00.000Z',
      drawsAt: '2026-11-25T11:15:00.000Z',
      lastDrawId: null,
    });
    // Past the lock (betting closed) but before the draw.
    const locked = new Date(DRAW_AT.getTime() - 60_000);
    expect(toNumero(NORTH, openDraw(), null, locked)).toMatchObject({ open: false, remainTime: 60_000 });
    expect(toNumero(NORTH, openDraw('scheduled'), null, before).open).toBe(false);
    expect(toNumero(NORTH, openDraw(), null, new Date(DRAW_AT.getTime() + 5_000)).remainTime).toBe(0);
  });

  it('search text folds accents and đ, and holds the stations and the code', () => {
    expect(foldText('Xổ Số Thừa Thiên Huế')).toBe('xo so thua thien hue');
    expect(foldText('TP. Hồ Chí Minh')).toBe('tp ho chi minh');
    expect(foldText('Đà Nẵng')).toBe('da nang');
    expect(searchTextOf(NORTH)).toContain('ha noi');
    expect(searchTextOf(SOUTH_HCM)).toContain('vn mn hcm');
  });
});
