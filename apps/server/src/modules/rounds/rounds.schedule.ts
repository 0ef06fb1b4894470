/**
 * When a game's next round opens, locks and is drawn: the schedule is data of the game's round_games row.
 *  - interval: every `intervalSeconds` from the last draw (dice); with `align`, draws fall on multiples of
 *    the interval since the epoch (the fast lottery draws at 18:00, 18:01, … whatever the start);
 *  - weekly: at a local time (`HH:MM` in `timeZone`) on the given weekdays, spec values 1 = Sunday,
 *    2–7 = Monday–Saturday (the Vietnam lottery: 18:15 Asia/Ho_Chi_Minh).
 * A round opens when the one before it is drawn (or now, if that is past) and locks `lockSeconds` before
 * its draw; a draw whose lock is already past when the round would open is skipped for the next one.
 */
export type RoundSchedule =
  | { kind: 'interval'; align?: boolean }
  | { kind: 'weekly'; time: string; weekdays: number[]; timeZone: string };

export interface RoundWindow {
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

export interface WindowInput {
  schedule: RoundSchedule;
  intervalSeconds: number;
  lockSeconds: number;
  /** The draw time of the game's last round, if any. */
  lastDrawsAt: Date | null;
  now: Date;
}

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** Whether raw is a schedule the core can run (the operator's input is checked with it). */
export function isRoundSchedule(raw: unknown): raw is RoundSchedule {
  if (typeof raw !== 'object' || raw === null) return false;
  const s = raw as Record<string, unknown>;
  if (s.kind === 'interval') return s.align === undefined || typeof s.align === 'boolean';
  if (s.kind !== 'weekly') return false;
  if (typeof s.time !== 'string' || !TIME.test(s.time) || typeof s.timeZone !== 'string') return false;
  if (!isTimeZone(s.timeZone)) return false;
  const days = s.weekdays;
  return (
    Array.isArray(days) &&
    days.length > 0 &&
    days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) &&
    new Set(days).size === days.length
  );
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The next round's window after the last one, or now if the last is drawn already. */
export function nextWindow(p: WindowInput): RoundWindow {
  const start = p.lastDrawsAt && p.lastDrawsAt > p.now ? p.lastDrawsAt : p.now;
  const lockMs = p.lockSeconds * 1000;
  const drawsAt = nextDrawAfter(p.schedule, p.intervalSeconds, start, lockMs);
  return { opensAt: start, closesAt: new Date(drawsAt.getTime() - lockMs), drawsAt };
}

/** The first draw time whose lock comes after `start`. */
function nextDrawAfter(schedule: RoundSchedule, intervalSeconds: number, start: Date, lockMs: number): Date {
  const intervalMs = intervalSeconds * 1000;
  if (schedule.kind === 'interval') {
    if (!schedule.align) return new Date(start.getTime() + intervalMs);
    return new Date((Math.floor((start.getTime() + lockMs) / intervalMs) + 1) * intervalMs);
  }
  const [hh, mm] = schedule.time.split(':').map(Number) as [number, number];
  const today = localParts(start, schedule.timeZone);
  for (let day = 0; day <= 14; day++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + day));
    const weekday = date.getUTCDay() + 1;
    if (!schedule.weekdays.includes(weekday)) continue;
    const at = zonedInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      hh,
      mm,
      schedule.timeZone,
    );
    if (at.getTime() - lockMs > start.getTime()) return at;
  }
  throw new Error('weekly schedule without a draw in two weeks');
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a time zone, read from the time zone database (one formatting). */
function formattedParts(at: Date, timeZone: string): LocalParts {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** A time zone's offset from UTC (ms) at an instant, from its formatted wall clock. */
function offsetAt(ms: number, timeZone: string): number {
  const p = formattedParts(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets known per time zone and quarter hour of UTC, for quarters whose two ends have the same offset (no
 * change inside: a zone changes its offset at most once in months). A quarter with a change in it is never
 * kept, so its instants are formatted one by one and stay exact. Formatting costs microseconds: the lottery
 * lobby labels a hundred draws ten times a second, and bets and results label every draw they show.
 */
const QUARTER_MS = 15 * 60_000;
const KEPT_QUARTERS = 4096;
const offsets = new Map<string, Map<number, number>>();

function knownOffset(ms: number, timeZone: string): number | null {
  const quarter = Math.floor(ms / QUARTER_MS);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const known = zone.get(quarter);
  if (known !== undefined) return known;
  const first = offsetAt(quarter * QUARTER_MS, timeZone);
  if (first !== offsetAt((quarter + 1) * QUARTER_MS - 1, timeZone)) return null;
  if (zone.size >= KEPT_QUARTERS) zone.clear();
  zone.set(quarter, first);
  return first;
}

/** The wall-clock fields of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const ms = at.getTime();
  const offset = knownOffset(ms, timeZone);
  if (offset === null) return formattedParts(at, timeZone);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The instant a local wall-clock time of a time zone falls at (checked once more across an offset change). */
export function zonedInstant(y: number, mo: number, d: number, h: number, mi: number, timeZone: string): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let at = wall - offsetMs(new Date(wall), timeZone);
  at = wall - offsetMs(new Date(at), timeZone);
  return new Date(at);
}

function offsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
