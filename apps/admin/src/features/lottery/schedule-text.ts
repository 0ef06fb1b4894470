import type { LotteryGame } from '@app/contracts';
import type { TFunction } from 'i18next';

/** "18:15 · Mon, Tue…" for a weekly game (spec weekdays: 1 Sunday … 7 Saturday), "every 60 s" for a fast one. */
export function scheduleText(t: TFunction, g: Pick<LotteryGame, 'schedule' | 'intervalSeconds'>): string {
  if (g.schedule.kind === 'interval') return t('lottery.every', { n: g.intervalSeconds });
  const days = [...g.schedule.weekdays].sort((a, b) => ((a + 5) % 7) - ((b + 5) % 7));
  return `${g.schedule.time} · ${days.map((d) => t(`lottery.weekdays.${d}`)).join(', ')}`;
}
