import type { VipConfig } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, formatCount, formatMinor } from '../../../shared/format/number';
import { useLanguage } from '../../../shared/i18n/use-language';

const dash = (minor: number) => (minor > 0 ? formatMinor(minor) : '—');

/** The levels and their benefits; scrolls sideways on phones, the level column stays in view. */
export function VipLevelsTable({ config, currentRank }: { config: VipConfig; currentRank: number | null }) {
  const { t } = useTranslation('vip');
  const { language: lang } = useLanguage();
  const cols = ['deposits', 'turnover', 'levelUp', 'birthday', 'rebate', 'withdrawals', 'service'] as const;
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 className="text-xl font-bold">{t('table.title')}</h2>
      <p className="mt-1 text-sm text-text-muted">{t('table.note', { days: config.program.windowDays })}</p>
      <div className="mt-4 overflow-x-auto">
        <table data-testid="vip-levels" className="w-full min-w-[720px] text-left text-sm">
          <thead className="text-xs text-text-muted">
            <tr>
              <th className="sticky left-0 bg-surface py-2 pr-3">{t('table.level')}</th>
              {cols.map((c) => (
                <th key={c} className="px-2 py-2 whitespace-nowrap">
                  {t(`table.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {config.levels.map((l) => (
              <tr
                key={l.rank}
                data-testid="vip-level-row"
                aria-current={l.rank === currentRank ? 'true' : undefined}
                className={`border-t border-border ${l.rank === currentRank ? 'bg-accent/10 font-semibold' : ''}`}
              >
                <th scope="row" className="sticky left-0 bg-inherit py-2 pr-3 whitespace-nowrap">
                  {l.name[lang]}
                </th>
                <td className="tabular px-2">{dash(l.minDeposits)}</td>
                <td className="tabular px-2">{dash(l.minTurnover)}</td>
                <td className="tabular px-2">{dash(l.levelUpBonus)}</td>
                <td className="tabular px-2">{dash(l.birthdayBonus)}</td>
                <td className="tabular px-2">{formatBasisPoints(l.rebateBonusBp)}%</td>
                <td className="tabular px-2 whitespace-nowrap">
                  {t('table.perDay', { count: l.withdrawDailyCount, n: formatCount(l.withdrawDailyCount) })}
                  {l.withdrawDailyAmount > 0 && ` · ${formatMinor(l.withdrawDailyAmount)}`}
                </td>
                <td className="px-2">{l.serviceChannel ? t('table.yes') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
