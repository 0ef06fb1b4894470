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
      {/* Phones get one card per day; the seven-by-three table needs a wider screen. */}
      <ul className="mt-4 flex flex-col gap-2 sm:hidden">
        {WEEKLY_SCHEDULE.map((d) => (
          <li
            key={d.weekday}
            data-today={d.weekday === today || undefined}
            className={`rounded-xl p-3 ${d.weekday === today ? 'bg-primary-soft' : 'bg-surface-2'}`}
          >
            <p className="text-sm font-bold">
              {t(`vn.weekdays.${d.weekday}`)}
              {d.weekday === today ? (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-[10px] font-bold text-white">
                  {t('vn.today')}
                </span>
              ) : null}
            </p>
            <dl className="mt-1 grid grid-cols-[84px_1fr] gap-x-2 gap-y-0.5 text-[13px]">
              {VN_REGIONS.map((r) => (
                <div key={r} className="contents">
                  <dt className="text-text-muted">{t(`vn.regions.${r}`)}</dt>
                  <dd>{d.stations[r].join(', ')}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto sm:block">
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
