import { useTranslation } from 'react-i18next';

/**
 * The example plan shown to prospective agents. The real rates are set per agent contract by the
 * operator (agent centre, later issue); the table says so.
 */
export const EXAMPLE_TIERS = [
  { level: 1, activeMembers: 5, rate: 25 },
  { level: 2, activeMembers: 20, rate: 30 },
  { level: 3, activeMembers: 50, rate: 35 },
  { level: 4, activeMembers: 100, rate: 40 },
  { level: 5, activeMembers: 200, rate: 45 },
] as const;

/** Commission tiers table, clearly labelled as an example plan. */
export function CommissionTable() {
  const { t } = useTranslation('join');
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8" data-testid="commission-table">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{t('tiers.title')}</h2>
        <span className="rounded-full bg-accent/15 px-3 py-1 text-xs font-bold text-money">{t('tiers.example')}</span>
      </div>
      <p className="mt-1 text-sm text-text-muted">{t('tiers.note')}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr className="text-left text-xs text-text-muted uppercase">
              <th className="border-b border-border px-2 py-2 sm:px-3 font-semibold">{t('tiers.level')}</th>
              <th className="border-b border-border px-2 py-2 sm:px-3 font-semibold">{t('tiers.active')}</th>
              <th className="border-b border-border px-2 py-2 sm:px-3 text-right font-semibold">{t('tiers.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_TIERS.map((tier) => (
              <tr key={tier.level} data-testid="commission-tier" className="even:bg-surface-2">
                <td className="px-2 py-3 font-semibold whitespace-nowrap sm:px-3">
                  <span className="mr-2 inline-grid size-6 place-items-center rounded-full bg-primary text-xs text-white">
                    {tier.level}
                  </span>
                  {t('tiers.levelName', { n: tier.level })}
                </td>
                <td className="tabular px-2 py-3 sm:px-3">{t('tiers.activeValue', { count: tier.activeMembers })}</td>
                <td className="tabular px-2 py-3 text-right sm:px-3 text-base font-extrabold text-money">
                  {tier.rate}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs leading-5 text-text-muted">{t('tiers.formula')}</p>
    </section>
  );
}
