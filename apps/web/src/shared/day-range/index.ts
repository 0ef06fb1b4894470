export * from './day-range';
export { DayRangeFilter } from './day-range-filter';
export { useDayRange } from './use-day-range';
