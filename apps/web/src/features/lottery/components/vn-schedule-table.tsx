import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VN_REGIONS, vnWeekday, WEEKLY_SCHEDULE } from '../lib/vn-schedule';

/** The weekly draw schedule, today's row highlighted (Vietnam time). */
export function VnScheduleTable() {
  const { t } = useTranslation('lottery');
  const today = useMemo(() => vnWeekday(new Date()), []);
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6" data-testid="vn-schedule">
      <h2 className="text-lg font-bold">{t('vn.scheduleTitle')}</h2>
      <p className="mt-1 text-sm text-text-muted">{t('vn.scheduleNote')}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[640px] border-separate border-spacing-0 text-sm">
          <thead>
            <tr className="text-left text-xs text-text-muted uppercase">
              <th className="border-b border-border px-3 py-2">{t('vn.day')}</th>
              {VN_REGIONS.map((r) => (
                <th key={r} className="border-b border-border px-3 py-2">
                  {t(`vn.regions.${r}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKLY_SCHEDULE.map((d) => {
              const isToday = d.weekday === today;
              return (
                <tr
                  key={d.weekday}
                  data-today={isToday || undefined}
                  className={isToday ? 'bg-primary-soft' : 'even:bg-surface-2'}
                >
                  <td className="px-3 py-2.5 font-semibold whitespace-nowrap">
                    {t(`vn.weekdays.${d.weekday}`)}
                    {isToday ? (
                      <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-[10px] font-bold text-white">
                        {t('vn.today')}
                      </span>
                    ) : null}
                  </td>
                  {VN_REGIONS.map((r) => (
                    <td key={r} className="px-3 py-2.5">
                      {d.stations[r].join(', ')}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
