import type { FeedSettings } from '@app/contracts';
import { type LotteryRegion, PRIZE_LAYOUTS, type ResultValidation, validateLotteryResult } from '@app/games';

/** What the feed said about one draw. */
export type FeedAnswer =
  | { kind: 'result'; result: Extract<ResultValidation, { ok: true }>['result'] }
  /** Not in yet (the draw is running, or the provider has not published it). */
  | { kind: 'none' }
  /**
   * Some prizes not drawn yet (missing, short, or placeholders such as '' or '*****'): normal while the
   * televised draw runs, an error only once it should be over.
   */
  | { kind: 'incomplete'; code: string; prize?: string }
  /** An answer for this draw that fails the prize layout (wrong digits, unknown prize, wrong region). */
  | { kind: 'invalid'; code: string; prize?: string };

/** A dot path into parsed JSON ('' or undefined = the value itself; 'data.items.0' indexes arrays). */
export function pick(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let v: unknown = value;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** A prize's numbers: a list, or one string split by spaces, commas, semicolons or dashes. */
function numbersOf(raw: unknown, digits: number): unknown {
  const one = (n: unknown) =>
    // A provider sending numbers as JSON numbers loses the leading zeros: they come back from the layout.
    typeof n === 'number' && Number.isInteger(n) && n >= 0 ? String(n).padStart(digits, '0') : n;
  // Placeholders of numbers not drawn yet ('', '*****', '...') are left out: the prize is then short.
  const drawn = (n: unknown) => typeof n !== 'string' || /^[0-9]+$/.test(n);
  if (Array.isArray(raw)) return raw.map(one).filter(drawn);
  if (typeof raw === 'string') return raw.split(/[\s,;-]+/).filter((s) => s.length > 0 && drawn(s));
  if (typeof raw === 'number') return [one(raw)];
  return raw;
}

export interface FeedDraw {
  game: string;
  region: LotteryRegion;
  /** The draw's local date (YYYY-MM-DD, Asia/Ho_Chi_Minh). */
  date: string;
}

/**
 * Finds this draw's result in a feed body and checks it against the draw's layout. Items of another game
 * or another date are not this draw's; an item for it without prizes is 'none' (not published yet).
 */
export function readFeed(body: unknown, s: Pick<FeedSettings, 'format' | 'mapping'>, draw: FeedDraw): FeedAnswer {
  const m = s.format === 'mapping' ? s.mapping : {};
  const listRaw =
    s.format === 'mapping' ? pick(body, m.resultsPath) : ((body as { results?: unknown })?.results ?? body);
  const items = Array.isArray(listRaw) ? listRaw : [listRaw];
  const code = m.gameCodes?.[draw.game] ?? draw.game;
  const item = items.find((it) => {
    if (it === null || typeof it !== 'object') return false;
    const game = pick(it, m.gamePath ?? 'game');
    // A single-result body without a game names no game: the URL chose it.
    if (game !== undefined && String(game) !== code) return false;
    const date = pick(it, m.datePath ?? 'date');
    return date === undefined || String(date).slice(0, 10) === draw.date;
  });
  if (!item) return { kind: 'none' };
  const prizesRaw = pick(item, m.prizesPath ?? 'prizes');
  if (prizesRaw === undefined || prizesRaw === null) return { kind: 'none' };
  if (typeof prizesRaw !== 'object') return { kind: 'invalid', code: 'lottery_result_wrong_count' };
  const names = m.prizeNames ?? {};
  const prizes: Record<string, unknown> = {};
  const used = new Set<string>();
  for (const row of PRIZE_LAYOUTS[draw.region]) {
    const key = names[row.prize] ?? row.prize;
    used.add(key);
    const raw = (prizesRaw as Record<string, unknown>)[key];
    if (raw !== undefined) prizes[row.prize] = numbersOf(raw, row.digits);
  }
  // A provider's extra keys are refused only in our own format (a mapped provider may send more fields).
  if (s.format === 'standard') {
    for (const key of Object.keys(prizesRaw))
      if (!used.has(key)) prizes[key] = (prizesRaw as Record<string, unknown>)[key];
  }
  // Nothing of the layout yet: the draw is not in.
  if (Object.keys(prizes).length === 0) return { kind: 'none' };
  const checked = validateLotteryResult({ region: draw.region, prizes });
  if (checked.ok) return { kind: 'result', result: checked.result };
  const at = checked.prize ? { prize: checked.prize } : {};
  // A prize with fewer numbers than the layout: still being drawn (more than the layout is an error).
  const prize = PRIZE_LAYOUTS[draw.region].find((row) => row.prize === checked.prize);
  const got = prize ? prizes[prize.prize] : undefined;
  const short = checked.code === 'lottery_result_wrong_count' && (!Array.isArray(got) || got.length < prize!.count);
  return short ? { kind: 'incomplete', code: checked.code, ...at } : { kind: 'invalid', code: checked.code, ...at };
}

/** The draw's local calendar date (the lottery's time zone), as a feed names it. */
export function localDate(at: Date, timeZone = 'Asia/Ho_Chi_Minh'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The feed URL for a draw: `{date}` and `{game}` filled in (URL-encoded). */
export function feedUrl(template: string, draw: FeedDraw, gameCodes: Record<string, string> = {}): string {
  return template
    .replaceAll('{date}', encodeURIComponent(draw.date))
    .replaceAll('{game}', encodeURIComponent(gameCodes[draw.game] ?? draw.game));
}
