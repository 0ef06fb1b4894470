import {
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_NUMERO_DIGITS,
  type LotteryDrawn,
  type LotteryItem,
  type LotteryNumero,
  type LotteryTag,
} from '@app/contracts';
import {
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_DAO_BASES,
  LOTTERY_ODDS_KINDS,
  type LotteryPrizeMode,
  type LotteryResult,
} from '@app/games';
import { drawLabels } from '../draws.mappers.js';

/**
 * Lottery items (spec §3) from the core's rows: pure, so the lobby's numbers, countdowns, remarks and menus
 * are unit-tested without a database. Times are the server's clock at the request.
 */

export type Lang = 'vi' | 'en';

/** A lottery game as the lobby reads it (lottery_games joined with its round_games row). */
export interface LobbyGame {
  game: string;
  kind: 'vn' | 'fast';
  area: 'north' | 'central' | 'south';
  layout: 'north' | 'south';
  nameVi: string;
  nameEn: string;
  /** North: the station drawing on each spec weekday ({"2": "Hà Nội", …}). */
  stations: Record<string, string> | null;
  prizeModes: string[];
  defaultMode: string;
  sort: number;
  intervalSeconds: number;
  lockSeconds: number;
  /** Weekly schedule (Vietnam games): local time and spec weekdays; null for interval (fast) games. */
  weekly: { time: string; weekdays: number[]; timeZone: string } | null;
  resultSource: 'seed' | 'external';
  /** Bet kinds of each prize mode's odds table the operator edited (others: the default table). */
  oddsKinds: Partial<Record<string, string[]>>;
}

/** The draw taking bets (or the next one scheduled) of a game. */
export interface OpenDraw {
  id: number;
  game: string;
  seq: number;
  state: string;
  closesAt: Date;
  drawsAt: Date;
}

/** A game's newest drawn draw. */
export interface DrawnDraw {
  id: number;
  game: string;
  seq: number;
  drawsAt: Date;
  drawnAt: Date | null;
  result: LotteryResult;
  demo: boolean;
  /** The correct result kept beside a draw voided by void-and-redraw. */
  corrected: boolean;
}

export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAY_INDEX: Record<string, number> = { Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6, Sat: 7 };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A moment's local date (YYYY-MM-DD), time (HH:mm) and spec weekday (1 Sunday … 7 Saturday). */
export function localParts(at: Date, timeZone = VN_TIME_ZONE): { date: string; time: string; weekday: number } {
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday: WEEKDAY_INDEX[p.weekday!]! };
}

/** The category tab: North/Central/South for the Vietnam lottery, ST for every fast game. */
export function tagOf(g: Pick<LobbyGame, 'kind' | 'area'>): LotteryTag {
  if (g.kind === 'fast') return 'ST';
  return g.area === 'north' ? 'MB' : g.area === 'central' ? 'MT' : 'MN';
}

/**
 * The draw's number as the betting page shows it (the core's drawLabels: `yyyyMMdd` for a Vietnam draw,
 * `yyyyMMdd-NNNN` for a fast one, NNNN its place in the local day).
 */
export const drawNoOf = (g: Pick<LobbyGame, 'kind' | 'intervalSeconds' | 'stations'>, drawsAt: Date): string =>
  drawLabels(g, drawsAt).drawNo;

/**
 * The open number, at most 6 digits (spec §4): the last 6 digits of the draw number (a Vietnam draw:
 * YYMMDD; a fast one: the day of the month and the draw's place in the day, DDNNNN).
 */
export function numeroOf(g: Pick<LobbyGame, 'kind' | 'intervalSeconds' | 'stations'>, draw: { drawsAt: Date }): string {
  return drawNoOf(g, draw.drawsAt).replace('-', '').slice(-LOTTERY_NUMERO_DIGITS);
}

/** Spec weekdays the game draws on. */
export const drawDays = (g: Pick<LobbyGame, 'weekly'>): number[] =>
  g.weekly ? [...new Set(g.weekly.weekdays)].sort((a, b) => a - b) : EVERY_DAY;

const AREA_NAMES: Record<Lang, Record<LobbyGame['area'], string>> = {
  vi: { north: 'Miền Bắc', central: 'Miền Trung', south: 'Miền Nam' },
  en: { north: 'North', central: 'Central', south: 'South' },
};

