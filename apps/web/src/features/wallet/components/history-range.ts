import type { RangePreset } from '../../../shared/day-range';

/** The wallet histories' presets, and the longest range their endpoints take (server: 92 days). */
export const HISTORY_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];
export const HISTORY_MAX_DAYS = 92;
