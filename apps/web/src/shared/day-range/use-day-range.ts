import { useMemo, useState } from 'react';
import { type DayRange, operatorDay, presetRange, type RangePreset, rangeProblem } from './day-range';

/**
 * A from/to filter of operator-zone days starting at `initial` (ending today), with the problem the
 * server would refuse it for (so the page can say so instead of asking). `maxDays`: the endpoint's limit.
 */
export function useDayRange(initial: RangePreset, maxDays: number) {
  // Today is read once per page visit: a filter does not shift under the member's eyes at midnight.
  const today = useMemo(() => operatorDay(new Date()), []);
  const [range, setRange] = useState<DayRange>(() => presetRange(initial, today));
  return { today, range, setRange, problem: rangeProblem(range, { maxDays }) };
}
