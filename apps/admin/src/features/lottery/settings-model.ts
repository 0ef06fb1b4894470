import { type LotteryGamePatch, LotteryGamePatchSchema, type LotteryMode } from '@app/contracts';
import { minorOf } from '../../shared/amount-input';

/** The settings form's fields, as typed (amounts in đồng). */
export interface SettingsDraft {
  enabled: boolean;
  time: string;
  weekdays: number[];
  intervalSeconds: string;
  lockSeconds: string;
  minPoints: string;
  maxPoints: string;
  maxStake: string;
  numberCap: string;
  sort: string;
  prizeModes: LotteryMode[];
  defaultMode: LotteryMode;
}

export type SettingsField = keyof SettingsDraft;

/** Why a field is refused: a key of lottery.settings.errors, with the bound to show when there is one. */
export interface FieldIssue {
  key: 'whole' | 'amount' | 'tooSmall' | 'tooBig' | 'belowMinPoints' | 'belowMinStake' | 'invalid';
  bound?: number;
}

/** The patch's field → the form's field that typed it (the stake is named differently on the form). */
const FIELD_OF: Partial<Record<keyof LotteryGamePatch, SettingsField>> = {
  intervalSeconds: 'intervalSeconds',
  lockSeconds: 'lockSeconds',
  minPoints: 'minPoints',
  maxPoints: 'maxPoints',
  maxPlayerDrawStake: 'maxStake',
  numberCap: 'numberCap',
  sort: 'sort',
  prizeModes: 'prizeModes',
  defaultMode: 'defaultMode',
  schedule: 'time',
};

/** A whole number as typed, or NaN ("1.5", "1e9", "" are not one: never a float slipped through). */
const intOf = (text: string): number => {
  const s = text.trim();
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
};

/**
 * The form → the game patch, checked by the contract's own schema (LotteryGamePatchSchema: the bounds the server
 * enforces, e.g. points and sort within PostgreSQL integers, are read from it, not copied here) and by the two
 * rules the server adds across fields: max points ≥ min points, and a player's draw stake ≥ the game's smallest bet.
 */
export function buildPatch(
  f: SettingsDraft,
  game: { weekly: { timeZone: string } | null; minStake: number },
): { ok: true; body: LotteryGamePatch } | { ok: false; errors: Partial<Record<SettingsField, FieldIssue>> } {
  const errors: Partial<Record<SettingsField, FieldIssue>> = {};
  const whole = (k: 'intervalSeconds' | 'lockSeconds' | 'minPoints' | 'maxPoints' | 'sort') => {
    const n = intOf(f[k]);
    if (Number.isNaN(n)) errors[k] = { key: 'whole' };
    return n;
  };
  const money = (k: 'maxStake' | 'numberCap') => {
    const n = minorOf(f[k]);
    if (n === null) errors[k] = { key: 'amount' };
    return n ?? Number.NaN;
  };
  const body: LotteryGamePatch = {
    enabled: f.enabled,
    ...(game.weekly
      ? { schedule: { kind: 'weekly', time: f.time, weekdays: f.weekdays, timeZone: game.weekly.timeZone } }
      : { intervalSeconds: whole('intervalSeconds') }),
    lockSeconds: whole('lockSeconds'),
    minPoints: whole('minPoints'),
    maxPoints: whole('maxPoints'),
    maxPlayerDrawStake: money('maxStake'),
    numberCap: f.numberCap.trim() === '' ? null : money('numberCap'),
    prizeModes: f.prizeModes,
    defaultMode: f.defaultMode,
    sort: whole('sort'),
  };
  const parsed = LotteryGamePatchSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field =
        issue.path[0] === 'schedule' && issue.path[1] === 'weekdays'
          ? 'weekdays'
          : FIELD_OF[issue.path[0] as keyof LotteryGamePatch];
      if (!field || errors[field]) continue;
      errors[field] = issueOf(issue);
    }
  }
  const { minPoints, maxPoints, maxPlayerDrawStake } = body;
  if (!errors.maxPoints && !errors.minPoints && maxPoints! < minPoints!) {
    errors.maxPoints = { key: 'belowMinPoints', bound: minPoints! };
  }
  if (!errors.maxStake && maxPlayerDrawStake! < game.minStake) {
    errors.maxStake = { key: 'belowMinStake', bound: game.minStake };
  }
  if (!errors.defaultMode && !f.prizeModes.includes(f.defaultMode)) errors.defaultMode = { key: 'invalid' };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body: parsed.data ?? body };
}

/** A zod issue → what to say: the schema's own bound (a whole-number bound of an exclusive check moved by one). */
function issueOf(issue: { code: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean }): FieldIssue {
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
    return { key: 'tooSmall', bound: issue.inclusive === false ? issue.minimum + 1 : issue.minimum };
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { key: 'tooBig', bound: issue.inclusive === false ? issue.maximum - 1 : issue.maximum };
  }
  if (issue.code === 'invalid_type') return { key: 'whole' };
  return { key: 'invalid' };
}
