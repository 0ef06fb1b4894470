import type { ContractKind } from './settlement.math.js';

/** A settlement period: [start, end) in UTC instants, named by a key in the operator's local time. */
export interface Period {
  kind: ContractKind;
  key: string;
  start: Date;
  end: Date;
}

export type DividendCycle = 'semimonthly' | 'monthly';

/** The zone's offset from UTC (ms) at an instant, read through Intl (no library, DST-correct). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
}

/** Local wall-clock fields → the UTC instant (fields as Date.UTC takes them). */
function fromLocal(timeZone: string, y: number, mo: number, d: number, h = 0, mi = 0): Date {
  const guess = Date.UTC(y, mo, d, h, mi);
  return new Date(guess - offsetMs(timeZone, new Date(guess - offsetMs(timeZone, new Date(guess)))));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of `kind` containing the instant `at`. */
export function periodAt(kind: ContractKind, at: Date, timeZone: string, cycle: DividendCycle = 'monthly'): Period {
  const local = new Date(at.getTime() + offsetMs(timeZone, at));
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  const h = local.getUTCHours();
  const date = `${y}-${pad(mo + 1)}-${pad(d)}`;
  switch (kind) {
    case 'realtime': {
      const mi = local.getUTCMinutes() - (local.getUTCMinutes() % 5);
      const start = fromLocal(timeZone, y, mo, d, h, mi);
      return { kind, key: `${date}T${pad(h)}:${pad(mi)}`, start, end: new Date(start.getTime() + 5 * 60_000) };
    }
    case 'hourly':
      return {
        kind,
        key: `${date}T${pad(h)}`,
        start: fromLocal(timeZone, y, mo, d, h),
        end: fromLocal(timeZone, y, mo, d, h + 1),
      };
    case 'daily':
      return { kind, key: date, start: fromLocal(timeZone, y, mo, d), end: fromLocal(timeZone, y, mo, d + 1) };
    case 'dividend': {
      const month = `${y}-${pad(mo + 1)}`;
      if (cycle === 'monthly') {
        return { kind, key: month, start: fromLocal(timeZone, y, mo, 1), end: fromLocal(timeZone, y, mo + 1, 1) };
      }
      return d <= 15
        ? { kind, key: `${month}-H1`, start: fromLocal(timeZone, y, mo, 1), end: fromLocal(timeZone, y, mo, 16) }
        : { kind, key: `${month}-H2`, start: fromLocal(timeZone, y, mo, 16), end: fromLocal(timeZone, y, mo + 1, 1) };
    }
  }
}

/**
 * The latest period of `kind` that may be settled at `now`: its end plus the grace window has passed
 * (bets settled late by a vendor still fall in it). Later changes fall into the next period.
 */
export function lastClosedPeriod(
  kind: ContractKind,
  now: Date,
  timeZone: string,
  graceMs: number,
  cycle: DividendCycle = 'monthly',
): Period {
  // The period holding now − grace is still open; the one before it ended at least `grace` ago.
  const open = periodAt(kind, new Date(now.getTime() - graceMs), timeZone, cycle);
  return periodAt(kind, new Date(open.start.getTime() - 1), timeZone, cycle);
}

/** When a contract accepted at `now` takes effect: the start of the next period of its kind. */
export function nextPeriodStart(
  kind: ContractKind,
  now: Date,
  timeZone: string,
  cycle: DividendCycle = 'monthly',
): Date {
  return periodAt(kind, now, timeZone, cycle).end;
}
