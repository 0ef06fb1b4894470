import { type DayRange, operatorDay, presetRange, type RangePreset, rangeProblem } from '../../../shared/day-range';

export type { DayRange, RangeProblem } from '../../../shared/day-range';

/** The agent lists' presets (calendar periods, as their settlements count them). */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
] as const satisfies readonly RangePreset[];

/** The longest range a list asks for (the server pages within it; longer ranges are a report job). */
export const MAX_RANGE_DAYS = 93;

/** A preset's range at `now`, in the operator's zone, so a phone set to another zone asks for the server's days. */
export const agentPresetRange = (preset: RangePreset, now: Date): DayRange => presetRange(preset, operatorDay(now));

/** Why a typed range cannot be asked for (including one starting after today), or null when it can. */
export const agentRangeProblem = (range: DayRange, now: Date) =>
  rangeProblem(range, { maxDays: MAX_RANGE_DAYS, today: operatorDay(now) });
