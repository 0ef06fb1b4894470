import type { MemberVip } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/number';

function Bar({ label, done, required, testId }: { label: string; done: number; required: number; testId: string }) {
  const pct = required > 0 ? Math.min(100, Math.floor((done * 100) / required)) : 100;
  return (
    <div data-testid={testId}>
      <div className="flex justify-between gap-2 text-xs">
        <span className="font-semibold">{label}</span>
        <span className="tabular text-text-muted">
          {formatMinor(done)} / {formatMinor(required)}
        </span>
      </div>
      <div
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** The member's level and the bars to the next one (either bar reaching its end is enough). */
export function VipProgress({ vip }: { vip: MemberVip }) {
  const { t } = useTranslation('vip');
  return (
    <section data-testid="vip-progress" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <p className="text-xs text-text-muted">{t('me.current')}</p>
      <h2 data-testid="vip-current" data-rank={vip.rank} className="text-2xl font-extrabold text-money">
        {vip.name}
      </h2>
      <p className="mt-1 text-xs text-text-muted">
        {t('me.window', {
          days: vip.windowDays,
          deposits: formatMinor(vip.deposits),
          turnover: formatMinor(vip.turnover),
        })}
      </p>
      {vip.next ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm font-semibold">{t('me.next', { name: vip.next.name })}</p>
          {vip.next.deposits && <Bar testId="vip-bar-deposits" label={t('me.deposits')} {...vip.next.deposits} />}
          {vip.next.turnover && <Bar testId="vip-bar-turnover" label={t('me.turnover')} {...vip.next.turnover} />}
          {vip.next.deposits && vip.next.turnover && <p className="text-xs text-text-muted">{t('me.either')}</p>}
        </div>
      ) : (
        <p className="mt-4 text-sm font-semibold">{t('me.top')}</p>
      )}
      {vip.serviceChannel && <p className="mt-3 text-sm text-accent">{t('me.service')}</p>}
    </section>
  );
}
