import type { WageringRequirement } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/error-text';
import { useFormatMoney } from '../format/use-money';
import { useLanguage } from '../i18n/use-language';
import { useSession } from '../session/session';
import { showDialog } from '../ui/modal';
import { invalidateBalance } from '../wallet/balance-query';
import { forfeitBonus, invalidateWagering, wageringQueryOptions } from './wagering-query';

/**
 * What still stands between the member and a withdrawal: the deposits' turnover and each bonus's wagering
 * (a bar per bonus, its rule in the server's words, and the offer to forfeit it). Shown on the withdrawal
 * page (which shows the deposits' figure itself: showDeposit false) and in the reward centre; nothing when
 * nothing is required. Texts: the 'rewards' namespace, loaded
 * with the member centre.
 */
export function WageringPanel({ showDeposit = true }: { showDeposit?: boolean }) {
  const { t } = useTranslation('rewards');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const { data } = useQuery(wageringQueryOptions(token || null, language));
  const deposit = showDeposit ? (data?.depositRequired ?? 0) : 0;
  if (!data || (deposit <= 0 && data.requirements.length === 0)) return null;
  return (
    <section
      data-testid="wagering-panel"
      aria-label={t('wagering.title')}
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-accent/10 p-3"
    >
      <h3 className="text-sm font-bold text-text">{t('wagering.title')}</h3>
      {data.bonusRequired > 0 ? (
        <p className="text-sm" data-testid="wagering-bonus-left">
          {t('wagering.bonusLeft', { amount: money(data.bonusRequired) })}
        </p>
      ) : null}
      {deposit > 0 ? (
        <p className="text-sm" data-testid="wagering-deposit-left">
          {t('wagering.depositLeft', { amount: money(deposit) })}
        </p>
      ) : null}
      {data.requirements.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {data.requirements.map((r) => (
            <WageringRow key={r.id} requirement={r} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function WageringRow({ requirement: r }: { requirement: WageringRequirement }) {
  const { t } = useTranslation('rewards');
  const { language } = useLanguage();
  const money = useFormatMoney();
  const client = useQueryClient();
  const forfeit = useMutation({
    mutationFn: () => forfeitBonus(r.id, language),
    onSuccess: async (res) => {
      await Promise.all([invalidateWagering(client), invalidateBalance(client)]);
      showDialog({
        testId: 'wagering-forfeited',
        message: t('wagering.forfeited', { amount: money(res.forfeited) }),
        icon: 'success',
      });
    },
  });
  const pct = r.required <= 0 ? 100 : Math.min(100, Math.floor((r.done * 100) / r.required));
  const ask = () =>
    showDialog({
      testId: 'wagering-forfeit-confirm',
      title: t('wagering.forfeitTitle'),
      message: t('wagering.forfeitBody', { title: r.title, bonus: money(r.bonus) }),
      icon: 'warning',
      confirmLabel: t('wagering.forfeit'),
      cancelLabel: t('common:cancel'),
      onConfirm: () => forfeit.mutate(),
    });
  return (
    <li data-testid="wagering-requirement" data-id={r.id} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{r.title}</span>
        <span className="tabular text-xs text-text-muted" data-testid="wagering-amounts">
          {t('wagering.amounts', { done: money(r.done), required: money(r.required) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={r.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-xs text-text-muted" data-testid="wagering-rule">
        {r.text}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="wagering-forfeit"
          disabled={forfeit.isPending}
          onClick={ask}
          className="h-8 rounded-lg border border-danger/60 px-3 text-xs font-semibold text-danger hover:bg-danger/10 disabled:opacity-60"
        >
          {t('wagering.forfeit')}
        </button>
        {forfeit.isError ? (
          <span role="alert" className="text-xs text-danger">
            {apiErrorText(t, forfeit.error)}
          </span>
        ) : null}
      </div>
    </li>
  );
}