/** The line under a game's name: North's station of the draw's weekday, the area and time, or the interval. */
export function remarkOf(g: LobbyGame, draw: OpenDraw | null, lang: Lang): string {
  if (g.kind === 'fast') {
    const minutes = Math.round(g.intervalSeconds / 60);
    return lang === 'vi' ? `Mỗi ${minutes} phút` : `Every ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const time = draw ? localParts(draw.drawsAt, g.weekly?.timeZone).time : (g.weekly?.time ?? '');
  const station = draw && g.stations ? g.stations[String(localParts(draw.drawsAt, g.weekly?.timeZone).weekday)] : null;
  return `${station ?? AREA_NAMES[lang][g.area]} · ${time}`;
}

/**
 * The bet kinds offered under a prize mode (the mode asked when the game offers it, else its default):
 * the kinds of its odds table in the maths' order, then 'dao' when a kind đảo expands into is offered.
 */
export function gameMenusOf(g: LobbyGame, prizeMode: string): string[] {
  const mode = g.prizeModes.includes(prizeMode) ? prizeMode : g.defaultMode;
  const kinds = new Set(
    g.oddsKinds[mode] ?? Object.keys(DEFAULT_LOTTERY_ODDS[mode as LotteryPrizeMode]?.[g.layout] ?? {}),
  );
  const out: string[] = LOTTERY_ODDS_KINDS.filter((k) => kinds.has(k));
  if (LOTTERY_DAO_BASES.some((k) => kinds.has(k))) out.push('dao');
  return out;
}

export const gameNameOf = (g: LobbyGame, lang: Lang) => (lang === 'en' ? g.nameEn : g.nameVi);

/** Betting is open now: the draw is open and its lock time has not come. */
const isOpen = (d: OpenDraw | null, now: Date) => !!d && d.state === 'open' && now < d.closesAt;

export function toDrawn(g: LobbyGame, d: DrawnDraw | null): LotteryDrawn | null {
  if (!d) return null;
  return {
    drawId: d.id,
    drawNo: drawNoOf(g, d.drawsAt),
    numero: numeroOf(g, d),
    drawnAt: (d.drawnAt ?? d.drawsAt).toISOString(),
    result: d.result as LotteryDrawn['result'],
    demo: d.demo,
    corrected: d.corrected,
  };
}

/** One game's open number and countdowns (the numero call). */
export function toNumero(g: LobbyGame, open: OpenDraw | null, last: DrawnDraw | null, now: Date): LotteryNumero {
  return {
    gameId: g.game,
    drawId: open?.id ?? null,
    drawNo: open ? drawNoOf(g, open.drawsAt) : '',
    numero: open ? numeroOf(g, open) : '',
    open: isOpen(open, now),
    remainTime: open ? Math.max(0, open.drawsAt.getTime() - now.getTime()) : 0,
    lockTime: g.lockSeconds,
    closesAt: open?.closesAt.toISOString() ?? null,
    drawsAt: open?.drawsAt.toISOString() ?? null,
    lastDrawId: last?.id ?? null,
  };
}

/** A lottery item (spec §3) with its open draw and last result. */
export function toItem(
  g: LobbyGame,
  open: OpenDraw | null,
  last: DrawnDraw | null,
  now: Date,
  q: { prizeMode: string; language: Lang },
): LotteryItem {
  const n = toNumero(g, open, last, now);
  const tag = tagOf(g);
  return {
    gameId: g.game,
    gameName: gameNameOf(g, q.language),
    tag,
    gameMenuTag: tag,
    remark: remarkOf(g, open, q.language),
    region: g.layout,
    resultSource: g.resultSource,
    intervalMinutes: g.kind === 'fast' ? Math.round(g.intervalSeconds / 60) : null,
    drawId: n.drawId,
    drawNo: n.drawNo,
    numero: n.numero,
    open: n.open,
    remainTime: n.remainTime,
    lockTime: n.lockTime,
    closesAt: n.closesAt,
    drawsAt: n.drawsAt,
    drawDayOfWeek: drawDays(g),
    winningTime: open ? localParts(open.drawsAt, g.weekly?.timeZone).time : (g.weekly?.time ?? ''),
    gameMenus: gameMenusOf(g, q.prizeMode),
    accountTypeName: LOTTERY_ACCOUNT_TYPE,
    lastResult: toDrawn(g, last),
  };
}

/** Lower case without diacritics (đ → d), what the name search compares on both sides. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The text a search matches: both names, the stations, the code (so 'hcm', 'ha noi', 'sieu toc' all work). */
export function searchTextOf(g: LobbyGame): string {
  const stations = g.stations ? Object.values(g.stations).join(' ') : '';
  return foldText(`${g.nameVi} ${g.nameEn} ${stations} ${g.game}`);
}
